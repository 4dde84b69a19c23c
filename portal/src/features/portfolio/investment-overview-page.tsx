import type { BilingualText as Text } from '@fund/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Line,
  LineChart,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatPercent, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useStrategies } from '../strategies/index.ts';
import { signOf } from '../transactions/index.ts';
import { type Performance, type PerformancePeriod, usePerformance } from './api.ts';
import { CurrencySwitch, type DisplayCurrency, useDisplayCurrency } from './display-currency.tsx';
import '../../components/investor-pages.css';

export const periods: PerformancePeriod[] = ['1M', '3M', '6M', '1Y', 'YTD', 'ALL'];

/** A share of the total in a chart's tooltip, as the table shows it: "66.67%" (a ratio carries no sign). */
export const ratioText = (language: string, ratioPercent: string) =>
  formatPercent(language, ratioPercent).replace(/^\+/, '');

/** The NAV date the figures come from: the latest date of the return series (null before any NAV). */
export function asOfDate(performance: Performance): string | null {
  const dates = performance.strategies.flatMap((s) => s.series.map((p) => p.date));
  return dates.length > 0 ? dates.reduce((a, b) => (a > b ? a : b)) : null;
}
const colours = ['#0f766e', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#475569'];

/**
 * Spec screen 21: each held strategy's return over the chosen period, the investment ratio and the unrealized
 * profit/loss per strategy. Charts only draw the API's figures (numbers for the plot); every figure is also in a
 * table, formatted from the exact decimal strings.
 */
export function InvestmentOverviewPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.investment.title'));
  const [period, setPeriod] = useState<PerformancePeriod>('3M');
  const { data, error, mutate } = usePerformance(period);
  const display = useDisplayCurrency();

  return (
    <section className="portfolio-page stack">
      <h1>{t('portfolio.investment.title')}</h1>
      <fieldset className="period-buttons">
        <legend className="visually-hidden">{t('portfolio.investment.period')}</legend>
        {periods.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={value === period}
            title={t(`portfolio.investment.periodNames.${value}`)}
            onClick={() => setPeriod(value)}
          >
            {t(`portfolio.investment.periods.${value}`)}
          </button>
        ))}
      </fieldset>
      <CurrencySwitch display={display} />
      {error ? (
        <div className="stack">
          <p className="form-error" role="alert">
            {t('portfolio.investment.loadFailed')}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('portfolio.overview.retry')}
          </button>
        </div>
      ) : !data ? (
        <ProgressBar />
      ) : data.strategies.length === 0 && data.allocation.length === 0 ? (
        <p className="muted">{t('portfolio.investment.empty')}</p>
      ) : (
        <Charts performance={data} display={display} />
      )}
    </section>
  );
}

