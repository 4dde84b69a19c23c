import type { Answer } from '@fund/contract';
import { documents } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { apiRequest } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';

/** The past months the investor may have a statement of, newest first (none while loading). */
export function useStatementMonths(): string[] {
  const { data } = useSWR('/documents/statement-months', (path: string) =>
    apiRequest<Answer<'/documents/statement-months'>>(path),
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
