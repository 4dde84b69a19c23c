import type { Answer, ItemOf } from '@fund/contract';
import { documents } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiHref, apiRequest } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { documentHref } from './api.ts';
import { MonthAskForm } from './month-ask-form.tsx';
import { useStatementMonths } from './month-select.tsx';

type StatementRequest = ItemOf<Answer<'/documents/statement-requests'>>;

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
  const ask = async (month: string) => {
    const request = await apiRequest<Answer<'/documents/statement-requests', 'post', 201>>(requestsKey, {
      method: 'POST',
      body: { month },
    });
    onAsked();
    const already = known.some((r) => r.id === request.id);
    return t(already ? 'portfolio.statements.requests.already' : 'portfolio.statements.requests.asked', {
      month: documents.monthName(request.month, language),
      reference: request.reference,
    });
  };
  return (
    <MonthAskForm
      id="statement-request-title"
      title="portfolio.statements.requests.title"
      note="portfolio.statements.requests.note"
      ask="portfolio.statements.requests.ask"
      working="portfolio.statements.requests.working"
      primary
      months={months}
      onAsk={ask}
    />
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
