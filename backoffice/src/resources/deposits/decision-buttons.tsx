import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Confirm, usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { canHandleDeposits, type DepositRecord } from './types.ts';
import { useDepositAction } from './use-deposit-action.ts';

/** The deposit, when staff may still decide it; verifying also needs the slip or a QR payment (PENDING). */
function useOpenDeposit() {
  const record = useRecordContext<DepositRecord>();
  const { permissions } = usePermissions();
  const open = record && (record.status === 'PENDING' || record.status === 'AWAITING_SLIP');
  return open && canHandleDeposits(permissions) ? record : null;
}

/** Verify: confirmed first; the orders the deposit pays may then be approved. */
export function VerifyDepositButton() {
  const record = useOpenDeposit();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const approve = useDepositAction('approve', 'resources.deposits.actions.approve.done');
  if (record?.status !== 'PENDING') return null;
  return (
    <>
      <Button
        variant="outlined"
        size="small"
        color="success"
        startIcon={<CheckIcon />}
        onClick={() => setOpen(true)}
      >
        {translate('resources.deposits.actions.approve.button')}
      </Button>
      <Confirm
        isOpen={open}
        loading={approve.isPending}
        title={translate('resources.deposits.actions.approve.title', { ref: record.ref })}
        content={translate('resources.deposits.actions.approve.content')}
        confirm="resources.deposits.actions.approve.confirm"
        onClose={() => setOpen(false)}
        onConfirm={() => approve.mutate({ id: record.id, data: {} }, { onSettled: () => setOpen(false) })}
      />
    </>
  );
}

/** Reject: with the reason the investor is e-mailed (typically a payer name that does not match). */
export function RejectDepositButton() {
  const record = useOpenDeposit();
  const translate = useTranslate();
  const [open, setOpen] = useState(false);
  const reject = useDepositAction('reject', 'resources.deposits.actions.reject.done');
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
        {translate('resources.deposits.actions.reject.button')}
      </Button>
      <ReasonDialog
        open={open}
        pending={reject.isPending}
        title={translate('resources.deposits.actions.reject.title', { ref: record.ref })}
        content={translate('resources.deposits.actions.reject.content')}
        confirm={translate('resources.deposits.actions.reject.confirm')}
        onClose={() => setOpen(false)}
        onSubmit={(reason) =>
          reject.mutate({ id: record.id, data: { reason } }, { onSuccess: () => setOpen(false) })
        }
      />
    </>
  );
}
