import { investing, kycForms } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import type { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatMoney, formatUnits, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type Holding, useHoldings } from '../portfolio/index.ts';
import { useNetworkName, useWallet, type WalletAnswer } from '../profile/index.ts';
import { type Strategy, type StrategyDetail, useStrategies, useStrategy } from '../strategies/index.ts';
import { useEligibility } from './eligibility.ts';
import { OrderConfirmation } from './order-confirmation.tsx';
import {
  LoadFailed,
  OrderRestricted,
  SummaryRow,
  TradeDateNote,
  useFocusFirstInvalid,
  useTokenText,
} from './order-parts.tsx';
import { fieldOfCode, previewReduction } from './order-rules.ts';
import './orders.css';

type Kind = 'reduce' | 'switch';
type Mode = 'amount' | 'units';
type ReceiveType = 'BANK_ACCOUNT' | 'WALLET';

/** `/strategies/:code/reduce`: by amount or units, the under-1-unit rule applied in the preview. */
export function ReducePage() {
  return <OutflowPage kind="reduce" />;
}

/** `/strategies/:code/switch`: out of this strategy into another; the switch-in buys at the next NAV. */
export function SwitchPage() {
  return <OutflowPage kind="switch" />;
}

function OutflowPage({ kind }: { kind: Kind }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { code } = useParams();
  const strategy = useStrategy(code);
  const holdings = useHoldings();
  const strategies = useStrategies();
  const eligibility = useEligibility();
  // A reduction may be received in the verified wallet: without one (or while it loads) the bank account it is.
  const wallet = useWallet(kind === 'reduce');
  const name = textOf(language, strategy.data?.name) || (code ?? '');
  useDocumentTitle(t(`orders.${kind}.title`, { name }));
  // Spec §6: an account that may not switch may still reduce; switching may also be turned off.
  if (kind === 'switch' && eligibility.loading) return <ProgressBar />;
  if (kind === 'switch' && eligibility.switch)
    return (
      <div className="stack order-page">
        <h1>{t(`orders.${kind}.title`, { name })}</h1>
        <OrderRestricted
          restriction={eligibility.switch}
          reduceHref={code ? `/strategies/${encodeURIComponent(code)}/reduce` : undefined}
        />
      </div>
    );
  // A switch without the strategies list would offer no target at all: that is a load failure, not an empty list.
  if (strategy.error || holdings.error || (kind === 'switch' && strategies.error))
    return (
      <LoadFailed
        onRetry={() => {
          void strategy.mutate();
          void holdings.mutate();
          if (kind === 'switch') void strategies.mutate();
        }}
      />
    );
  if (!strategy.data || !holdings.data || (kind === 'switch' && !strategies.data)) return <ProgressBar />;
  const holding = holdings.data.data.find((h) => h.strategyCode === strategy.data?.code);
  const nav = holding?.nav ?? strategy.data.nav;
  return (
    <div className="stack order-page">
      <h1>{t(`orders.${kind}.title`, { name })}</h1>
      {!holding || !nav || /^0(\.0*)?$/.test(holding.availableUnits) ? (
        <p role="status">{t('orders.reduce.noHolding')}</p>
      ) : (
        <OutflowFlow
          kind={kind}
          strategy={strategy.data}
          holding={holding}
          nav={nav}
          targets={(strategies.data?.data ?? []).filter((s) => s.code !== strategy.data?.code)}
          wallet={wallet.data?.wallet ?? null}
        />
      )}
    </div>
  );
}

interface OutflowFlowProps {
  kind: Kind;
  strategy: StrategyDetail;
  holding: Holding;
  nav: string;
  targets: Strategy[];
  wallet: WalletAnswer['wallet'];
}

