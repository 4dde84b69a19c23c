import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ApiError } from '../../lib/api-client.ts';
import { formatMoney } from '../../lib/format.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import { minimumOf } from './order-rules.ts';

/**
 * Why placing or cancelling an order, or opening its payment, did not go through (spec §8): the call failed
 * (no answer, or the server's own failure), or the API refused it with a code the reader can act on.
 */
export type OrderFailure = { kind: 'failed' } | { kind: 'refused'; code: string; minimum?: string };

export function orderFailureOf(failure: unknown): OrderFailure {
  if (!(failure instanceof ApiError) || failure.status >= 500 || failure.code === 'INTERNAL_ERROR')
    return { kind: 'failed' };
  return { kind: 'refused', code: failure.code, minimum: minimumOf(failure) };
}

interface OrderFailureAlertProps {
  failure: OrderFailure | null;
  /** A refused order reads "Unable to Proceed / Please review your transaction again" above the reason. */
  refusedOrder?: boolean;
}

/** The failure as the reader sees it, translated when shown so a language switch re-translates it. */
export function OrderFailureAlert({ failure, refusedOrder = false }: OrderFailureAlertProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const translateError = useErrorMessage();
  if (!failure) return null;
  if (failure.kind === 'failed')
    return (
      <p className="form-error" role="alert">
        {t('orders.failure.failed')}
      </p>
    );
  const reason = translateError(
    failure.code,
    failure.minimum ? { minimum: formatMoney(language, failure.minimum) } : undefined,
  );
  // A missing or expired assessment is put right in a few minutes: the way there sits with the reason.
  const redo =
    failure.code === 'ORDER_SUITABILITY_REQUIRED' ? (
      <Link to="/kyc/suitability">{t('questionnaires.expiry.redo')}</Link>
    ) : null;
  if (!refusedOrder)
    return (
      <p className="form-error" role="alert">
        {reason} {redo}
      </p>
    );
  return (
    <div className="form-error order-refusal" role="alert">
      <p className="order-refusal-title">{t('orders.failure.refusedTitle')}</p>
      <p>{t('orders.failure.refusedLead')}</p>
      <p>{reason}</p>
      {redo}
    </div>
  );
}
