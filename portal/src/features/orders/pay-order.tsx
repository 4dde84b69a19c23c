import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useReasonText } from '../../lib/i18n/use-language.ts';
import { createDeposit, type DepositMethod } from '../deposits/index.ts';
import { PinDialog, useSecurity } from '../security/index.ts';
import { newIdempotencyKey } from './api.ts';
import { type OrderFailure, OrderFailureAlert, orderFailureOf } from './order-failure.tsx';
import { PaymentMethodField } from './order-parts.tsx';

interface PayOrderProps {
  /** The increase to pay; for a multi-strategy investment any of its orders (the deposit pays them all). */
  orderId: number;
  paymentType: DepositMethod | null;
  /** The last payment was rejected: say so, and that paying again is how the order goes on. */
  afterRejection?: boolean;
  /** The rejected payment's reason, when the page does not show it elsewhere. */
  rejectReason?: string | null;
}

/**
 * An increase not paid yet, or whose payment was rejected: create the deposit and open its page. The method chosen
 * with the order is used as it is (one question, not two); only an order without one, a rejected payment or a
 * method refused now asks for it. The API opens one deposit for every unpaid order of a multi-strategy investment.
 */
export function PayOrder({ orderId, paymentType, afterRejection = false, rejectReason }: PayOrderProps) {
  const reasonText = useReasonText();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { whileLoading } = useGlobalLoading();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<DepositMethod | null>(paymentType);
  const [methodError, setMethodError] = useState<string | undefined>();
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const [idempotencyKey, setIdempotencyKey] = useState(newIdempotencyKey);
  const security = useSecurity();
  const [askPin, setAskPin] = useState(false);
  const askMethod = paymentType === null || afterRejection;

  // Spec §4: the PIN, when set, protects deposits as it protects trades.
  async function pay(pin: string | null = null) {
    if (!method) return setMethodError(t('orders.paymentRequired'));
    setMethodError(undefined);
    // Paying can start at once (the method came with the order), before the security settings have loaded.
    const pinSet = (security.data ?? (await security.mutate()))?.pinSet;
    if (pinSet && !pin) return setAskPin(true);
    setBusy(true);
    setFailure(null);
    try {
      const deposit = await whileLoading(
        createDeposit({ orderId, method, ...(pin ? { pin } : {}) }, idempotencyKey),
      );
      navigate(`/deposits/${deposit.id}`);
    } catch (caught) {
      setBusy(false);
      if (caught instanceof ApiError && caught.code === 'PIN_REQUIRED' && !pin) return setAskPin(true);
      setFailure(orderFailureOf(caught));
    }
  }

  return (
    <>
      {afterRejection && <p>{t('orders.payAgain')}</p>}
      {afterRejection && rejectReason && (
        <p>{t('deposit.rejectReason', { reason: reasonText(rejectReason) })}</p>
      )}
      <button
        type="button"
        className="button button-primary"
        disabled={busy}
        onClick={() => {
          setIdempotencyKey(newIdempotencyKey());
          if (askMethod) setOpen(true);
          else void pay();
        }}
      >
        {askMethod || !method
          ? t('orders.detail.pay')
          : t('orders.detail.payWith', { method: t(`portfolio.operation.paymentType.${method}`) })}
      </button>
      {!open && failure && (
        <>
          <OrderFailureAlert failure={failure} />
          <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
            {t('orders.detail.otherMethod')}
          </button>
        </>
      )}
      {open && (
        <ModalDialog title={t('orders.detail.payTitle')} onClose={() => setOpen(false)}>
          <PaymentMethodField value={method} onChange={setMethod} error={methodError} name="depositMethod" />
          <OrderFailureAlert failure={failure} />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              {t('orders.back')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void pay()}
            >
              {t('orders.detail.payContinue')}
            </button>
          </div>
        </ModalDialog>
      )}
      {askPin && (
        <PinDialog
          onCancel={() => setAskPin(false)}
          onVerified={(verified) => {
            setAskPin(false);
            void pay(verified);
          }}
        />
      )}
    </>
  );
}
