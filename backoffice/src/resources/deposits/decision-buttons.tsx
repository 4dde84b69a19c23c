import { usePermissions, useRecordContext } from 'react-admin';
import { ApproveDecisionButton, RejectDecisionButton } from '../../components/decision-buttons.tsx';
import { canHandleDeposits, type DepositRecord } from './types.ts';

/** The deposit, when staff may still decide it. */
function useOpenDeposit() {
  const record = useRecordContext<DepositRecord>();
  const { permissions } = usePermissions();
  const open = record && (record.status === 'PENDING' || record.status === 'AWAITING_SLIP');
  return open && canHandleDeposits(permissions) ? record : null;
}

/** Verify: only with the slip or a QR payment (PENDING); the orders the deposit pays may then be approved. */
export function VerifyDepositButton() {
  const record = useOpenDeposit();
  return record?.status === 'PENDING' ? <ApproveDecisionButton resource="deposits" record={record} /> : null;
}

/** Reject: with the reason the investor is e-mailed (typically a payer name that does not match). */
export function RejectDepositButton() {
  const record = useOpenDeposit();
  return record ? <RejectDecisionButton resource="deposits" record={record} /> : null;
}
