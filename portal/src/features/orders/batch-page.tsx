import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDateTime, formatDay, formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage, useReasonText } from '../../lib/i18n/use-language.ts';
import type { Deposit } from '../deposits/index.ts';
import { transactionStatusLabel } from '../transactions/index.ts';
import { type BatchOrder, type OrderBatch, useOrderBatch } from './api.ts';
import { LoadFailed, SummaryRow } from './order-parts.tsx';
import { PayOrder } from './pay-order.tsx';
import './orders.css';

/**
 * `/orders/batch/:batchRef`: a multi-strategy investment (spec §5) — each order with its strategy, amount, fee,
 * trade date and stage, the total, and the one deposit that pays them all (or "Pay" while there is none).
 */
export function BatchPage() {
  const { t } = useTranslation();
  const { batchRef } = useParams();
  const batch = useOrderBatch(batchRef);
  useDocumentTitle(t('orders.batch.title', { ref: batchRef ?? '' }));
  if (!batchRef || batch.error) return <LoadFailed />;
  if (!batch.data) return <ProgressBar />;
  return <BatchView batch={batch.data} />;
}

function BatchView({ batch }: { batch: OrderBatch }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const unpaid = batch.orders.find((order) => order.kind === 'increase' && order.stage === 'confirm');
  const needsPayment = unpaid !== undefined && (!batch.deposit || batch.deposit.status === 'REJECTED');
  const settling = batch.orders.some((order) => order.stage === 'confirm' || order.stage === 'approved');

  return (
    <div className="stack order-page">
      <h1>{t('orders.batch.title', { ref: batch.batchRef })}</h1>
      <p className="muted">{t('orders.batch.lead')}</p>
      <dl className="order-summary">
        <SummaryRow label={t('orders.batch.createdAt')}>
          {formatDateTime(language, batch.createdAt)}
        </SummaryRow>
      </dl>
      <section className="stack" aria-labelledby="batch-orders">
        <h2 id="batch-orders">{t('orders.batch.orders')}</h2>
        <ul className="order-confirm-list">
          {batch.orders.map((order) => (
            <BatchOrderItem key={order.id} order={order} />
          ))}
        </ul>
      </section>
      <dl className="order-summary">
        <SummaryRow label={t('orders.batch.total')}>{formatMoney(language, batch.total)}</SummaryRow>
        <SummaryRow label={t('orders.batch.totalFee')}>{formatMoney(language, batch.totalFee)}</SummaryRow>
      </dl>
      {settling && <p className="muted">{t('orders.detail.preliminary')}</p>}
      <p className="muted">{t('orders.cutOffNote')}</p>
      {(batch.deposit || needsPayment) && (
        <section className="stack" aria-labelledby="batch-payment">
          <h2 id="batch-payment">{t('orders.batch.payment')}</h2>
          {batch.deposit && <DepositSummary deposit={batch.deposit} />}
          {needsPayment && (
            <>
              {!batch.deposit && <p>{t('orders.batch.notPaid')}</p>}
              <PayOrder
                orderId={unpaid.id}
                paymentType={unpaid.paymentType}
                afterRejection={batch.deposit !== null}
              />
            </>
          )}
        </section>
      )}
      <Link to="/portfolio">{t('orders.detail.portfolio')}</Link>
    </div>
  );
}

/** One order of the batch: its strategy in the reader's language and its figures, labelled by the code. */
function BatchOrderItem({ order }: { order: BatchOrder }) {
  const reasonText = useReasonText();
  const { t } = useTranslation();
  const language = useLanguage();
  const code = order.strategyCode;
  const settledFee = order.fee !== null;
  return (
    <li className="order-batch-item">
      <h3>{textOf(language, order.strategyName) || code}</h3>
      <dl className="order-summary">
        <SummaryRow label={t('orders.batch.ref', { code })}>{order.ref}</SummaryRow>
        <SummaryRow label={t('orders.batch.amount', { code })}>
          {formatMoney(language, order.requestedAmount ?? order.amount)}
        </SummaryRow>
        <SummaryRow label={t(settledFee ? 'orders.batch.fee' : 'orders.batch.estimatedFee', { code })}>
          {formatMoney(language, order.fee ?? order.estimatedFee)}
        </SummaryRow>
        <SummaryRow label={t('orders.batch.tradeDate', { code })}>
          {formatDay(language, order.tradeDate)}
        </SummaryRow>
        <SummaryRow label={t('orders.batch.stage', { code })}>{transactionStatusLabel(t, order)}</SummaryRow>
      </dl>
      {order.rejectReason && (
        <p className="order-note">
          {t('orders.detail.rejectReason')}: {reasonText(order.rejectReason)}
        </p>
      )}
      <Link to={`/orders/${order.id}`}>{t('orders.batch.viewOrder', { ref: order.ref })}</Link>
    </li>
  );
}

function DepositSummary({ deposit }: { deposit: Deposit }) {
  const reasonText = useReasonText();
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <dl className="order-summary">
        <SummaryRow label={t('orders.batch.depositRef')}>{deposit.ref}</SummaryRow>
        <SummaryRow label={t('orders.batch.depositAmount')}>
          {formatMoney(language, deposit.amount)}
        </SummaryRow>
        <SummaryRow label={t('orders.batch.depositStatus')}>
          {t(`deposit.status.${deposit.status}`)}
        </SummaryRow>
        <SummaryRow label={t('orders.paymentMethod')}>
          {t(`portfolio.operation.paymentType.${deposit.method}`)}
        </SummaryRow>
      </dl>
      {deposit.rejectReason && (
        <p>{t('deposit.rejectReason', { reason: reasonText(deposit.rejectReason) })}</p>
      )}
      {deposit.status !== 'REJECTED' && (
        <Link className="button button-secondary" to={`/deposits/${deposit.id}`}>
          {t('deposit.title', { ref: deposit.ref })}
        </Link>
      )}
    </>
  );
}
