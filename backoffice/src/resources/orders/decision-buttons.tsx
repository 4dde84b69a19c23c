import { usePermissions, useRecordContext, useTranslate } from 'react-admin';
import { ApproveDecisionButton, RejectDecisionButton } from '../../components/decision-buttons.tsx';
import { canDecideOrders } from '../../providers/permissions.ts';
import { isAwaitingPayment, type OrderRecord } from './types.ts';

/** The order, when it waits for a decision and the signed-in role may decide it; null hides the buttons. */
function useDecidableOrder() {
  const record = useRecordContext<OrderRecord>();
  const { permissions } = usePermissions();
  return record && record.stage === 'confirm' && canDecideOrders(permissions) ? record : null;
}

/**
 * Approve: the order then waits for its trade date's NAV. An increase whose money is not verified yet keeps the
 * button, disabled, with the reason beside it.
 */
export function ApproveOrderButton() {
  const record = useDecidableOrder();
  const translate = useTranslate();
  if (!record) return null;
  const disabledReason = isAwaitingPayment(record)
    ? translate('resources.orders.payment.awaiting_verification')
    : undefined;
  return <ApproveDecisionButton resource="orders" record={record} disabledReason={disabledReason} />;
}

/** Reject: with a reason the investor sees; reserved units come back. */
export function RejectOrderButton() {
  const record = useDecidableOrder();
  return record ? <RejectDecisionButton resource="orders" record={record} /> : null;
}
