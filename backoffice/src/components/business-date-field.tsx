import { useRecordContext } from 'react-admin';
import { useFormats } from './formats.ts';

/** A business date with its weekday, in the reader's language; an empty value shows as a dash. */
export function BusinessDateField({ source }: { source: string; label?: string }) {
  const record = useRecordContext();
  const { businessDate } = useFormats();
  return <span>{businessDate(record?.[source] as string | null | undefined, { weekday: true })}</span>;
}
