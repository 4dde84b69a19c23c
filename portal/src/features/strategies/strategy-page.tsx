import { investing } from '@fund/domain';
import { lazy, type ReactNode, Suspense, useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { type ReturnPeriod, type StrategyDetail, useHoldings, useStrategy } from '../investing/api.ts';
import { useEligibility } from '../investing/eligibility.ts';
import {
  formatDay,
  formatMoney,
  formatNav,
  formatPercent,
  formatUnits,
  textOf,
} from '../investing/format.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { BandTable, DemoLabel, ReturnValue } from './strategy-bits.tsx';
import './strategies.css';

// The chart library is the page's largest part: it loads after the figures, which show at once.
const NavChart = lazy(async () => ({ default: (await import('./nav-chart.tsx')).NavChart }));

const periods: ReturnPeriod[] = ['1D', '7D', '1W', '3M', '6M', '1Y', 'YTD'];

/** Spec screen 18: one strategy with every spec §3 field, its chart, risk, factsheet and the investor's actions. */
export function StrategyPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const { data, error } = useStrategy(code);
  const language = useLanguage();
  useDocumentTitle(data ? textOf(language, data.name) : t('strategies.list.title'));

  if (error) {
    const notFound = error instanceof ApiError && (error.status === 404 || error.status === 422);
    return (
      <div className="strategies-page stack">
        <p className="form-error" role="alert">
          {notFound ? t('strategies.detail.notFound') : t('strategies.loadFailed')}
        </p>
        <Link to="/strategies">{t('strategies.detail.back')}</Link>
      </div>
    );
  }
  if (!data) return <ProgressBar />;
  return <StrategyView strategy={data} />;
}

