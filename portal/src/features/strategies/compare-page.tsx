import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { ApiError, apiRequest } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatNav, formatPercent, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import type { ReturnPeriod, StrategyDetail } from './api.ts';
import {
  codesQuery,
  InvestPicked,
  maxCompared,
  minPicked,
  parseCodes,
  ReturnValue,
} from './strategy-bits.tsx';
import './strategies.css';

// 7 days and 1 week are one period (the domain's returns): one row.
const periods: ReturnPeriod[] = ['1D', '7D', '3M', '6M', '1Y', 'YTD'];

/** The strategies of a comparison; a code the API does not know comes back as missing rather than failing all. */
async function loadStrategies(codes: string[]) {
  const found: StrategyDetail[] = [];
  const missing: string[] = [];
  await Promise.all(
    codes.map(async (code) => {
      try {
        found.push(await apiRequest<StrategyDetail>(`/strategies/${encodeURIComponent(code)}`));
      } catch (error) {
        if (error instanceof ApiError && (error.status === 404 || error.status === 422)) missing.push(code);
        else throw error;
      }
    }),
  );
  const order = (code: string) => codes.indexOf(code);
  found.sort((a, b) => order(a.code) - order(b.code));
  missing.sort((a, b) => order(a) - order(b));
  return { found, missing };
}

/** The picked strategies side by side (from the all-strategies list's "Compare"). */
export function ComparePage() {
  const { t } = useTranslation();
  useDocumentTitle(t('strategies.compare.title'));
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const signedIn = useSession().status === 'signed-in';
  const all = parseCodes(params.get('codes'));
  const codes = all.slice(0, maxCompared);
  const { data, error } = useSWR(
    codes.length > 0 ? ['strategies-compare', ...codes] : null,
    () => loadStrategies(codes),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  const remove = (code: string) => {
    const rest = codes.filter((c) => c !== code);
    navigate(rest.length ? `/strategies/compare?codes=${codesQuery(rest)}` : '/strategies/compare', {
      replace: true,
    });
  };

  let body: ReactNode;
  if (codes.length === 0) body = <p className="muted">{t('strategies.compare.empty')}</p>;
  else if (error)
    body = (
      <p className="form-error" role="alert">
        {t('strategies.loadFailed')}
      </p>
    );
  else if (!data) body = <ProgressBar />;
  else
    body = (
      <>
        {data.missing.length > 0 && (
          <p className="form-error" role="alert">
            {t('strategies.compare.unknown', { codes: data.missing.join(', ') })}
          </p>
        )}
        {all.length > maxCompared && <p className="muted">{t('strategies.compare.tooMany')}</p>}
        {data.found.length > 0 && data.found.length < minPicked && (
          <p className="muted">{t('strategies.compare.needMore')}</p>
        )}
        <DemoNotice strategies={data.found} />
        {data.found.length > 0 && <CompareTable strategies={data.found} onRemove={remove} />}
        {signedIn && data.found.length >= minPicked && (
          <div className="actions">
            <InvestPicked picked={data.found.map((s) => s.code)} />
          </div>
        )}
      </>
    );

  return (
    <div className="strategies-page stack">
      <h1>{t('strategies.compare.title')}</h1>
      {body}
      <p>
        <Link to={codes.length ? `/strategies?codes=${codesQuery(codes)}` : '/strategies'}>
          {t('strategies.compare.back')}
        </Link>
      </p>
    </div>
  );
}

/** One notice above the table for the strategies whose NAV and returns are demo data, not a badge in each cell. */
function DemoNotice({ strategies }: { strategies: StrategyDetail[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const demo = strategies.filter((s) => s.navIsDemo);
  if (demo.length === 0) return null;
  return (
    <p className="strategy-demo-notice" role="note">
      {t('strategies.compare.demoNotice', { names: demo.map((s) => textOf(language, s.name)).join(', ') })}
    </p>
  );
}

function CompareTable({
  strategies,
  onRemove,
}: {
  strategies: StrategyDetail[];
  onRemove: (code: string) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = (value: string) => t('strategies.fields.baht', { amount: formatMoney(language, value) });
  const rows: { label: string; cell: (s: StrategyDetail) => ReactNode }[] = [
    { label: t('strategies.fields.type'), cell: (s) => textOf(language, s.type) },
    {
      label: t('strategies.fields.riskLevel'),
      cell: (s) => t('strategies.fields.riskLevelValue', { level: s.riskLevel }),
    },
    { label: t('strategies.fields.minBand'), cell: (s) => t(`strategies.bands.${s.minBand}`) },
    { label: t('strategies.fields.nav'), cell: (s) => (s.nav ? formatNav(language, s.nav) : '-') },
    { label: t('strategies.fields.navDate'), cell: (s) => formatDay(language, s.navDate) },
    ...periods.map((period) => ({
      label: t(`strategies.periods.${period}`),
      cell: (s: StrategyDetail) => <ReturnValue value={s.returns[period]} />,
    })),
    {
      label: t('strategies.fields.maxDrawdown'),
      cell: (s) =>
        s.managementStarted
          ? formatPercent(language, s.maxDrawdownPercent)
          : t('strategies.detail.notStarted'),
    },
    { label: t('strategies.fields.increaseFee'), cell: (s) => `${s.fees.increasePercent}%` },
    { label: t('strategies.fields.switchInFee'), cell: (s) => `${s.fees.switchInPercent}%` },
    { label: t('strategies.fields.performanceFee'), cell: (s) => `${s.fees.performancePercent}%` },
    { label: t('strategies.fields.reduceFee'), cell: (s) => `${s.fees.reducePercentOfProfit}%` },
    { label: t('strategies.fields.managementFee'), cell: (s) => `${s.fees.managementPercentPerYear}%` },
    { label: t('strategies.fields.totalCost'), cell: (s) => `${s.fees.totalCostPercentPerYear}%` },
    { label: t('strategies.fields.minFirst'), cell: (s) => money(s.minimums.firstInvestment) },
    { label: t('strategies.fields.minNext'), cell: (s) => money(s.minimums.nextInvestment) },
    { label: t('strategies.fields.minReduction'), cell: (s) => money(s.minimums.reductionValue) },
    {
      label: t('strategies.fields.increaseDays'),
      cell: (s) => textOf(language, s.dealing?.increaseDays) || '-',
    },
    { label: t('strategies.fields.reduceDays'), cell: (s) => textOf(language, s.dealing?.reduceDays) || '-' },
    { label: t('strategies.fields.period'), cell: (s) => textOf(language, s.dealing?.period) || '-' },
    {
      label: t('strategies.fields.cutOff'),
      cell: (s) => (s.dealing ? t('strategies.fields.cutOffValue', { time: s.dealing.cutOff }) : '-'),
    },
    {
      label: t('strategies.fields.settlement'),
      cell: (s) => textOf(language, s.dealing?.settlement) || '-',
    },
  ];
  return (
    <div className="strategy-table-wrap">
      <table className="strategy-table strategy-compare">
        <caption className="visually-hidden">{t('strategies.compare.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('strategies.compare.item')}</th>
            {strategies.map((s) => (
              <th scope="col" key={s.code}>
                <Link to={`/strategies/${encodeURIComponent(s.code)}`}>{textOf(language, s.name)}</Link>
                <span className="muted strategy-code">{s.code}</span>
                <button
                  type="button"
                  className="button button-link"
                  onClick={() => onRemove(s.code)}
                  aria-label={t('strategies.compare.remove', { name: textOf(language, s.name) })}
                >
                  ✕
                </button>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {strategies.map((s) => (
                <td key={s.code}>{row.cell(s)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
