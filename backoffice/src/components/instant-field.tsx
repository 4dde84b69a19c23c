import Typography, { type TypographyProps } from '@mui/material/Typography';
import { type FieldProps, useRecordContext } from 'react-admin';
import { useFormats } from './formats.ts';

/**
 * Times are stored in UTC and read in Bangkok time whatever the staff member's machine says, written as every
 * back-office screen writes an instant (the catalogue's `instant` format: 08/12/2569 14:05 on Thai screens, the
 * Buddhist Era year). One field for every instant, in dense tables (audit log, outbox) and on detail pages alike; an
 * empty value is a dash.
 */
export function InstantField({
  source,
  variant = 'body2',
}: FieldProps & { source: string; variant?: TypographyProps['variant'] }) {
  const record = useRecordContext();
  const { dateTime } = useFormats();
  if (!record) return null;
  const value = record[source] as string | null | undefined;
  return (
    <Typography component="span" variant={variant}>
      {value ? <time dateTime={new Date(value).toISOString()}>{dateTime(value)}</time> : '—'}
    </Typography>
  );
}
