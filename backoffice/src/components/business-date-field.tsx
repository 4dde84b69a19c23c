import { useLocaleState, useRecordContext } from 'react-admin';

/**
 * A business date (YYYY-MM-DD, already a Bangkok calendar day) as DD/MM/YYYY with the weekday; Thai screens get
 * the Buddhist Era year. Read as UTC so no time zone moves it to another day.
 */
export function BusinessDateField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as string | null | undefined;
  if (!value) return <span>—</span>;
  const formatted = new Date(`${value}T00:00:00Z`).toLocaleDateString(locale === 'en' ? 'en-GB' : 'th-TH', {
    timeZone: 'UTC',
    weekday: 'short',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  });
  return <span>{formatted}</span>;
}
