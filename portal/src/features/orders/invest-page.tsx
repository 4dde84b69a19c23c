import { investing } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import type { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatMoney, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { DepositMethod } from '../deposits/index.ts';
import { useHoldings } from '../portfolio/index.ts';
import { type Strategy, useStrategies } from '../strategies/index.ts';
import { useRecentOrders } from './api.ts';
import { useEligibility } from './eligibility.ts';
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
  allocationIndexOf,
  fieldOfCode,
  heldCodes,
  increaseAmountRefusal,
  increaseFee,
  minimumOf,
  minimumOfRefusal,
  strategyCodeOf,
  sumAmounts,
} from './order-rules.ts';
import './orders.css';

interface Row {
  code: string;
  amount: string;
}

/** The codes of `?codes=A,B`, once each, in the order given. */
function codesOf(query: string | null): string[] {
  return [
    ...new Set(
      (query ?? '')
        .split(',')
        .map((code) => code.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** `/invest?codes=A,B`: a first investment over at least two strategies, each with its own amount (spec §5). */
export function InvestPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('orders.invest.title'));
  const [params] = useSearchParams();
  const strategies = useStrategies();
  const holdings = useHoldings();
  // Unsettled increases and switch-ins count as positions too. Without this list the form falls back to the
  // holdings alone (the API still decides).
  const orders = useRecentOrders();
  const { invest: restriction, loading } = useEligibility();
  if (loading) return <ProgressBar />;
  if (restriction)
    return (
      <div className="stack order-page">
        <h1>{t('orders.invest.title')}</h1>
        <OrderRestricted restriction={restriction} />
      </div>
    );
  // A holdings load failure is not "holds nothing": that would apply the first-investment minimum unseen.
  if (strategies.error || holdings.error)
    return (
      <LoadFailed
        onRetry={() => {
          void strategies.mutate();
          void holdings.mutate();
        }}
      />
    );
  if (!strategies.data || holdings.isLoading || orders.isLoading) return <ProgressBar />;
  const held = heldCodes(holdings.data?.data, orders.data?.data);
  return (
    <InvestFlow strategies={strategies.data.data} held={held} initialCodes={codesOf(params.get('codes'))} />
  );
}

interface InvestFlowProps {
  strategies: Strategy[];
  held: ReadonlySet<string>;
  initialCodes: string[];
}

function InvestFlow({ strategies, held, initialCodes }: InvestFlowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tokenText = useTokenText();
  const byCode = new Map(strategies.map((strategy) => [strategy.code, strategy]));
  const [rows, setRows] = useState<Row[]>(() =>
    initialCodes.filter((code) => byCode.has(code)).map((code) => ({ code, amount: '' })),
  );
  const [adding, setAdding] = useState('');
  const [payment, setPayment] = useState<DepositMethod | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { formRef, refocus } = useFocusFirstInvalid();
  const nameOf = (code: string) => textOf(language, byCode.get(code)?.name) || code;
  const available = strategies.filter((strategy) => !rows.some((row) => row.code === strategy.code));

  function check(): boolean {
    const found: Record<string, string> = {};
    if (rows.length < 2) found.form = 'api:ORDER_TOO_FEW_STRATEGIES';
    for (const row of rows) {
      const strategy = byCode.get(row.code);
      const refusal = increaseAmountRefusal(row.amount, {
        firstInStrategy: !held.has(row.code),
        minimumFirst: strategy?.minimums.firstInvestment,
        minimumTopUp: strategy?.minimums.nextInvestment,
      });
      if (refusal) found[row.code] = refusalToken(refusal, minimumOfRefusal(refusal, strategy?.minimums));
    }
    if (!payment) found.payment = 'orders.paymentRequired';
    setErrors(found);
    refocus();
    return Object.keys(found).length === 0;
  }

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (check()) setStep('confirm');
  }

  function refused(error: ApiError): boolean {
    if (fieldOfCode(error.code) !== 'amount' && error.code !== 'ORDER_TOO_FEW_STRATEGIES') return false;
    const index = allocationIndexOf(error);
    const named = strategyCodeOf(error);
    const row =
      (index !== null && index >= 0 ? rows[index] : undefined) ?? rows.find((r) => r.code === named);
    const token = refusalToken(error.code, minimumOf(error));
    setErrors(row ? { [row.code]: token } : { form: token });
    setStep('form');
    refocus();
    return true;
  }

  const allocations = rows.map((row) => ({
    strategyCode: row.code,
    amount: investing.amountOfText(row.amount) ?? '0.00',
  }));

  return (
    <div className="stack order-page">
      <h1>{t('orders.invest.title')}</h1>
      {step === 'form' ? (
        <form ref={formRef} className="form stack" noValidate onSubmit={next}>
          <p className="muted">{t('orders.invest.lead')}</p>
          <FormError message={tokenText(errors.form)} />
          {rows.length === 0 && <p>{t('orders.invest.empty')}</p>}
          {rows.map((row) => {
            const strategy = byCode.get(row.code);
            const first = !held.has(row.code);
            return (
              <div key={row.code} className="order-allocation">
                <TextField
                  name={`amount-${row.code}`}
                  label={t('orders.amountFor', { name: nameOf(row.code) })}
                  inputMode="decimal"
                  autoComplete="off"
                  value={row.amount}
                  hint={t(first ? 'orders.minimumFirst' : 'orders.minimumNext', {
                    amount: formatMoney(
                      language,
                      first ? strategy?.minimums.firstInvestment : strategy?.minimums.nextInvestment,
                    ),
                  })}
                  error={tokenText(errors[row.code])}
                  onChange={(event) => {
                    const amount = event.target.value;
                    setRows((current) => current.map((r) => (r.code === row.code ? { ...r, amount } : r)));
                  }}
                />
                <button
                  type="button"
                  className="button button-link"
                  onClick={() => setRows((current) => current.filter((r) => r.code !== row.code))}
                >
                  {t('orders.invest.remove', { name: nameOf(row.code) })}
                </button>
              </div>
            );
          })}
          {available.length > 0 && (
            <div className="order-add">
              <div className="field">
                <label htmlFor="invest-add">{t('orders.invest.addLabel')}</label>
                <select id="invest-add" value={adding} onChange={(event) => setAdding(event.target.value)}>
                  <option value="">{t('orders.invest.choose')}</option>
                  {available.map((strategy) => (
                    <option key={strategy.code} value={strategy.code}>
                      {`${strategy.code} ${textOf(language, strategy.name)}`}
                    </option>
                  ))}
                </select>
              </div>
              <button
                type="button"
                className="button button-secondary"
                disabled={!adding}
                onClick={() => {
                  setRows((current) => [...current, { code: adding, amount: '' }]);
                  setAdding('');
                }}
              >
                {t('orders.invest.add')}
              </button>
            </div>
          )}
          <PaymentMethodField value={payment} onChange={setPayment} error={tokenText(errors.payment)} />
          <TradeDateNote />
          <button type="submit" className="button button-primary">
            {t('orders.next')}
          </button>
        </form>
      ) : (
        <OrderConfirmation
          kind="increase"
          request={{ kind: 'increase', allocations, paymentType: payment ?? 'BANK_TRANSFER' }}
          onBack={() => setStep('form')}
          onRefused={refused}
        >
          <ul className="order-confirm-list">
            {allocations.map((allocation) => {
              const fee = increaseFee(
                allocation.amount,
                byCode.get(allocation.strategyCode)?.fees.increasePercent,
              );
              return (
                <li key={allocation.strategyCode}>
                  <h3>{nameOf(allocation.strategyCode)}</h3>
                  <dl className="order-summary">
                    <SummaryRow label={`${t('orders.amount')}: ${allocation.strategyCode}`}>
                      {formatMoney(language, allocation.amount)}
                    </SummaryRow>
                    <SummaryRow label={`${t('orders.fee')}: ${allocation.strategyCode}`}>
                      {formatMoney(language, fee)}
                    </SummaryRow>
                  </dl>
                </li>
              );
            })}
          </ul>
          <dl className="order-summary">
            <SummaryRow label={t('orders.total')}>
              {formatMoney(language, sumAmounts(allocations.map((allocation) => allocation.amount)))}
            </SummaryRow>
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
