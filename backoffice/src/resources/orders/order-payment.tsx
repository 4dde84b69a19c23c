import Chip, { type ChipProps } from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { MouseEvent } from 'react';
import { Link, useCreatePath, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { canHandleDeposits } from '../../providers/permissions.ts';
import type { OrderDepositStatus, OrderRecord } from './types.ts';

interface FieldProps {
  label?: string;
  source?: string;
}

// The colours only repeat what the label already says.
const statusColors: Record<OrderDepositStatus, ChipProps['color']> = {
  AWAITING_SLIP: 'default',
  PENDING: 'info',
  VERIFIED: 'success',
  REJECTED: 'error',
};

/**
 * The deposit paying an increase: its reference (a link to the deposit's page for the roles that handle deposits)
 * and its status in the words of the deposits queue. An increase with no deposit yet, and an order that needs none,
 * say so.
 */
export function PaymentField(_props: FieldProps) {
  const record = useRecordContext<OrderRecord>();
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { permissions } = usePermissions();
  if (!record) return null;
  const { deposit } = record;
  if (!deposit) {
    const key = record.kind === 'increase' ? 'no_deposit' : 'not_needed';
    return <span>{translate(`resources.orders.payment.${key}`)}</span>;
  }
  const path = createPath({ resource: 'deposits', id: deposit.id, type: 'show' });
  return (
    <Stack direction="row" spacing={1} alignItems="center" component="span">
      {canHandleDeposits(permissions) ? (
        // The list opens the order on a row click; following the link opens only the deposit.
        <Link to={path} onClick={(event: MouseEvent) => event.stopPropagation()}>
          {deposit.ref}
        </Link>
      ) : (
        <span>{deposit.ref}</span>
      )}
      <Chip
        size="small"
        color={statusColors[deposit.status]}
        label={translate(`resources.deposits.statuses.${deposit.status}`, { _: deposit.status })}
      />
    </Stack>
  );
}
