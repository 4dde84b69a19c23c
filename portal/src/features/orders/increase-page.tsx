import { investing } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import type { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { DepositMethod } from '../deposits/index.ts';
import { useHoldings } from '../portfolio/index.ts';
import { type StrategyDetail, useStrategy } from '../strategies/index.ts';
import { useRecentOrders } from './api.ts';
import { type InvestRestriction, useEligibility } from './eligibility.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import {
  LoadFailed,
  OrderRestricted,
  PaymentMethodField,
  refusalToken,
  SummaryRow,
  TradeDateNote,
  useFocusFirstInvalid,
  useTokenText,
} from './order-parts.tsx';
import {
  fieldOfCode,
  heldCodes,
  increaseAmountRefusal,
  increaseFee,
  minimumOf,
  minimumOfRefusal,
  minusAmount,
} from './order-rules.ts';
import './orders.css';

/** `/strategies/:code/increase`: one strategy; a first investment ≥ its minimum first, a top-up ≥ its minimum next. */
export function IncreasePage() {
  const { code } = useParams();
  const strategy = useStrategy(code);
  const holdings = useHoldings();
  // Unsettled increases and switch-ins count as positions too. Without this list the form falls back to the
  // holdings alone (the API still decides).
  const orders = useRecentOrders();
  const eligibility = useEligibility();
  // A holdings load failure is not "holds nothing": that would apply the first-investment minimum unseen.
  if (strategy.error || holdings.error)
    return (
      <LoadFailed
        onRetry={() => {
          void strategy.mutate();
          void holdings.mutate();
        }}
      />
    );
  if (!strategy.data || holdings.isLoading || orders.isLoading || eligibility.loading) return <ProgressBar />;
  const held = heldCodes(holdings.data?.data, orders.data?.data);
  return (
    <IncreaseFlow
      strategy={strategy.data}
      first={!held.has(strategy.data.code)}
      holdsNothing={Boolean(holdings.data) && held.size === 0}
      restriction={eligibility.invest}
    />
  );
}

interface IncreaseFlowProps {
  strategy: StrategyDetail;
  first: boolean;
  /** Spec §5: an investor who holds nothing yet starts with at least two strategies (`/invest`). */
  holdsNothing: boolean;
  /** Why the investor cannot increase now (the form is not offered), or null. */
  restriction: InvestRestriction | null;
}

function IncreaseFlow({ strategy, first, holdsNothing, restriction }: IncreaseFlowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tokenText = useTokenText();
  const name = textOf(language, strategy.name);
  useDocumentTitle(t('orders.increase.title', { name }));
  const [amountText, setAmountText] = useState('');
  const [payment, setPayment] = useState<DepositMethod | null>(null);
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'payment' | 'form', string>>>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { formRef, refocus } = useFocusFirstInvalid();
  const minimum = first ? strategy.minimums.firstInvestment : strategy.minimums.nextInvestment;

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    const refusal = increaseAmountRefusal(amountText, {
      firstInStrategy: first,
      minimumFirst: strategy.minimums.firstInvestment,
      minimumTopUp: strategy.minimums.nextInvestment,
    });
    if (refusal) found.amount = refusalToken(refusal, minimumOfRefusal(refusal, strategy.minimums));
    if (!payment) found.payment = 'orders.paymentRequired';
    setErrors(found);
    refocus();
    if (Object.keys(found).length === 0) setStep('confirm');
  }

  function refused(error: ApiError): boolean {
    if (fieldOfCode(error.code) !== 'amount') return false;
    setErrors({ amount: refusalToken(error.code, minimumOf(error)) });
    setStep('form');
    refocus();
    return true;
  }

  const amount = investing.amountOfText(amountText) ?? '0.00';
  const fee = increaseFee(amount, strategy.fees.increasePercent);

  return (
    <div className="stack order-page">
      <h1>{t('orders.increase.title', { name })}</h1>
      {restriction ? (
        <OrderRestricted restriction={restriction} />
      ) : holdsNothing ? (
        <div className="stack">
          <p role="status">{t('orders.increase.spread')}</p>
          <Link className="button button-primary" to={`/invest?codes=${encodeURIComponent(strategy.code)}`}>
            {t('orders.increase.spreadLink')}
          </Link>
        </div>
      ) : step === 'form' ? (
        <form ref={formRef} className="form stack" noValidate onSubmit={next}>
          <FormError message={tokenText(errors.form)} />
          {first && <p className="muted">{t('orders.increase.first')}</p>}
          <TextField
            name="amount"
            label={t('orders.amount')}
            inputMode="decimal"
            autoComplete="off"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            hint={t(first ? 'orders.minimumFirst' : 'orders.minimumNext', {
              amount: formatMoney(language, minimum),
            })}
            error={tokenText(errors.amount)}
          />
          <PaymentMethodField value={payment} onChange={setPayment} error={tokenText(errors.payment)} />
          <TradeDateNote />
          <button type="submit" className="button button-primary">
            {t('orders.next')}
          </button>
        </form>
      ) : (
        <OrderConfirmation
          kind="increase"
          request={{
            kind: 'increase',
            strategyCode: strategy.code,
            amount,
            paymentType: payment ?? 'BANK_TRANSFER',
          }}
          onBack={() => setStep('form')}
          onRefused={refused}
        >
          <dl className="order-summary">
            <SummaryRow label={t('orders.strategy')}>{name}</SummaryRow>
            <SummaryRow label={t('orders.amount')}>{formatMoney(language, amount)}</SummaryRow>
            <SummaryRow label={t('orders.fee')}>{formatMoney(language, fee)}</SummaryRow>
            <SummaryRow label={t('orders.net')}>{formatMoney(language, minusAmount(amount, fee))}</SummaryRow>
            <SummaryRow label={t('orders.total')}>{formatMoney(language, amount)}</SummaryRow>
            <SummaryRow label={t('orders.paymentMethod')}>
              {t(`portfolio.operation.paymentType.${payment ?? 'BANK_TRANSFER'}`)}
            </SummaryRow>
          </dl>
          <TradeDateNote />
        </OrderConfirmation>
      )}
    </div>
  );
}
