import { investing } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatPercent, formatUnits, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useKycProgress } from '../kyc/index.ts';
import { type InvestRestriction, investRestrictionOf } from '../orders/index.ts';
import { SuitabilityExpiryNotice } from '../questionnaires/index.ts';
import type { Transaction } from '../transactions/index.ts';
import { kindLabel, signOf, transactionStatusLabel } from '../transactions/index.ts';
import { type Holding, type PortfolioSummary, useHoldings, usePortfolioSummary } from './api.ts';
import { CurrencySwitch, type DisplayCurrency, useDisplayCurrency } from './display-currency.tsx';
import { TierCard } from './tier-card.tsx';
import '../../components/investor-pages.css';

/** Nothing held, nothing ordered: an account with nothing to show yet. */
function isEmptyAccount(summary: PortfolioSummary, holdings: Holding[]): boolean {
  return holdings.length === 0 && summary.latestTransactions.length === 0 && summary.pending.count === 0;
}

/**
 * Spec screen 16: the account overview. An investor who cannot invest yet and has nothing to show is asked to
 * finish KYC; one who already holds or ordered something (e.g. an account past its revision deadline, which can
 * still reduce) sees the overview with a notice of what is restricted.
 */
export function PortfolioPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.overview.title'));
  const progress = useKycProgress();
  const restriction = investRestrictionOf(progress.data);
  const summary = usePortfolioSummary();
  const holdings = useHoldings();

  if (summary.error || holdings.error)
    return (
      <section className="portfolio-page stack">
        <h1>{t('portfolio.overview.title')}</h1>
        <p className="form-error" role="alert">
          {t('portfolio.overview.loadFailed')}
        </p>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => {
            void summary.mutate();
            void holdings.mutate();
          }}
        >
          {t('portfolio.overview.retry')}
        </button>
      </section>
    );
  if (!summary.data || !holdings.data || (!progress.data && !progress.error)) return <ProgressBar />;
  if (restriction && isEmptyAccount(summary.data, holdings.data.data)) return <FinishKyc />;
  return <Overview summary={summary.data} holdings={holdings.data.data} restriction={restriction} />;
}

function FinishKyc() {
  const { t } = useTranslation();
  return (
    <section className="portfolio-page stack card-narrow">
      <h1>{t('portfolio.overview.title')}</h1>
      <div className="card stack">
        <h2>{t('portfolio.overview.kycTitle')}</h2>
        <p>{t('portfolio.overview.kycBody')}</p>
        <div className="actions">
          <Link className="button button-primary" to="/kyc">
            {t('portfolio.overview.kycAction')}
          </Link>
        </div>
      </div>
    </section>
  );
}

interface OverviewProps {
  summary: PortfolioSummary;
  holdings: Holding[];
  restriction: InvestRestriction | null;
}

