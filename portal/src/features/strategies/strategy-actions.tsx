import { investing } from '@fund/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { formatMoney, formatPercent, formatUnits } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useEligibility } from '../orders/index.ts';
import { useHoldings } from '../portfolio/index.ts';
import { Facts, Section } from './strategy-bits.tsx';

/**
 * The signed-in investor's holding in this strategy, which also decides whether Reduce and Switch are offered.
 * Only used in parts drawn for a signed-in reader: a signed-out reader reads no holdings.
 */
function useHolding(code: string) {
  const { data, error } = useHoldings();
  return {
    holding: data?.data.find((h) => h.strategyCode === code && investing.dec(h.units).gt(0)),
    loaded: data !== undefined,
    error,
  };
}

export function MyInvestment({ code }: { code: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { holding, loaded, error } = useHolding(code);
  return (
    <Section id="mine" title={t('strategies.detail.mine')}>
      {error ? (
        <p className="form-error" role="alert">
          {t('strategies.detail.mineFailed')}
        </p>
      ) : !loaded ? (
        <p className="muted">…</p>
      ) : holding ? (
        <Facts
          items={[
            [t('strategies.detail.units'), formatUnits(language, holding.units)],
            [
              t('strategies.detail.value'),
              t('strategies.fields.baht', { amount: formatMoney(language, holding.value) }),
            ],
            [
              t('strategies.detail.unrealized'),
              `${t('strategies.fields.baht', { amount: formatMoney(language, holding.unrealizedProfitLoss) })} (${formatPercent(language, holding.unrealizedProfitLossPercent)})`,
            ],
          ]}
        />
      ) : (
        <p>{t('strategies.detail.notInvested')}</p>
      )}
    </Section>
  );
}

/**
 * The page's actions stay within reach (DESIGN "phone first"): the bar closes the page and sticks to the bottom of
 * the screen while the figures above it are read, instead of waiting six screens down.
 */
function ActionBar({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className="strategy-action-bar" aria-labelledby="actions-title" id="actions">
      <h2 id="actions-title" className="visually-hidden">
        {t('strategies.detail.actions')}
      </h2>
      {children}
    </section>
  );
}

export function Actions({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!signedIn)
    return (
      <ActionBar>
        <div className="actions">
          <Link className="button button-primary" to={`/auth/login?next=${encodeURIComponent(pathname)}`}>
            {t('strategies.detail.loginToInvest')}
          </Link>
        </div>
      </ActionBar>
    );
  return <SignedInActions code={code} />;
}

/**
 * Invest or Increase, and for a holder Reduce and Switch. An action the investor cannot take now (account not
 * ready, past its revision deadline or blocked; switching turned off) is disabled and says why; Reduce stays.
 */
function SignedInActions({ code }: { code: string }) {
  const { t } = useTranslation();
  const { holding, loaded } = useHolding(code);
  const eligibility = useEligibility();
  const investReasonId = useId();
  const switchReasonId = useId();
  const base = `/strategies/${encodeURIComponent(code)}`;
  const investLabel = holding ? t('strategies.detail.increase') : t('strategies.detail.invest');
  const held = loaded && holding !== undefined;
  // One reason is said once: a restricted account cannot switch for the same reason it cannot increase.
  const switchReason = held && eligibility.switch !== eligibility.invest ? eligibility.switch : null;
  return (
    <ActionBar>
      <div className="actions">
        {eligibility.invest ? (
          <button type="button" className="button button-primary" disabled aria-describedby={investReasonId}>
            {investLabel}
          </button>
        ) : (
          <Link className="button button-primary" to={`${base}/increase`}>
            {investLabel}
          </Link>
        )}
        {held && (
          <>
            <Link className="button button-secondary" to={`${base}/reduce`}>
              {t('strategies.detail.reduce')}
            </Link>
            {eligibility.switch ? (
              <button
                type="button"
                className="button button-secondary"
                disabled
                aria-describedby={switchReason ? switchReasonId : investReasonId}
              >
                {t('strategies.detail.switch')}
              </button>
            ) : (
              <Link className="button button-secondary" to={`${base}/switch`}>
                {t('strategies.detail.switch')}
              </Link>
            )}
          </>
        )}
      </div>
      {eligibility.invest && (
        <p id={investReasonId} className="strategy-restriction">
          {t(`orders.restriction.${eligibility.invest}`)}
          {held && ` ${t('orders.restriction.reduceStill')}`}
        </p>
      )}
      {switchReason && (
        <p id={switchReasonId} className="strategy-restriction">
          {t(`orders.restriction.${switchReason}`)}
        </p>
      )}
    </ActionBar>
  );
}
