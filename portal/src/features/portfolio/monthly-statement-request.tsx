import type { Answer } from '@fund/contract';
import { documents } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { apiHref, apiRequest } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { documentHref } from './api.ts';
import { MonthAskForm } from './month-ask-form.tsx';
import { useStatementMonths } from './month-select.tsx';

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

function MonthPicker({ months }: { months: string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { mutate } = useSWRConfig();
  const make = async (month: string) => {
    const document = await apiRequest<Answer<'/documents/statements', 'post'>>('/documents/statements', {
      method: 'POST',
      body: { month },
    });
    void mutate('/documents');
    return (
      <>
        {t('portfolio.statements.monthly.ready', { month: documents.monthName(month, language) })}{' '}
        <a href={apiHref(documentHref(document, language))} download>
          {t('portfolio.statements.download', { title: document.title[language] })}
        </a>
      </>
    );
  };
  return (
    <MonthAskForm
      id="monthly-statement-title"
      title="portfolio.statements.monthly.title"
      note="portfolio.statements.monthly.note"
      ask="portfolio.statements.monthly.get"
      working="portfolio.statements.monthly.working"
      months={months}
      onAsk={make}
    />
  );
}
