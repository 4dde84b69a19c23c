import { errorMessage, isErrorCode } from '@fund/domain';
import { FunctionField, Labeled, useLocaleState, useRecordContext } from 'react-admin';

/**
 * A reject reason: staff write theirs and it shows as written; the system's own (an increase not paid in time, a
 * switch with nothing to buy) are error codes, shown in the reader's language.
 */
export function ReasonField({ source }: { source: string }) {
  const [locale] = useLocaleState();
  const language = locale === 'en' ? 'en' : 'th';
  return (
    <FunctionField
      source={source}
      render={(record: Record<string, unknown>) => {
        const reason = record[source];
        if (typeof reason !== 'string') return null;
        return isErrorCode(reason) ? errorMessage(reason, language) : reason;
      }}
    />
  );
}

/** The reject reason with its label, shown only when there is one (a record not rejected has none). */
export function RejectReason() {
  const record = useRecordContext<{ rejectReason?: string | null }>();
  if (!record?.rejectReason) return null;
  return (
    <Labeled source="rejectReason">
      <ReasonField source="rejectReason" />
    </Labeled>
  );
}