function Facts({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl className="strategy-facts">
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value === '' || value === null ? '-' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card section-card strategy-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

function StrategyView({ strategy: s }: { strategy: StrategyDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = useSession();
  const signedIn = status === 'signed-in';
  const { hash } = useLocation();
  const name = textOf(language, s.name);
  const text = (value: { th: string; en: string } | null) => textOf(language, value);
  const money = (value: string) => t('strategies.fields.baht', { amount: formatMoney(language, value) });

  // The risk warning links to `#factsheet`: scroll there once the page has drawn.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView?.();
  }, [hash]);

  return (
    <div className="strategies-page stack">
      <p>
        <Link to="/strategies">{t('strategies.detail.back')}</Link>
      </p>
      <div className="strategy-card-head">
        <div>
          <h1>{name}</h1>
          <p className="muted">
            {s.code} · {text(s.type)}
          </p>
        </div>
        {signedIn && <FavouriteToggle code={s.code} name={name} />}
      </div>
      <p className="lead">{text(s.summary)}</p>

      <Section id="info" title={t('strategies.detail.info')}>
        <Facts
          items={[
            [t('strategies.fields.code'), s.code],
            [t('strategies.fields.type'), text(s.type)],
            [t('strategies.fields.riskLevel'), t('strategies.fields.riskLevelValue', { level: s.riskLevel })],
            [t('strategies.detail.startPrice'), formatNav(language, s.startPrice)],
            [t('strategies.detail.currencyPolicy'), text(s.currencyPolicy)],
            [t('strategies.detail.dividendPolicy'), text(s.dividendPolicy)],
            [t('strategies.detail.registrationDate'), formatDay(language, s.registrationDate)],
            [t('strategies.detail.manager'), text(s.manager)],
            [t('strategies.detail.trustee'), text(s.trustee)],
            [t('strategies.detail.managementModel'), text(s.managementModel)],
            [t('strategies.detail.managementStartDate'), formatDay(language, s.managementStartDate)],
          ]}
        />
      </Section>

      <Section id="summary" title={t('strategies.detail.summary')}>
        <Facts
          items={[
            [t('strategies.fields.nav'), s.nav ? formatNav(language, s.nav) : t('strategies.fields.noNav')],
            [t('strategies.fields.navDate'), formatDay(language, s.navDate)],
          ]}
        />
        <p className="muted">{t('strategies.detail.navNote')}</p>
        <DemoLabel strategy={s} />
        <div className="strategy-table-wrap">
          <table className="strategy-table">
            <caption>{t('strategies.detail.returns')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('strategies.detail.period')}</th>
                <th scope="col">{t('strategies.detail.return')}</th>
              </tr>
            </thead>
            <tbody>
              {periods.map((period) => (
                <tr key={period}>
                  <th scope="row">{t(`strategies.periods.${period}`)}</th>
                  <td>
                    <ReturnValue value={s.returns[period]} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <div className="strategy-table-wrap">
          <table className="strategy-table">
            <caption>{t('strategies.detail.yearly')}</caption>
            <tbody>
              {s.yearlyReturns.length === 0 ? (
                <tr>
                  <td>{t('strategies.detail.noYearly')}</td>
                </tr>
              ) : (
                s.yearlyReturns.map((row) => (
                  <tr key={row.year}>
                    <th scope="row">
                      {t('strategies.detail.year', {
                        year: language === 'th' ? row.year + 543 : row.year,
                      })}
                    </th>
                    <td>
                      <ReturnValue value={row.return} />
                    </td>
                  </tr>
                ))
              )}
            </tbody>
          </table>
        </div>
      </Section>

      <Suspense fallback={<p className="muted">…</p>}>
        <NavChart strategy={s} />
      </Suspense>

      <Section id="fees" title={t('strategies.detail.fees')}>
        <Facts
          items={[
            [t('strategies.fields.increaseFee'), `${s.fees.increasePercent}%`],
            [t('strategies.fields.switchInFee'), `${s.fees.switchInPercent}%`],
            [t('strategies.fields.reduceFee'), `${s.fees.reducePercentOfProfit}%`],
            [t('strategies.fields.managementFee'), `${s.fees.managementPercentPerYear}%`],
            [t('strategies.fields.totalCost'), `${s.fees.totalCostPercentPerYear}%`],
          ]}
        />
        <h3>{t('strategies.detail.minimums')}</h3>
        <Facts
          items={[
            [t('strategies.fields.minFirst'), money(s.minimums.firstInvestment)],
            [t('strategies.fields.minNext'), money(s.minimums.nextInvestment)],
            [t('strategies.fields.minReduction'), money(s.minimums.reductionValue)],
          ]}
        />
        <h3>{t('strategies.detail.dealing')}</h3>
        <Facts
          items={[
            [t('strategies.fields.increaseDays'), text(s.dealing?.increaseDays ?? null)],
            [t('strategies.fields.reduceDays'), text(s.dealing?.reduceDays ?? null)],
            [t('strategies.fields.period'), text(s.dealing?.period ?? null)],
            [
              t('strategies.fields.cutOff'),
              s.dealing ? t('strategies.fields.cutOffValue', { time: s.dealing.cutOff }) : '',
            ],
            [t('strategies.fields.settlement'), text(s.dealing?.settlement ?? null)],
          ]}
        />
      </Section>

      <Section id="risk" title={t('strategies.detail.risk')}>
        <Facts
          items={[
            [t('strategies.fields.riskLevel'), t('strategies.fields.riskLevelValue', { level: s.riskLevel })],
            [t('strategies.fields.minBand'), t(`strategies.bands.${s.minBand}`)],
            [t('strategies.detail.suitable'), text(s.suitableFor)],
            [t('strategies.detail.unsuitable'), text(s.unsuitableFor)],
          ]}
        />
        <BandTable minBand={s.minBand} />
      </Section>

      <Section id="drawdown" title={t('strategies.detail.drawdown')}>
        {s.managementStarted ? (
          <p className="strategy-figure">
            {formatPercent(language, s.maxDrawdownPercent)} <DemoLabel strategy={s} />
          </p>
        ) : (
          <p>{t('strategies.detail.notStarted')}</p>
        )}
      </Section>

      {signedIn && <MyInvestment code={s.code} />}

      <Actions code={s.code} signedIn={signedIn} />

      <Factsheet strategy={s} />
    </div>
  );
}

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

function MyInvestment({ code }: { code: string }) {
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

function Actions({ code, signedIn }: { code: string; signedIn: boolean }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  if (!signedIn)
    return (
      <Section id="actions" title={t('strategies.detail.actions')}>
        <Link className="button button-primary" to={`/auth/login?next=${encodeURIComponent(pathname)}`}>
          {t('strategies.detail.loginToInvest')}
        </Link>
      </Section>
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
    <Section id="actions" title={t('strategies.detail.actions')}>
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
    </Section>
  );
}

/** No factsheet file is published yet: a printable summary stands in, at `#factsheet` for the risk warning's link. */
function Factsheet({ strategy: s }: { strategy: StrategyDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Section id="factsheet" title={t('strategies.detail.factsheet')}>
      <p className="muted">{t('strategies.detail.factsheetLead')}</p>
      <Facts
        items={[
          [t('strategies.fields.code'), s.code],
          [t('strategies.fields.type'), textOf(language, s.type)],
          [t('strategies.fields.riskLevel'), t('strategies.fields.riskLevelValue', { level: s.riskLevel })],
          [t('strategies.fields.minBand'), t(`strategies.bands.${s.minBand}`)],
          [
            t('strategies.fields.nav'),
            s.nav ? `${formatNav(language, s.nav)} (${formatDay(language, s.navDate)})` : '-',
          ],
          [t('strategies.fields.return1Y'), formatPercent(language, s.returns['1Y'])],
          [
            t('strategies.fields.maxDrawdown'),
            s.managementStarted
              ? formatPercent(language, s.maxDrawdownPercent)
              : t('strategies.detail.notStarted'),
          ],
          [t('strategies.fields.totalCost'), `${s.fees.totalCostPercentPerYear}%`],
          [
            t('strategies.fields.minFirst'),
            t('strategies.fields.baht', { amount: formatMoney(language, s.minimums.firstInvestment) }),
          ],
          [t('strategies.detail.suitable'), textOf(language, s.suitableFor)],
          [t('strategies.detail.unsuitable'), textOf(language, s.unsuitableFor)],
        ]}
      />
      <DemoLabel strategy={s} />
      <button type="button" className="button button-secondary" onClick={() => window.print()}>
        {t('strategies.detail.print')}
      </button>
    </Section>
  );
}
