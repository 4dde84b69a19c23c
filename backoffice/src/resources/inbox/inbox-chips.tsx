import type { InboxKind, InboxStatus } from '@fund/domain';
import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import type { InboxItem } from './types.ts';

const kindColors: Record<InboxKind, ChipProps['color']> = {
  CONTACT: 'primary',
  COMPLAINT: 'secondary',
  STATEMENT_REQUEST: 'success',
};

// New work stands out, closed work fades; the colours only repeat what the label already says.
const statusColors: Record<InboxStatus, ChipProps['color']> = {
  NEW: 'info',
  IN_PROGRESS: 'warning',
  CLOSED: 'default',
};

export function KindChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={kindColors[record.kind]}
      label={translate(`resources.inbox.kinds.${record.kind}`)}
    />
  );
}

export function StatusChip(_props: { label?: string; source?: string }) {
  const record = useRecordContext<InboxItem>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip
      size="small"
      color={statusColors[record.status]}
      label={translate(`resources.inbox.statuses.${record.status}`)}
    />
  );
}
