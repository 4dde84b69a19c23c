import { type FieldProps, useLocaleState, useRecordContext } from 'react-admin';

const partsOptions: Intl.DateTimeFormatOptions = {
  timeZone: 'Asia/Bangkok',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
};

/**
 * `DD/MM/YYYY HH:mm` in Bangkok time, whatever the staff member's machine says. Thai screens get the
 * Buddhist Era year that `th-TH` gives, as elsewhere in the back office.
 */
export function formatBangkokDateTime(value: string | Date, language: string): string {
  const parts = new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : 'th-TH', partsOptions).formatToParts(
    new Date(value),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

/** A compact time for dense tables (audit log, outbox); an empty value shows as a dash. */
export function BangkokDateTimeField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const [locale] = useLocaleState();
  const value = record?.[source] as string | null | undefined;
  if (!record) return null;
  if (!value) return <span>—</span>;
  return <time dateTime={new Date(value).toISOString()}>{formatBangkokDateTime(value, locale)}</time>;
}
