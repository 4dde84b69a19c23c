export type FormStatus =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; message: string; reference: string }
  | { kind: 'failed'; message: string };

interface FormStatusLineProps {
  status: FormStatus;
  referenceText: (reference: string) => string;
}

/** The outcome of a submit, announced: success politely, failure at once. */
export function FormStatusLine({ status, referenceText }: FormStatusLineProps) {
  return (
    <>
      <div role="status" className="form-status">
        {status.kind === 'sent' && (
          <p className="form-success">
            <strong>{status.message}</strong>
            {status.reference && <span> {referenceText(status.reference)}</span>}
          </p>
        )}
      </div>
      <div role="alert" className="form-status">
        {status.kind === 'failed' && <p className="form-failure">{status.message}</p>}
      </div>
    </>
  );
}
