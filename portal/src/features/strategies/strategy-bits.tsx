import { investing, type SuitabilityRiskType, suitabilityBands } from '@fund/domain';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { formatPercent, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useEligibility } from '../orders/index.ts';
import { type Strategy, useStrategies } from './api.ts';

/** The six strategies; a comparison shows 2 to 4 of them (spec §9: at least 2 picked). */
export const minPicked = 2;
export const maxCompared = 4;

/** "M-BTC, m-stable,,M-BTC" → ["M-BTC", "M-STABLE"]: trimmed, upper-cased, without blanks or repeats. */
export function parseCodes(text: string | null): string[] {
  if (!text) return [];
  const codes = text
    .split(',')
    .map((code) => code.trim().toUpperCase())
    .filter((code) => /^[A-Z0-9-]{1,30}$/.test(code));
  return [...new Set(codes)];
}

export const codesQuery = (codes: readonly string[]) => codes.map(encodeURIComponent).join(',');

/** Spec: demo NAV history is never shown without saying so, next to every return and chart. */
export function DemoLabel({ strategy }: { strategy: Pick<Strategy, 'navIsDemo'> }) {
  const { t } = useTranslation();
  if (!strategy.navIsDemo) return null;
  return <span className="strategy-demo">{t('strategies.demoData')}</span>;
}

/** A return with its sign, coloured by direction. */
export function ReturnValue({ value }: { value: string | null }) {
  const language = useLanguage();
  const direction = value === null ? '' : investing.dec(value).isNegative() ? 'strategy-down' : 'strategy-up';
  return <span className={direction}>{formatPercent(language, value)}</span>;
}

/** The spec §9 risk band rows from the strategy's minimum band up: who may invest in it. */
export function bandsFrom(minBand: SuitabilityRiskType) {
  const start = suitabilityBands.findIndex((band) => band.type === minBand);
  return suitabilityBands.slice(Math.max(start, 0));
}

export function BandTable({ minBand }: { minBand: SuitabilityRiskType }) {
  // Each band names the real strategies it adds (from the strategies' own minimum bands), never a fund not offered.
  const strategies = useStrategies();
  const language = useLanguage();
  const fundsOf = (band: SuitabilityRiskType) =>
    strategies.data?.data
      .filter((s) => s.minBand === band)
      .map((s) => textOf(language, s.name))
      .join(', ') || '-';
  const { t } = useTranslation();
  return (
    <div className="strategy-table-wrap">
      <table className="strategy-table">
        <caption>{t('strategies.detail.bandTable')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('strategies.detail.score')}</th>
            <th scope="col">{t('strategies.detail.bandType')}</th>
            <th scope="col">{t('strategies.detail.share')}</th>
            <th scope="col">{t('strategies.detail.funds')}</th>
          </tr>
        </thead>
        <tbody>
          {bandsFrom(minBand).map((band) => (
            <tr key={band.type}>
              <td>{`${band.minScore}-${band.maxScore}`}</td>
              <th scope="row">{t(`strategies.bands.${band.type}`)}</th>
              <td>
                {band.suggestedShare.maxPercent === null
                  ? t('strategies.detail.shareOpen', { min: band.suggestedShare.minPercent })
                  : t('strategies.detail.shareRange', {
                      min: band.suggestedShare.minPercent,
                      max: band.suggestedShare.maxPercent,
                    })}
              </td>
              <td>{fundsOf(band.type)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Invest in the picked strategies; disabled, with the reason, while the investor cannot invest. */
export function InvestPicked({ picked }: { picked: string[] }) {
  const { t } = useTranslation();
  const { invest } = useEligibility();
  const reasonId = useId();
  if (!invest)
    return (
      <Link className="button button-primary" to={`/invest?codes=${codesQuery(picked)}`}>
        {t('strategies.list.invest')}
      </Link>
    );
  return (
    <>
      <button type="button" className="button button-primary" disabled aria-describedby={reasonId}>
        {t('strategies.list.invest')}
      </button>
      <p id={reasonId} className="strategy-restriction">
        {t(`orders.restriction.${invest}`)}
      </p>
    </>
  );
}

/** A strategy's labelled figures; an empty value reads "-". */
export function Facts({ items }: { items: [string, ReactNode][] }) {
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

/** One section of the strategy page, named by its heading and reachable at `#id`. */
export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card section-card strategy-section" aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
