import { documents } from '@fund/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR, { useSWRConfig } from 'swr';
import { ApiError, apiHref, apiRequest } from '../../lib/api-client.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { documentHref, type InvestorDocument } from './api.ts';

/**
 * Asks for the statement of any past month (spec: "on demand for any past month"): the months are the API's (by its
 * clock, since the investor's first settled order); the API makes the statement at once if no monthly run has, and
 * the list of documents shows it from then on.
 */
export function MonthlyStatementRequest() {
  const months = useStatementMonths();
  if (months.length === 0) return null;
  return <MonthPicker months={months} />;
}

/** The past months the investor may have a statement of, newest first (none while loading). */
export function useStatementMonths(): string[] {
  const { data } = useSWR('/documents/statement-months', (path: string) =>
    apiRequest<{ months: string[] }>(path),
  );
  return data?.months ?? [];
}

/** A month of `months`, named in the reader's language and era. */
export function MonthSelect({
  months,
  value,
  onChange,
}: {
  months: string[];
  value: string;
  onChange: (month: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className="field">
      <label htmlFor="statement-month">{t('portfolio.statements.monthly.month')}</label>
      <select id="statement-month" value={value} onChange={(event) => onChange(event.target.value)}>
        {months.map((month) => (
          <option key={month} value={month}>
            {documents.monthName(month, language)}
          </option>
        ))}
      </select>
    </div>
  );
}

function MonthPicker({ months }: { months: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const { mutate } = useSWRConfig();
  const [month, setMonth] = useState(months[0]!);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'working' }
    | { kind: 'ready'; document: InvestorDocument }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  const ask = async () => {
    setState({ kind: 'working' });
    try {
      const document = await apiRequest<InvestorDocument>('/documents/statements', {
        method: 'POST',
        body: { month },
      });
      setState({ kind: 'ready', document });
      void mutate('/documents');
    } catch (error) {
      setState({
        kind: 'failed',
        message: errorMessage(error instanceof ApiError ? error.code : 'INTERNAL_ERROR'),
      });
    }
  };

  return (
    <section className="stack" aria-labelledby="monthly-statement-title">
      <h2 id="monthly-statement-title">{t('portfolio.statements.monthly.title')}</h2>
      <p className="muted">{t('portfolio.statements.monthly.note')}</p>
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
          className="button"
          disabled={state.kind === 'working'}
          onClick={() => void ask()}
        >
          {state.kind === 'working'
            ? t('portfolio.statements.monthly.working')
            : t('portfolio.statements.monthly.get')}
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'ready' && (
        <p role="status">
          {t('portfolio.statements.monthly.ready', { month: documents.monthName(month, language) })}{' '}
          <a href={apiHref(documentHref(state.document, language))} download>
            {t('portfolio.statements.download', {
              title: state.document.title[language],
            })}
          </a>
        </p>
      )}
    </section>
  );
}
