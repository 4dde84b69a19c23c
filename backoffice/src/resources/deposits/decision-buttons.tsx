import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ApproveDecisionButton, RejectDecisionButton } from '../../components/decision-buttons.tsx';
import { canHandleDeposits } from '../../providers/permissions.ts';
import { type DepositDetail, evidenceOf } from './types.ts';

/** The deposit, when staff may still decide it. */
function useOpenDeposit() {
  const record = useRecordContext<DepositDetail>();
  const { permissions } = usePermissions();
  const open = record && (record.status === 'PENDING' || record.status === 'AWAITING_SLIP');
  return open && canHandleDeposits(permissions) ? record : null;
}

/**
 * Verify: only a PENDING deposit; the orders it pays may then be approved. A QR deposit is PENDING from the start,
 * slip or not, so the button waits for the deposit page's detail (which knows the bank's notifications) and, with
 * neither a slip nor a notification, the confirmation warns that nothing shows the money arrived.
 */
export function VerifyDepositButton() {
  const record = useOpenDeposit();
  const translate = useTranslate();
  if (record?.status !== 'PENDING' || record.qrNotifications === undefined) return null;
  const warning =
    evidenceOf(record).length === 0 ? translate('resources.deposits.evidence.verify_warning') : undefined;
  return <ApproveDecisionButton resource="deposits" record={record} warning={warning} />;
}

/** Reject: with the reason the investor is e-mailed (typically a payer name that does not match). */
export function RejectDepositButton() {
  const record = useOpenDeposit();
  return record ? <RejectDecisionButton resource="deposits" record={record} /> : null;
}
