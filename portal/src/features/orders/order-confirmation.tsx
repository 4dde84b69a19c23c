import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { PinDialog, useSecurity } from '../security/index.ts';
import { newIdempotencyKey, type OrderKind, type OrderRequest, placeOrder } from './api.ts';
import { type OrderFailure, OrderFailureAlert, orderFailureOf } from './order-failure.tsx';
import { OrderRiskWarning, type RiskDetails, riskDetailsOf } from './order-risk-warning.tsx';

interface OrderConfirmationProps {
  kind: OrderKind;
  /** The order as the form built it; the PIN and the risk acceptance are added here. */
  request: OrderRequest;
  /** The order's summary: strategies, amounts, fees, trade date. */
  children: ReactNode;
  onBack: () => void;
  /** A refusal that belongs next to a field of the form: the form is shown again with it. */
  onRefused: (error: ApiError) => boolean;
}

/**
 * The confirmation step every order flow ends with: the summary, the PIN prompt when the investor has a PIN, the
 * POST with one Idempotency-Key for this screen (a retry never places a second order), the risk warning on
 * ORDER_RISK_MISMATCH, then the awaiting-approval toast and the order's page (a multi-strategy investment's page).
 */
export function OrderConfirmation({ kind, request, children, onBack, onRefused }: OrderConfirmationProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { whileLoading } = useGlobalLoading();
  const security = useSecurity();
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [pin, setPin] = useState<string | null>(null);
  const [askPin, setAskPin] = useState(false);
  const [risk, setRisk] = useState<RiskDetails | null>(null);
  const [failure, setFailure] = useState<OrderFailure | null>(null);
  const [sending, setSending] = useState(false);

  async function send(options: { pin: string | null; acceptRiskMismatch?: boolean }) {
    setSending(true);
    setFailure(null);
    try {
      const answer = await whileLoading(
        placeOrder(
          {
            ...request,
            ...(options.pin ? { pin: options.pin } : {}),
            ...(options.acceptRiskMismatch ? { acceptRiskMismatch: true } : {}),
          },
          idempotencyKey,
        ),
      );
      showToast({ kind: 'success', message: t(`orders.toast.${kind}`) });
      // A multi-strategy investment has a page of its own: every order of it and the one payment for them all.
      if ('orders' in answer) navigate(`/orders/batch/${encodeURIComponent(answer.batchRef)}`);
      else navigate(`/orders/${answer.id}`);
    } catch (caught) {
      setSending(false);
      setRisk(null);
      if (!(caught instanceof ApiError)) return setFailure(orderFailureOf(caught));
      if (caught.code === 'ORDER_RISK_MISMATCH') {
        return setRisk(riskDetailsOf(caught.problem.details, request.strategyCode));
      }
      if (caught.code === 'PIN_REQUIRED' && !options.pin) return setAskPin(true);
      if (!onRefused(caught)) setFailure(orderFailureOf(caught));
    }
  }

  function confirm() {
    if (security.data?.pinSet && !pin) return setAskPin(true);
    void send({ pin });
  }

  return (
    <section className="stack order-confirmation" aria-labelledby="order-confirm-title">
      <h2 id="order-confirm-title">{t('orders.confirmTitle')}</h2>
      <p className="muted">{t('orders.confirmLead')}</p>
      {children}
      <OrderFailureAlert failure={failure} refusedOrder />
      <div className="order-actions">
        <button type="button" className="button button-secondary" onClick={onBack} disabled={sending}>
          {t('orders.edit')}
        </button>
        <button
          type="button"
          className="button button-primary"
          onClick={confirm}
          disabled={sending || security.isLoading}
        >
          {sending ? t('orders.submitting') : t('orders.confirm')}
        </button>
      </div>
      {askPin && (
        <PinDialog
          onCancel={() => setAskPin(false)}
          onVerified={(verified) => {
            setAskPin(false);
            setPin(verified);
            void send({ pin: verified });
          }}
        />
      )}
      {risk && (
        <OrderRiskWarning
          risk={risk}
          sending={sending}
          onClose={() => setRisk(null)}
          onAccept={() => void send({ pin, acceptRiskMismatch: true })}
        />
      )}
    </section>
  );
}
