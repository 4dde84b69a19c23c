import { documents } from '@fund/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ApiError, apiHref, apiRequest } from '../../lib/api-client.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { formatDateTime } from '../investing/format.ts';
import { documentHref, type InvestorDocument } from './api.ts';
import { MonthSelect, useStatementMonths } from './monthly-statement-request.tsx';

interface StatementRequest {
  id: number;
  reference: string;
  month: string;
  status: 'WAITING' | 'SENT';
  requestedAt: string;
  sentAt: string | null;
  document: InvestorDocument | null;
}

const requestsKey = '/documents/statement-requests';

/**
 * While performanceReport is off the Statements page is under maintenance: the investor asks staff for a past
 * month's statement here, sees each request wait and then be sent, and downloads the statement once it is.
 */
export function StatementRequests() {
  const months = useStatementMonths();
  const { data: requests, mutate } = useSWR(requestsKey, (path: string) =>
    apiRequest<StatementRequest[]>(path),
  );
  return (
    <>
      {months.length > 0 && (
        <RequestForm months={months} known={requests ?? []} onAsked={() => void mutate()} />
      )}
      {requests && requests.length > 0 && <RequestList requests={requests} />}
    </>
  );
}

/** `known`: the requests already listed, so asking again for a waiting month says it is already with staff. */
function RequestForm({
  months,
  known,
  onAsked,
}: {
  months: string[];
  known: StatementRequest[];
  onAsked: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const errorMessage = useErrorMessage();
  const [month, setMonth] = useState(months[0]!);
  const [state, setState] = useState<
    | { kind: 'idle' }
    | { kind: 'working' }
    | { kind: 'asked'; request: StatementRequest; already: boolean }
    | { kind: 'failed'; message: string }
  >({ kind: 'idle' });

  const ask = async () => {
    setState({ kind: 'working' });
    try {
      const request = await apiRequest<StatementRequest>(requestsKey, { method: 'POST', body: { month } });
      setState({ kind: 'asked', request, already: known.some((r) => r.id === request.id) });
      onAsked();
    } catch (error) {
      setState({
        kind: 'failed',
        message: errorMessage(error instanceof ApiError ? error.code : 'INTERNAL_ERROR'),
      });
    }
  };

  return (
    <section className="stack" aria-labelledby="statement-request-title">
      <h2 id="statement-request-title">{t('portfolio.statements.requests.title')}</h2>
      <p className="muted">{t('portfolio.statements.requests.note')}</p>
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
          className="button button-primary"
          disabled={state.kind === 'working'}
          onClick={() => void ask()}
        >
          {state.kind === 'working'
            ? t('portfolio.statements.requests.working')
            : t('portfolio.statements.requests.ask')}
        </button>
      </div>
      {state.kind === 'failed' && (
        <p className="form-error" role="alert">
          {state.message}
        </p>
      )}
      {state.kind === 'asked' && (
        <p role="status">
          {t(
            state.already ? 'portfolio.statements.requests.already' : 'portfolio.statements.requests.asked',
            {
              month: documents.monthName(state.request.month, language),
              reference: state.request.reference,
            },
          )}
        </p>
      )}
    </section>
  );
}

function RequestList({ requests }: { requests: StatementRequest[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="stack" aria-labelledby="statement-request-list">
      <h2 id="statement-request-list">{t('portfolio.statements.requests.list')}</h2>
      <ul className="statement-documents" aria-labelledby="statement-request-list">
        {requests.map((request) => (
          <li key={request.id}>
            <strong>{documents.monthName(request.month, language)}</strong>{' '}
            <span className="muted">
              {request.reference} ·{' '}
              {request.sentAt
                ? t('portfolio.statements.requests.sent', { date: formatDateTime(language, request.sentAt) })
                : `${t('portfolio.statements.requests.waiting')} · ${t(
                    'portfolio.statements.requests.requested',
                    {
                      date: formatDateTime(language, request.requestedAt),
                    },
                  )}`}
            </span>
            {request.document && (
              <>
                {' '}
                <a href={apiHref(documentHref(request.document, language))} download>
                  {t('portfolio.statements.download', { title: request.document.title[language] })}
                </a>
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