function Overview({ summary, holdings, restriction }: OverviewProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const display = useDisplayCurrency();

  if (isEmptyAccount(summary, holdings))
    return (
      <section className="portfolio-page stack">
        <h1>{t('portfolio.overview.title')}</h1>
        <SuitabilityExpiryNotice />
        <div className="card stack portfolio-empty">
          <h2>{t('portfolio.overview.emptyTitle')}</h2>
          <p>{t('portfolio.overview.emptyBody')}</p>
          <div className="actions">
            <Link className="button button-primary" to="/strategies">
              {t('portfolio.overview.browse')}
            </Link>
          </div>
        </div>
        <TierCard tier={summary.tier} />
        <Recommended summary={summary} />
      </section>
    );

  // Switch proceeds between the legs: in no holding yet, but part of the total value (said next to it).
  const inTransit = !investing.dec(summary.inTransit ?? '0').isZero();
  const figure = (key: string, value: string, signed = false, sign?: string | null) => (
    <div className="portfolio-figure">
      <dt>{t(`portfolio.overview.${key}`)}</dt>
      <dd className={signed ? `pl-${signOf(sign ?? value)}` : undefined}>{value}</dd>
    </div>
  );
  // A value of the portfolio in the chosen currency; in USD it says so, since the labels carry no currency.
  const value = (amount: string) =>
    display.currency === 'USD'
      ? t('portfolio.currency.usdSuffix', { amount: display.money(amount) })
      : formatMoney(language, amount);

  return (
    <section className="portfolio-page stack">
      <h1>{t('portfolio.overview.title')}</h1>
      {restriction && <RestrictionNotice restriction={restriction} />}
      <SuitabilityExpiryNotice />
      <OverviewActions summary={summary} holdings={holdings} restriction={restriction} />
      <p className="muted">
        {summary.asOf
          ? t('portfolio.overview.asOf', { date: formatDay(language, summary.asOf) })
          : t('portfolio.overview.noNavYet')}
      </p>
      {summary.preliminary && (
        <p className="portfolio-note" role="note">
          {t('portfolio.overview.preliminary')}
        </p>
      )}
      {inTransit && (
        <p className="portfolio-note" role="note">
          {t('portfolio.overview.inTransitNote', { amount: formatMoney(language, summary.inTransit) })}
        </p>
      )}
      <CurrencySwitch display={display} />
      <dl className="portfolio-figures card">
        {figure('totalValue', value(summary.totalValue))}
        {inTransit && figure('inTransit', value(summary.inTransit ?? '0'))}
        {figure('principalValue', value(summary.principalValue))}
        {figure('profitFromPrincipal', value(summary.profitFromPrincipal), true, summary.profitFromPrincipal)}
        {figure(
          'profitFromPrincipalPercent',
          formatPercent(language, summary.profitFromPrincipalPercent),
          true,
          summary.profitFromPrincipalPercent,
        )}
        {figure('totalProfitLoss', value(summary.totalProfitLoss), true, summary.totalProfitLoss)}
        {figure('accumulatedInvestment', value(summary.accumulatedInvestment))}
        {figure('strategiesCount', String(summary.strategiesCount))}
        {/* Orders stay in THB, whatever the values are shown in. */}
        {figure(
          'pendingOrders',
          t('portfolio.overview.pendingSummary', {
            count: summary.pending.count,
            amount: formatMoney(language, summary.pending.amount),
          }),
        )}
      </dl>
      <TierCard tier={summary.tier} />
      <Holdings holdings={holdings} display={display} />
      <Latest transactions={summary.latestTransactions} />
      <Recommended summary={summary} />
    </section>
  );
}

/**
 * Invest and Deposit at the top of the overview, within reach on a phone. Money comes in only with an investment
 * (no cash balance is kept), so Deposit pays the latest increase still waiting for its money, or starts an
 * investment when nothing waits.
 */
function OverviewActions({ summary, holdings, restriction }: OverviewProps) {
  const { t } = useTranslation();
  const unpaid = summary.latestTransactions.find(
    (row) => investing.orderStatus(row.kind, row.stage, row.paymentStatus) === 'awaitingPayment',
  );
  // A first investment spreads over at least two strategies on its own page; later ones start from a strategy.
  const investPath = holdings.length === 0 ? '/invest' : '/strategies';
  if (restriction && !unpaid) return null;
  return (
    <div className="portfolio-actions">
      <div className="actions">
        {!restriction && (
          <Link className="button button-primary" to={investPath}>
            {t('portfolio.overview.invest')}
          </Link>
        )}
        <Link className="button button-secondary" to={unpaid ? `/orders/${unpaid.id}` : investPath}>
          {t('portfolio.overview.deposit')}
        </Link>
      </div>
      <p className="muted">
        {unpaid
          ? t('portfolio.overview.depositUnpaid', { ref: unpaid.ref })
          : t('portfolio.overview.depositHint')}
      </p>
    </div>
  );
}

/** Why new increases and switches are not available, that reductions are, and where to fix it. */
function RestrictionNotice({ restriction }: { restriction: InvestRestriction }) {
  const { t } = useTranslation();
  return (
    <div className="portfolio-note stack" role="note">
      <p>
        {t(`orders.restriction.${restriction}`)} {t('orders.restriction.reduceStill')}
      </p>
      {restriction !== 'BLOCKED' && <Link to="/kyc">{t('orders.restriction.kycLink')}</Link>}
    </div>
  );
}

