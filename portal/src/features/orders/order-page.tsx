import { investing } from '@fund/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime, formatDay, formatMoney, formatNav, formatUnits, textOf } from '../../lib/format.ts';
import { useLanguage, useReasonText } from '../../lib/i18n/use-language.ts';
import { useDeposits } from '../deposits/index.ts';
import { PayoutCard, useOrderPayouts } from '../payouts/index.ts';
import { useStrategies } from '../strategies/index.ts';
import { transactionStatusLabel } from '../transactions/index.ts';
import { cancelOrder, type Order, type OrderLeg, useOrder, useTradingDay } from './api.ts';
import { type OrderFailure, OrderFailureAlert, orderFailureOf } from './order-failure.tsx';
import { LoadFailed, SummaryRow } from './order-parts.tsx';
import { estimatedAmount, paymentOf } from './order-rules.ts';
import { PayOrder } from './pay-order.tsx';
import './orders.css';

/** `/orders/:id`: the order's result and status, cancel for a switch still open, pay for an unpaid increase. */
export function OrderPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const orderId = /^\d+$/.test(id ?? '') ? Number(id) : undefined;
  const order = useOrder(orderId);
  useDocumentTitle(t('orders.detail.title', { ref: order.data?.ref ?? '' }));
  if (orderId === undefined || order.error) return <LoadFailed />;
  if (!order.data) return <ProgressBar />;
  return <OrderView order={order.data} onChanged={() => void order.mutate()} />;
}

