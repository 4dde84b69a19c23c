import { useLocaleState, useRecordContext } from 'react-admin';

const partsOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'UTC',
  weekday: 'short',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
};

/**
 * A business date (YYYY-MM-DD, already a Bangkok calendar day) as DD/MM/YYYY, optionally after the weekday: Thai
 * screens get the Buddhist Era year that `th-TH` gives, English ones the Christian era. Read as UTC so no time
 * zone moves it to another day.
 */
export function formatBusinessDate(value: string, language: string, { withWeekday = false } = {}): string {
  const parts = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', partsOptions).formatToParts(
    new Date(`${value}T00:00:00Z`),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')}/${part('month')}/${part('year')}`;
  return withWeekday ? `${part('weekday')} ${date}` : date;
}

/** A business date with its weekday, in the reader's language; an empty value shows as a dash. */
export function BusinessDateField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as string | null | undefined;
  if (!value) return <span>—</span>;
  return <span>{formatBusinessDate(value, locale, { withWeekday: true })}</span>;
}
