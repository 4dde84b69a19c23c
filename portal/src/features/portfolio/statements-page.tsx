import { lookupFlag } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { apiHref } from '../../lib/api-client.ts';
import { useSupportLine } from '../../lib/brand.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { formatDateTime, formatDay, formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { documentHref, useDocuments } from './api.ts';
import { MonthlyStatementRequest } from './monthly-statement-request.tsx';
import { PerformanceReportSection } from './performance-report.tsx';
import { StatementRequests } from './statement-requests.tsx';

/**
 * Spec screen 25: the statement report menu. With the performanceReport flag on it lists the investor's
 * documents to download (tax invoices, order confirmations, monthly statements, the contract), each in the reader's
 * language, makes the statement of any past month on request, and shows the performance report beneath them; off,
 * or while the flags cannot be read, it is under maintenance: the customer asks staff for a month's statement here
 * and downloads it once sent, or contacts support.
 */
export function StatementsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.statements.title'));
  const flags = useFeatureFlags();
  const offered = flags.data !== undefined && lookupFlag(flags.data.flags, 'performanceReport').enabled;
  const invoiceDownload = flags.data !== undefined && lookupFlag(flags.data.flags, 'invoiceDownload').enabled;
  return (
    <>
      <section className="stack card-narrow">
        <h1>{t('portfolio.statements.title')}</h1>
        {flags.isLoading ? (
          <ProgressBar />
        ) : offered ? (
          <DocumentList invoiceDownload={invoiceDownload} />
        ) : (
          <Maintenance />
        )}
      </section>
      {offered && <PerformanceReportSection />}
    </>
  );
}

/** With `invoiceDownload` off a tax invoice is listed without a link: the API would refuse the file. */
function DocumentList({ invoiceDownload }: { invoiceDownload: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = useDocuments(true);
  if (error) {
    return (
      <p className="form-error" role="alert">
        {t('portfolio.statements.loadFailed')}
      </p>
    );
  }
  if (!data) return <ProgressBar />;
  return (
    <>
      {data.length === 0 ? (
        <p className="muted">{t('portfolio.statements.empty')}</p>
      ) : (
        <ul className="statement-documents" aria-label={t('portfolio.statements.documents')}>
          {data.map((document) => {
            const title = textOf(language, document.title);
            const downloadable = invoiceDownload || document.kind !== 'TAX_INVOICE';
            return (
              <li key={document.id}>
                {downloadable ? (
                  <a href={apiHref(documentHref(document, language))} download>
                    {t('portfolio.statements.download', { title })}
                  </a>
                ) : (
                  <>
                    {title} <span className="muted">({t('portfolio.statements.downloadOff')})</span>
                  </>
                )}{' '}
                <span className="muted">
                  {document.date
                    ? formatDay(language, document.date)
                    : formatDateTime(language, document.createdAt)}
                  {document.total
                    ? ` · ${t('portfolio.statements.total', { amount: formatMoney(language, document.total) })}`
                    : ''}
                  {document.status === 'CANCELLED' ? ` · ${t('portfolio.statements.cancelledShort')}` : ''}
                </span>
              </li>
            );
          })}
        </ul>
      )}
      <MonthlyStatementRequest />
      <SupportContact />
    </>
  );
}

function Maintenance() {
  const { t } = useTranslation();
  return (
    <>
      <p role="status">{t('portfolio.statements.body')}</p>
      <StatementRequests />
      <SupportContact />
    </>
  );
}

function SupportContact() {
  const { t } = useTranslation();
  const supportLine = useSupportLine();
  return (
    <>
      <p className="muted">{t('portfolio.statements.hours')}</p>
      <div className="actions">
        <a className="button button-primary" href={supportLine.url} target="_blank" rel="noopener noreferrer">
          {t('portfolio.statements.contact', { lineId: supportLine.id })}
        </a>
      </div>
    </>
  );
}