function OutflowFlow({ kind, strategy, holding, nav, targets, wallet }: OutflowFlowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const tokenText = useTokenText();
  const [mode, setMode] = useState<Mode>('amount');
  const [text, setText] = useState('');
  const [target, setTarget] = useState('');
  const [receiveType, setReceiveType] = useState<ReceiveType>('BANK_ACCOUNT');
  const networkName = useNetworkName();
  const [errors, setErrors] = useState<Partial<Record<'amount' | 'target' | 'form', string>>>({});
  const [step, setStep] = useState<'form' | 'confirm'>('form');
  const { formRef, refocus } = useFocusFirstInvalid();
  const preview =
    text.trim() === ''
      ? null
      : previewReduction({
          mode,
          text,
          availableUnits: holding.availableUnits,
          nav,
          minimumReductionValue: strategy.minimums.reductionValue,
        });
  const targetStrategy = targets.find((s) => s.code === target);
  const targetName = textOf(language, targetStrategy?.name) || target;

  function next(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found: typeof errors = {};
    if (!preview) found.amount = mode === 'amount' ? 'api:ORDER_AMOUNT_INVALID' : 'api:ORDER_UNITS_INVALID';
    else if (!preview.ok) found.amount = `api:${preview.refusal}`;
    if (kind === 'switch' && !target) found.target = 'orders.switch.targetRequired';
    setErrors(found);
    refocus();
    if (Object.keys(found).length === 0) setStep('confirm');
  }

  function refused(error: ApiError): boolean {
    const field = fieldOfCode(error.code);
    if (field === 'form') return false;
    setErrors({ [field]: `api:${error.code}` });
    setStep('form');
    refocus();
    return true;
  }

  const requested =
    mode === 'amount'
      ? { amount: investing.amountOfText(text) ?? '0.00' }
      : { units: investing.cleanNumber(text) };
  const request =
    kind === 'switch'
      ? { kind, strategyCode: strategy.code, toStrategyCode: target, ...requested }
      : { kind, strategyCode: strategy.code, ...requested, ...(wallet ? { receiveType } : {}) };
  const walletText = wallet
    ? t('orders.reduce.receiveWallet', {
        network: networkName(wallet.network),
        address: kycForms.walletAddressShort(wallet.address),
      })
    : '';

  const previewRows = preview?.ok && (
    <>
      <SummaryRow label={t(`orders.${kind}.estimatedUnits`)}>
        {formatUnits(language, preview.units)}
      </SummaryRow>
      <SummaryRow label={t(`orders.${kind}.estimatedValue`)}>
        {formatMoney(language, preview.estimatedValue)}
      </SummaryRow>
    </>
  );
  const fullNote = preview?.ok && preview.full && (
    <p className="order-note" role="status">
      {t(`orders.${kind}.fullApplied`, { units: formatUnits(language, holding.availableUnits) })}
    </p>
  );
  const kindNotes =
    kind === 'switch' ? (
      <>
        <p className="order-note">{t('orders.switch.nextNav')}</p>
        <p className="muted">{t('orders.switch.cancellable')}</p>
      </>
    ) : (
      <p className="muted">
        {receiveType === 'WALLET' ? t('orders.reduce.walletPayout') : t('orders.reduce.payout')}
      </p>
    );

  // The fees settlement charges (spec §1): the reduce fee on the profit of what is sold (a switch-out too), and on a
  // switch the target's switch-in fee off the amount it brings in.
  const feeNotes = (
    <>
      <p>
        {t(kind === 'switch' ? 'orders.switch.outFeeNote' : 'orders.reduce.feeNote', {
          rate: strategy.fees.reducePercentOfProfit,
        })}
      </p>
      {kind === 'switch' && targetStrategy && (
        <p>{t('orders.switch.inFeeNote', { rate: targetStrategy.fees.switchInPercent, name: targetName })}</p>
      )}
    </>
  );

  if (step === 'confirm')
    return (
      <OrderConfirmation kind={kind} request={request} onBack={() => setStep('form')} onRefused={refused}>
        <dl className="order-summary">
          <SummaryRow label={kind === 'switch' ? t('orders.switch.from') : t('orders.strategy')}>
            {textOf(language, strategy.name)}
          </SummaryRow>
          {kind === 'switch' && <SummaryRow label={t('orders.switch.to')}>{targetName}</SummaryRow>}
          {kind === 'reduce' && wallet && (
            <SummaryRow label={t('orders.reduce.receiveTo')}>
              {receiveType === 'WALLET' ? walletText : t('orders.reduce.receiveBank')}
            </SummaryRow>
          )}
          {'amount' in requested ? (
            <SummaryRow label={t('orders.amount')}>{formatMoney(language, requested.amount)}</SummaryRow>
          ) : (
            <SummaryRow label={t('orders.units')}>{formatUnits(language, requested.units)}</SummaryRow>
          )}
          {previewRows}
        </dl>
        {fullNote}
        {feeNotes}
        {kindNotes}
        <TradeDateNote />
      </OrderConfirmation>
    );

  return (
    <form ref={formRef} className="form stack" noValidate onSubmit={next}>
      <FormError message={tokenText(errors.form)} />
      <dl className="order-summary">
        <SummaryRow label={t(`orders.${kind}.available`)}>
          {formatUnits(language, holding.availableUnits)}
        </SummaryRow>
        <SummaryRow label={t('orders.detail.nav')}>{formatUnits(language, nav)}</SummaryRow>
      </dl>
      {kind === 'switch' && (
        <div className="field">
          <label htmlFor="switch-target">{t('orders.switch.target')}</label>
          <select
            id="switch-target"
            value={target}
            aria-invalid={errors.target ? true : undefined}
            aria-describedby={errors.target ? 'switch-target-error' : undefined}
            onChange={(event) => setTarget(event.target.value)}
          >
            <option value="">{t('orders.invest.choose')}</option>
            {targets.map((s) => (
              <option key={s.code} value={s.code}>
                {`${s.code} ${textOf(language, s.name)}`}
              </option>
            ))}
          </select>
          {errors.target && (
            <small id="switch-target-error" className="field-error">
              {tokenText(errors.target)}
            </small>
          )}
        </div>
      )}
      <fieldset className="field order-choice">
        <legend>{t(`orders.${kind}.mode`)}</legend>
        {(['amount', 'units'] as const).map((choice) => (
          <label key={choice} className="order-radio">
            <input
              type="radio"
              name="mode"
              value={choice}
              checked={mode === choice}
              onChange={() => {
                setMode(choice);
                setText('');
              }}
            />
            {t(choice === 'amount' ? `orders.${kind}.byAmount` : `orders.${kind}.byUnits`)}
          </label>
        ))}
      </fieldset>
      <TextField
        name="quantity"
        label={mode === 'amount' ? t('orders.amount') : t('orders.units')}
        inputMode="decimal"
        autoComplete="off"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint={t(`orders.${kind}.minimum`, {
          amount: formatMoney(language, strategy.minimums.reductionValue),
        })}
        error={tokenText(errors.amount)}
      />
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          setMode('units');
          setText(holding.availableUnits);
        }}
      >
        {t(`orders.${kind}.reduceAll`)}
      </button>
      <p className="muted">{t(`orders.${kind}.underOneUnit`)}</p>
      {kind === 'reduce' && wallet && (
        <fieldset className="field order-choice">
          <legend>{t('orders.reduce.receiveTo')}</legend>
          {investing.reductionReceiveTypes.map((choice) => (
            <label key={choice} className="order-radio">
              <input
                type="radio"
                name="receiveType"
                value={choice}
                checked={receiveType === choice}
                onChange={() => setReceiveType(choice)}
              />
              {choice === 'WALLET' ? walletText : t('orders.reduce.receiveBank')}
            </label>
          ))}
        </fieldset>
      )}
      {previewRows && <dl className="order-summary">{previewRows}</dl>}
      {fullNote}
      {kindNotes}
      <TradeDateNote />
      <button type="submit" className="button button-primary">
        {t('orders.next')}
      </button>
    </form>
  );
}
