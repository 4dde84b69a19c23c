import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';
import { MonthSelect } from './month-select.tsx';

interface MonthAskFormProps {
  /** The section's heading id and texts (keys of the portal's catalogue). */
  id: string;
  title: string;
  note: string;
  ask: string;
  working: string;
  primary?: boolean;
  months: string[];
  /** Asks the API for the month; answers what the page then says (a link, a reference). */
  onAsk: (month: string) => Promise<ReactNode>;
}

/**
 * One past month asked of the API: the month picker, the button (busy while the API works), the API's refusal in the
 * reader's language, or what the answer says. The statement made at once and the statement asked of staff share it.
 */
export function MonthAskForm({ id, title, note, ask, working, primary, months, onAsk }: MonthAskFormProps) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const [month, setMonth] = useState(months[0]!);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'working' }
    | { kind: 'done'; said: ReactNode }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  const send = async () => {
    setState({ kind: 'working' });
    try {
      setState({ kind: 'done', said: await onAsk(month) });
    } catch (error) {
      setState({
        kind: 'failed',
        message: errorMessage(error instanceof ApiError ? error.code : 'INTERNAL_ERROR'),
      });
    }
  };

  return (
    <section className="stack" aria-labelledby={id}>
      <h2 id={id}>{t(title)}</h2>
      <p className="muted">{t(note)}</p>
      <MonthSelect
        months={months}
        value={month}
        onChange={(value) => {
          setMonth(value);
          setState({ kind: 'idle' });
        }}
      />
      <div className="actions">
        <button
          type="button"
          className={primary ? 'button button-primary' : 'button'}
          disabled={state.kind === 'working'}
          onClick={() => void send()}
        >
          {state.kind === 'working' ? t(working) : t(ask)}
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'done' && <p role="status">{state.said}</p>}
    </section>
  );
}