function Holdings({ holdings, display }: { holdings: Holding[]; display: DisplayCurrency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (holdings.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="portfolio-holdings">
      <h2 id="portfolio-holdings">{t('portfolio.overview.holdings')}</h2>
      <div className="table-scroll">
        <table className="data-table">
          <caption className="visually-hidden">{t('portfolio.overview.holdingsTable')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('portfolio.overview.strategy')}</th>
              <th scope="col">{t('portfolio.overview.units')}</th>
              <th scope="col">
                {t(display.currency === 'USD' ? 'portfolio.overview.valueUsd' : 'portfolio.overview.value')}
              </th>
              <th scope="col">
                {t(
                  display.currency === 'USD'
                    ? 'portfolio.overview.unrealizedUsd'
                    : 'portfolio.overview.unrealized',
                )}
              </th>
              <th scope="col">{t('portfolio.overview.ratio')}</th>
            </tr>
          </thead>
          <tbody>
            {holdings.map((holding) => (
              <tr key={holding.strategyCode}>
                <th scope="row">
                  <Link to={`/strategies/${encodeURIComponent(holding.strategyCode)}`}>
                    {textOf(language, holding.name)}
                  </Link>
                  <span className="muted portfolio-code">{holding.strategyCode}</span>
                </th>
                <td className="num">{formatUnits(language, holding.units)}</td>
                <td className="num">{display.money(holding.value)}</td>
                <td className={`num pl-${signOf(holding.unrealizedProfitLoss)}`}>
                  {display.money(holding.unrealizedProfitLoss)}
                  {holding.unrealizedProfitLossPercent !== null && (
                    <> ({formatPercent(language, holding.unrealizedProfitLossPercent)})</>
                  )}
                </td>
                <td className="num">{formatPercent(language, holding.ratioPercent).replace(/^\+/, '')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Latest({ transactions }: { transactions: Transaction[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className="card stack" aria-labelledby="portfolio-latest">
      <h2 id="portfolio-latest">{t('portfolio.overview.latest')}</h2>
      {transactions.length === 0 ? (
        <p className="muted">{t('portfolio.overview.noTransactions')}</p>
      ) : (
        <ul className="portfolio-latest">
          {transactions.map((row) => (
            <li key={row.id}>
              <Link to={`/orders/${row.id}`}>{row.ref}</Link>
              <span>
                {kindLabel(t, row.kind)} · {textOf(language, row.strategyName)}
                {row.toStrategyName && ` → ${textOf(language, row.toStrategyName)}`}
              </span>
              <span className="muted">
                {formatDay(language, row.tradeDate)} · {transactionStatusLabel(t, row)}
              </span>
              <span className="num">
                {row.amount !== null ? formatMoney(language, row.amount) : formatUnits(language, row.units)}
                {row.preliminary && <span className="chip">{t('portfolio.transactions.preliminary')}</span>}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/transactions">{t('portfolio.overview.allHistory')}</Link>
    </section>
  );
}

function Recommended({ summary }: { summary: PortfolioSummary }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (summary.recommendedStrategies.length === 0) return null;
  return (
    <section className="card stack" aria-labelledby="portfolio-recommended">
      <h2 id="portfolio-recommended">{t('portfolio.overview.recommended')}</h2>
      {summary.customerBand && (
        <p className="muted">
          {t('portfolio.overview.band', { band: t(`portfolio.overview.bands.${summary.customerBand}`) })}
        </p>
      )}
      <ul className="portfolio-recommended">
        {summary.recommendedStrategies.map((strategy) => (
          <li key={strategy.code}>
            <Link to={`/strategies/${encodeURIComponent(strategy.code)}`}>
              {textOf(language, strategy.name)}
            </Link>
            <span className="muted">
              {strategy.code} · {t('portfolio.overview.riskLevel', { level: strategy.riskLevel })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
