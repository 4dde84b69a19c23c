import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatNav, formatPercent, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { type ReturnPeriod, type StrategyDetail, useStrategy } from './api.ts';
import { FavouriteToggle } from './favourite-toggle.tsx';
import { Actions, MyInvestment } from './strategy-actions.tsx';
import { BandTable, DemoLabel, Facts, ReturnValue, Section } from './strategy-bits.tsx';
import './strategies.css';

// The chart library is the page's largest part: it loads after the figures, which show at once.
const NavChart = lazy(async () => ({ default: (await import('./nav-chart.tsx')).NavChart }));

// 7 days and 1 week are one period (the domain's returns): one row.
const periods: ReturnPeriod[] = ['1D', '7D', '3M', '6M', '1Y', 'YTD'];

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
            [t('strategies.fields.performanceFee'), `${s.fees.performancePercent}%`],
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

      <Factsheet strategy={s} />

      <Actions code={s.code} signedIn={signedIn} />
    </div>
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
