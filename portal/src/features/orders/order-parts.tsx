import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { formatDay, formatMoney } from '../../lib/format.ts';
import { useErrorMessage, useLanguage } from '../../lib/i18n/use-language.ts';
import type { DepositMethod } from '../deposits/index.ts';
import { useTradingDay } from './api.ts';
import type { SwitchRestriction } from './eligibility.ts';

/** The trade date an order confirmed now gets, and the 14:00 cut-off rule (spec §4). */
export function TradeDateNote() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useTradingDay();
  return (
    <div className="order-trade-date">
      {data && (
        <>
          <dl className="order-summary">
            <SummaryRow label={t('orders.tradeDate')}>{formatDay(language, data.tradeDate)}</SummaryRow>
          </dl>
          <p>
            {t(data.beforeCutOff && data.isBusinessDay ? 'orders.cutOffBefore' : 'orders.cutOffAfter', {
              date: formatDay(language, data.tradeDate),
            })}
          </p>
        </>
      )}
      <p className="muted">{t('orders.cutOffNote')}</p>
    </div>
  );
}

/** One figure of a summary: the value is an output labelled by its name, so it is found and read with it. */
export function SummaryRow({ label, children }: { label: string; children: ReactNode }) {
  const id = useId();
  return (
    <div className="order-summary-row">
      <dt>
        <label htmlFor={id}>{label}</label>
      </dt>
      <dd>
        <output id={id}>{children}</output>
      </dd>
    </div>
  );
}

/** The payment methods on offer: QR only while the `depositWithQRPayment` flag is on. */
export function usePaymentMethods(): DepositMethod[] {
  const { data } = useFeatureFlags();
  return data?.flags.depositWithQRPayment ? ['BANK_TRANSFER', 'QR_PAYMENT'] : ['BANK_TRANSFER'];
}

interface PaymentMethodFieldProps {
  value: DepositMethod | null;
  onChange: (method: DepositMethod) => void;
  error?: string;
  name?: string;
}

/** The payment method choice; spec §5: at least one deposit method must be chosen. */
export function PaymentMethodField({
  value,
  onChange,
  error,
  name = 'paymentType',
}: PaymentMethodFieldProps) {
  const { t } = useTranslation();
  const methods = usePaymentMethods();
  return (
    <fieldset
      className="field order-choice"
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend>{t('orders.paymentMethod')}</legend>
      {methods.map((method) => (
        <label key={method} className="order-radio">
          <input
            type="radio"
            name={name}
            value={method}
            checked={value === method}
            onChange={() => onChange(method)}
          />
          {t(`portfolio.operation.paymentType.${method}`)}
        </label>
      ))}
      {error && (
        <small id={`${name}-error`} className="field-error">
          {error}
        </small>
      )}
    </fieldset>
  );
}

/**
 * In place of an order form the investor cannot use now: why, where to fix it (identity verification), and for a
 * holder the reduction that stays open.
 */
export function OrderRestricted({
  restriction,
  reduceHref,
}: {
  restriction: SwitchRestriction;
  reduceHref?: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p role="status">{t(`orders.restriction.${restriction}`)}</p>
      {(restriction === 'NOT_READY' || restriction === 'OVERDUE') && (
        <Link to="/kyc">{t('orders.restriction.kycLink')}</Link>
      )}
      {reduceHref && (
        <p>
          {t('orders.restriction.reduceStill')}{' '}
          <Link to={reduceHref}>{t('orders.restriction.reduceLink')}</Link>
        </p>
      )}
    </div>
  );
}

/** What an order screen needs could not be read: say so, and with `onRetry` offer to read it again. */
export function LoadFailed({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="stack">
      <p className="form-error" role="alert">
        {t('orders.loadFailed')}
      </p>
      {onRetry && (
        <button type="button" className="button button-secondary" onClick={onRetry}>
          {t('orders.retry')}
        </button>
      )}
    </div>
  );
}

/** The token of an API code; a below-minimum refusal carries the strategy's minimum: "api:CODE@20000.00". */
export function refusalToken(code: string, minimum?: string): string {
  return minimum ? `api:${code}@${minimum}` : `api:${code}`;
}

/**
 * Errors are kept as tokens ("api:CODE", "api:CODE@minimum" or an i18n key) so a language switch re-translates
 * what is shown; the minimum reads as money.
 */
export function useTokenText(): (token: string | undefined) => string | undefined {
  const { t } = useTranslation();
  const language = useLanguage();
  const translateError = useErrorMessage();
  return (token) => {
    if (!token) return undefined;
    if (!token.startsWith('api:')) return t(token);
    const [code = '', minimum] = token.slice(4).split('@');
    return translateError(code, minimum ? { minimum: formatMoney(language, minimum) } : undefined);
  };
}

/** Moves focus to the first invalid field after each failed check (call `refocus` after setting errors). */
export function useFocusFirstInvalid() {
  const formRef = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { formRef, refocus: () => setAttempt((count) => count + 1) };
}
