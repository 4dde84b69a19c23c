import { bangkokDate, investing } from '@fund/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDay, formatNav } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { type StrategyDetail, useStrategyNavs } from './api.ts';
import { DemoLabel } from './strategy-bits.tsx';

export const chartPeriods = ['1M', '3M', '6M', '1Y', 'ALL'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

const monthsBack: Record<Exclude<ChartPeriod, 'ALL'>, number> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 };

/** The first day of a chart period ending `today` (YYYY-MM-DD); ALL starts at the strategy's registration. */
export function chartFrom(period: ChartPeriod, today: string, since: string | null): string {
  if (period === 'ALL') return since ?? '2000-01-01';
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const back = new Date(Date.UTC(year, month - 1 - monthsBack[period], 1));
  // The same day of the month, or the month's last day when it is shorter (31 March → 28/29 February).
  const lastDay = new Date(Date.UTC(back.getUTCFullYear(), back.getUTCMonth() + 1, 0)).getUTCDate();
  back.setUTCDate(Math.min(day, lastDay));
  return back.toISOString().slice(0, 10);
}

/** Spec screen 18: the NAV line chart with its period buttons (`GET /strategies/{code}/nav`). */
export function NavChart({ strategy }: { strategy: StrategyDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [period, setPeriod] = useState<ChartPeriod>('1Y');
  const today = bangkokDate(new Date());
  const from = chartFrom(period, today, strategy.registrationDate ?? strategy.managementStartDate);
  const { data, error } = useStrategyNavs(strategy.code, from, today);
  const points = (data?.data ?? []).map((point) => ({
    date: point.date,
    // recharts draws numbers; the figures shown as text stay the exact decimal strings.
    value: investing.dec(point.nav).toNumber(),
    nav: point.nav,
  }));
  const first = points[0];
  const last = points.at(-1);

  return (
    <section className="card section-card strategy-section" aria-labelledby="strategy-chart">
      <h2 id="strategy-chart">{t('strategies.detail.chart')}</h2>
      <DemoLabel strategy={strategy} />
      <fieldset className="strategy-periods">
        <legend className="visually-hidden">{t('strategies.detail.chartPeriod')}</legend>
        {chartPeriods.map((p) => (
          <button
            key={p}
            type="button"
            className={`button ${p === period ? 'button-primary' : 'button-secondary'}`}
            aria-pressed={p === period}
            onClick={() => setPeriod(p)}
          >
            {t(`strategies.detail.chartPeriods.${p}`)}
          </button>
        ))}
      </fieldset>
      {error ? (
        <p className="form-error" role="alert">
          {t('strategies.loadFailed')}
        </p>
      ) : !data ? (
        <p className="muted">…</p>
      ) : first && last ? (
        <>
          <p className="muted" data-testid="nav-chart-summary">
            {t('strategies.detail.chartSummary', {
              from: formatDay(language, first.date),
              to: formatDay(language, last.date),
              first: formatNav(language, first.nav),
              last: formatNav(language, last.nav),
            })}
          </p>
          {/* Hidden from assistive technology (the summary above says what it shows), so it takes no focus either. */}
          <div className="strategy-chart" aria-hidden="true">
            <ResponsiveContainer width="100%" height={260}>
              <LineChart
                accessibilityLayer={false}
                data={points}
                margin={{ top: 8, right: 8, bottom: 8, left: 0 }}
              >
                <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => formatDay(language, date)}
                  minTickGap={32}
                  fontSize={12}
                />
                <YAxis domain={['auto', 'auto']} width={56} fontSize={12} />
                <Tooltip
                  labelFormatter={(date) => formatDay(language, String(date))}
                  formatter={(_value, _name, item) => [
                    formatNav(language, (item.payload as { nav: string }).nav),
                    t('strategies.fields.nav'),
                  ]}
                />
                <Line type="monotone" dataKey="value" stroke="#0f766e" dot={false} strokeWidth={2} />
              </LineChart>
            </ResponsiveContainer>
          </div>
        </>
      ) : (
        <p className="muted">{t('strategies.detail.chartEmpty')}</p>
      )}
    </section>
  );
}
