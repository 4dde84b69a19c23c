import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { canDecideOrders } from '../../providers/permissions.ts';
import type { OrderRecord } from './types.ts';
import { useOrderAction } from './use-order-action.ts';

/** The order, when it waits for a decision and the signed-in role may decide it; null hides the buttons. */
function useDecidableOrder() {
  const record = useRecordContext<OrderRecord>();
  const { permissions } = usePermissions();
  return record && record.stage === 'confirm' && canDecideOrders(permissions) ? record : null;
}

/** Approve: confirmed first; the order then waits for its trade date's NAV. */
export function ApproveOrderButton() {
  const record = useDecidableOrder();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const approve = useOrderAction('approve', 'resources.orders.actions.approve.done');
  if (!record) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('resources.orders.actions.approve.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate('resources.orders.actions.approve.title', { ref: record.ref })}
        content={translate('resources.orders.actions.approve.content')}
        confirm="resources.orders.actions.approve.confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: record.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject: with a reason the investor sees; reserved units come back. */
export function RejectOrderButton() {
  const record = useDecidableOrder();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reject = useOrderAction('reject', 'resources.orders.actions.reject.done');
  if (!record) return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="error"
        startIcon={<CloseIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('resources.orders.actions.reject.button')}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate('resources.orders.actions.reject.title', { ref: record.ref })}
        content={translate('resources.orders.actions.reject.content')}
        confirm={translate('resources.orders.actions.reject.confirm')}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: record.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