function OrderView({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const reasonText = useReasonText();
  const { t } = useTranslation();
  const language = useLanguage();
  const tradingDay = useTradingDay();
  const unpaidIncrease = order.kind === 'increase' && order.stage === 'confirm';
  const deposits = useDeposits();
  const payment = unpaidIncrease ? paymentOf(deposits.data?.data, order.id) : undefined;
  const deposit = payment?.current;
  const payouts = useOrderPayouts(
    order.kind === 'reduce' && order.stage === 'success' ? order.id : undefined,
  );
  // Spec §4: approved or not, a switch has not traded before 14:00 of its trade date, so it can still be cancelled.
  const cancellable =
    order.kind === 'switch' &&
    (order.stage === 'confirm' || order.stage === 'approved') &&
    (!tradingDay.data || investing.isBeforeCutOff(new Date(tradingDay.data.now), order.tradeDate));

  return (
    <div className="stack order-page">
      <h1>{t('orders.detail.title', { ref: order.ref })}</h1>
      <p className={`order-stage order-stage-${order.stage}`} role="status">
        {transactionStatusLabel(t, order)}
      </p>
      {order.batchRef && (
        <p className="muted">
          <Link to={`/orders/batch/${encodeURIComponent(order.batchRef)}`}>
            {t('orders.detail.batch', { ref: order.batchRef })}
          </Link>
        </p>
      )}
      <dl className="order-summary">
        <SummaryRow label={t('orders.detail.kind')}>{t(`portfolio.operation.kind.${order.kind}`)}</SummaryRow>
        <SummaryRow label={t('orders.detail.stage')}>{transactionStatusLabel(t, order)}</SummaryRow>
        <SummaryRow label={t('orders.detail.createdAt')}>
          {formatDateTime(language, order.createdAt)}
        </SummaryRow>
        {order.paymentType && (
          <SummaryRow label={t('orders.detail.paymentType')}>
            {t(`portfolio.operation.paymentType.${order.paymentType}`)}
          </SummaryRow>
        )}
        {order.receiveType && (
          <SummaryRow label={t('orders.detail.receiveType')}>
            {t(`portfolio.operation.receiveType.${order.receiveType}`)}
          </SummaryRow>
        )}
        {order.rejectReason && (
          <SummaryRow label={t('orders.detail.rejectReason')}>{reasonText(order.rejectReason)}</SummaryRow>
        )}
      </dl>
      {order.legs ? (
        <>
          <LegView title={t('orders.detail.outLeg')} leg={order.legs.out} />
          <LegView title={t('orders.detail.inLeg')} leg={order.legs.in} />
        </>
      ) : (
        <LegView leg={order} />
      )}
      {payouts.data?.map((payout) => (
        <PayoutCard key={payout.id} payout={payout} />
      ))}
      {(order.stage === 'confirm' || order.stage === 'approved') && (
        <p className="muted">{t('orders.detail.preliminary')}</p>
      )}
      {cancellable && <CancelSwitch order={order} onCancelled={onChanged} />}
      {unpaidIncrease && (deposits.data || deposits.error) && !deposit && (
        <PayOrder
          orderId={order.id}
          paymentType={order.paymentType}
          afterRejection={payment?.rejected !== undefined}
          rejectReason={payment?.rejected?.rejectReason}
        />
      )}
      {deposit && (
        <Link className="button button-secondary" to={`/deposits/${deposit.id}`}>
          {t('deposit.title', { ref: deposit.ref })}
        </Link>
      )}
      <Link to="/portfolio">{t('orders.detail.portfolio')}</Link>
    </div>
  );
}

/**
 * One leg's figures; a switch shows two, labelled by their heading. The strategy reads by its name; a leg sold by
 * units and not settled yet also shows its value at the strategy's latest NAV, said to be preliminary (spec §4).
 */
function LegView({ leg, title }: { leg: OrderLeg; title?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const strategies = useStrategies();
  const strategy = strategies.data?.data.find((s) => s.code === leg.strategyCode);
  const estimate = estimatedAmount(leg, strategy);
  const named = (label: string) => (title ? `${label} (${title})` : label);
  const body = (
    <dl className="order-summary">
      <SummaryRow label={named(t('orders.detail.ref'))}>{leg.ref}</SummaryRow>
      <SummaryRow label={named(t('orders.strategy'))}>
        {textOf(language, strategy?.name) || leg.strategyCode}
      </SummaryRow>
      {title && (
        <SummaryRow label={named(t('orders.detail.stage'))}>
          {t(`portfolio.operation.stage.${leg.stage}`)}
        </SummaryRow>
      )}
      <SummaryRow label={named(t('orders.tradeDate'))}>{formatDay(language, leg.tradeDate)}</SummaryRow>
      <SummaryRow label={named(t('orders.amount'))}>
        {formatMoney(language, leg.amount ?? leg.requestedAmount)}
      </SummaryRow>
      {estimate && strategy?.nav && (
        <SummaryRow
          label={named(
            t('orders.detail.estimatedAmount', {
              nav: formatNav(language, strategy.nav),
              date: formatDay(language, strategy.navDate),
            }),
          )}
        >
          {formatMoney(language, estimate)}
        </SummaryRow>
      )}
      <SummaryRow label={named(t('orders.units'))}>
        {formatUnits(language, leg.units ?? leg.requestedUnits)}
      </SummaryRow>
      <SummaryRow label={named(t('orders.detail.fee'))}>{formatMoney(language, leg.fee)}</SummaryRow>
      <SummaryRow label={named(t('orders.detail.nav'))}>{formatNav(language, leg.nav)}</SummaryRow>
      {leg.fullRedemption && <p className="order-note">{t('orders.detail.fullRedemption')}</p>}
    </dl>
  );
  if (!title) return body;
  return (
    <section className="order-leg">
      <h2>{title}</h2>
      {body}
    </section>
  );
}

function CancelSwitch({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<OrderFailure | null>(null);

  async function cancel() {
    setBusy(true);
    setFailure(null);
    try {
      await cancelOrder(order.id);
      setOpen(false);
      showToast({ kind: 'success', message: t('orders.toast.cancelled') });
      onCancelled();
    } catch (caught) {
      setFailure(orderFailureOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button-secondary" onClick={() => setOpen(true)}>
        {t('orders.detail.cancel')}
      </button>
      {open && (
        <ModalDialog title={t('orders.detail.cancelTitle')} onClose={() => setOpen(false)}>
          <p>{t('orders.detail.cancelBody')}</p>
          <OrderFailureAlert failure={failure} />
          <div className="dialog-actions">
            <button type="button" className="button button-secondary" onClick={() => setOpen(false)}>
              {t('orders.detail.keep')}
            </button>
            <button
              type="button"
              className="button button-primary"
              disabled={busy}
              onClick={() => void cancel()}
            >
              {t('orders.detail.cancelConfirm')}
            </button>
          </div>
        </ModalDialog>
      )}
    </>
  );
}
