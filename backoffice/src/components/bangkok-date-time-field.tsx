import { type FieldProps, useRecordContext } from 'react-admin';
import { useFormats } from './formats.ts';

/**
 * `DD/MM/YYYY HH:mm` in Bangkok time, whatever the staff member's machine says (the catalogue's `instant` format;
 * the Buddhist Era year on Thai screens). A compact time for dense tables (audit log, outbox); an empty value shows
 * as a dash.
 */
export function BangkokDateTimeField({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const { dateTime } = useFormats();
  const value = record?.[source] as string | null | undefined;
  if (!record) return null;
  if (!value) return <span>—</span>;
  return <time dateTime={new Date(value).toISOString()}>{dateTime(value)}</time>;
}
