import Chip, { type ChipProps } from '@mui/material/Chip';
import { useRecordContext, useTranslate } from 'react-admin';
import { roleLabelKey, type UserRecord, type UserStatus } from './types.ts';

// The colours only repeat what the label already says.
const statusColors: Record<UserStatus, ChipProps['color']> = {
  ACTIVE: 'success',
  UNVERIFIED: 'warning',
  LOCKED: 'error',
};

interface FieldProps {
  label?: string;
  source?: string;
}

export function UserStatusChip(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const { status } = record;
  return (
    <Chip size="small" color={statusColors[status]} label={translate(`resources.users.statuses.${status}`)} />
  );
}

export function CustomerTypeField(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(`resources.users.customer_types.${record.customerType}`)}</span>;
}

export function RoleField(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  return <span>{translate(roleLabelKey(record.role))}</span>;
}

/** Known reasons are translated; anything else the API records is shown as it is. */
export function LockReasonField(_props: FieldProps) {
  const record = useRecordContext<UserRecord>();
  const translate = useTranslate();
  if (!record) return null;
  if (!record.lockedReason) return <span>—</span>;
  return (
    <span>
      {translate(`resources.users.lock_reasons.${record.lockedReason}`, { _: record.lockedReason })}
    </span>
  );
}