function Charts({ performance, display }: { performance: Performance; display: DisplayCurrency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const strategies = useStrategies();
  const names = new Map<string, Text>(performance.strategies.map((s) => [s.strategyCode, s.name]));
  const nameOf = (code: string) => {
    const name = names.get(code) ?? strategies.data?.data.find((s) => s.code === code)?.name;
    return name ? textOf(language, name) : code;
  };
  const codes = performance.strategies.map((s) => s.strategyCode);
  const colourOf = (code: string) => {
    const known = [...new Set([...codes, ...performance.allocation.map((a) => a.strategyCode)])];
    return colours[known.indexOf(code) % colours.length] ?? colours[0];
  };
  const held = new Set([...codes, ...performance.allocation.map((a) => a.strategyCode)]);
  const demo = (strategies.data?.data ?? [])
    .filter((s) => s.navIsDemo && held.has(s.code))
    .map((s) => s.code);

  // One chart row per date, one column per strategy (the plot needs numbers; the tables show the exact text).
  const dates = [...new Set(performance.strategies.flatMap((s) => s.series.map((p) => p.date)))].sort();
  const lineRows = dates.map((date) => {
    const row: Record<string, string | number> = { date };
    for (const strategy of performance.strategies) {
      const point = strategy.series.find((p) => p.date === date);
      if (point) row[strategy.strategyCode] = Number(point.returnPercent);
    }
    return row;
  });
  const allocationRows = performance.allocation.map((a) => ({
    code: a.strategyCode,
    name: nameOf(a.strategyCode),
    value: Number(a.ratioPercent),
    ratio: a.ratioPercent,
  }));
  const asOf = asOfDate(performance);
  const unrealizedRows = performance.unrealized.map((u) => ({
    code: u.strategyCode,
    name: nameOf(u.strategyCode),
    // In USD the bars plot the converted amounts, as the table shows them.
    value: Number(display.amount(u.amount)),
  }));
  const amountLabel = t(
    display.currency === 'USD' ? 'portfolio.investment.amountUsd' : 'portfolio.investment.amount',
  );

  return (
    <>
      {asOf && <p className="muted">{t('portfolio.overview.asOf', { date: formatDay(language, asOf) })}</p>}
      <p className="muted">{t('portfolio.investment.preliminary')}</p>
      {demo.length > 0 && (
        <p className="portfolio-note" role="note">
          {t('portfolio.investment.demo', { codes: demo.join(', ') })}
        </p>
      )}
      <section className="card stack" aria-labelledby="io-return">
        <h2 id="io-return">{t('portfolio.investment.returnTitle')}</h2>
        <p className="muted">
          {t('portfolio.investment.returnCaption', {
            from: formatDay(language, performance.from),
            to: formatDay(language, performance.to),
          })}
        </p>
        {/* The table below carries the data for assistive technology; the hidden chart takes no focus. */}
        <div className="chart-box" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <LineChart
              accessibilityLayer={false}
              data={lineRows}
              margin={{ top: 8, right: 20, bottom: 8, left: 0 }}
            >
              <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
              <XAxis dataKey="date" tickFormatter={(d: string) => formatDay(language, d).slice(0, 5)} />
              <YAxis unit="%" width={56} />
              <Tooltip
                labelFormatter={(d) => formatDay(language, String(d))}
                formatter={(value) => formatPercent(language, String(value))}
              />
              <Legend />
              {performance.strategies.map((strategy) => (
                <Line
                  key={strategy.strategyCode}
                  type="monotone"
                  dataKey={strategy.strategyCode}
                  name={nameOf(strategy.strategyCode)}
                  stroke={colourOf(strategy.strategyCode)}
                  dot={false}
                  connectNulls
                  isAnimationActive={false}
                />
              ))}
            </LineChart>
          </ResponsiveContainer>
        </div>
        <details className="chart-fallback">
          <summary>{t('portfolio.investment.showTable')}</summary>
          <div className="table-scroll">
            <table className="data-table">
              <caption className="visually-hidden">{t('portfolio.investment.returnTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('portfolio.investment.date')}</th>
                  {performance.strategies.map((s) => (
                    <th key={s.strategyCode} scope="col">
                      {nameOf(s.strategyCode)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {dates.map((date) => (
                  <tr key={date}>
                    <th scope="row">{formatDay(language, date)}</th>
                    {performance.strategies.map((s) => (
                      <td key={s.strategyCode} className="num">
                        {formatPercent(language, s.series.find((p) => p.date === date)?.returnPercent)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </details>
      </section>

      <section className="card stack" aria-labelledby="io-ratio">
        <h2 id="io-ratio">{t('portfolio.investment.ratioTitle')}</h2>
        <div className="chart-box" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <PieChart accessibilityLayer={false}>
              <Pie
                data={allocationRows}
                dataKey="value"
                nameKey="name"
                innerRadius="45%"
                outerRadius="80%"
                isAnimationActive={false}
                rootTabIndex={-1}
              >
                {allocationRows.map((row) => (
                  <Cell key={row.code} fill={colourOf(row.code)} />
                ))}
              </Pie>
              <Tooltip
                formatter={(value, _name, item) =>
                  ratioText(
                    language,
                    (item.payload as { ratio?: string } | undefined)?.ratio ?? String(value),
                  )
                }
              />
              <Legend />
            </PieChart>
          </ResponsiveContainer>
        </div>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('portfolio.investment.ratioCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.investment.strategy')}</th>
                <th scope="col">{t('portfolio.investment.ratio')}</th>
              </tr>
            </thead>
            <tbody>
              {performance.allocation.map((a) => (
                <tr key={a.strategyCode}>
                  <th scope="row">{nameOf(a.strategyCode)}</th>
                  <td className="num">{ratioText(language, a.ratioPercent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section className="card stack" aria-labelledby="io-unrealized">
        <h2 id="io-unrealized">{t('portfolio.investment.unrealizedTitle')}</h2>
        <div className="chart-box" aria-hidden="true">
          <ResponsiveContainer width="100%" height="100%">
            <BarChart
              accessibilityLayer={false}
              data={unrealizedRows}
              margin={{ top: 8, right: 8, bottom: 8, left: 8 }}
            >
              <CartesianGrid stroke="#e2e8f0" strokeDasharray="3 3" />
              <XAxis dataKey="code" />
              <YAxis width={72} />
              <Tooltip formatter={(value) => formatMoney(language, String(value))} />
              <Bar dataKey="value" name={amountLabel} isAnimationActive={false}>
                {unrealizedRows.map((row) => (
                  <Cell key={row.code} fill={row.value < 0 ? '#b91c1c' : '#0f766e'} />
                ))}
              </Bar>
            </BarChart>
          </ResponsiveContainer>
        </div>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t('portfolio.investment.unrealizedCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('portfolio.investment.strategy')}</th>
                <th scope="col">{amountLabel}</th>
                <th scope="col">{t('portfolio.investment.percent')}</th>
              </tr>
            </thead>
            <tbody>
              {performance.unrealized.map((u) => (
                <tr key={u.strategyCode}>
                  <th scope="row">{nameOf(u.strategyCode)}</th>
                  <td className={`num pl-${signOf(u.amount)}`}>{display.money(u.amount)}</td>
                  <td className={`num pl-${signOf(u.amount)}`}>{formatPercent(language, u.percent)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}
