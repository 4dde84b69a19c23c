import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';

/** A status's colour on its chip: the colours only repeat what the label already says. */
export type StatusColors<Status extends string> = Record<Status, ChipProps['color']>;

/**
 * The record's status as a chip, labelled from the catalogue (`resources.{resource}.statuses.{status}`, the status
 * itself where the catalogue has no label) and coloured from the screen's table.
 */
export function StatusChip<Status extends string>({
  resource,
  colors,
}: {
  resource: string;
  colors: StatusColors<Status>;
  label?: string;
  source?: string;
}) {
  const record = useRecordContext<{ status: Status }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={colors[record.status] ?? 'default'}
      label={translate(`resources.${resource}.statuses.${record.status}`, { _: record.status })}
    />
  );
}
