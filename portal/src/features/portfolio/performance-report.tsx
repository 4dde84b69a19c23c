import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { formatDay, formatMoney, formatPercent, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useMediaQuery } from '../../lib/media-query.ts';
import { type PeriodFigures, usePerformanceReport } from './performance-report-api.ts';
import '../../components/investor-pages.css';
import './performance-report.css';

/** Seven columns fit without sideways scrolling from here; below it each period is a card. */
const tableQuery = '(min-width: 900px)';

interface Book {
  key: string;
  title: string;
  value: string;
  realisedGain: string;
  unrealisedGain: string;
  periods: PeriodFigures[];
}

/**
 * The performance report (issue 19, spec screen 25 with performanceReport on): in total and per strategy, the
 * time-weighted and the money-weighted return side by side for each period, with the opening value, the net money
 * in, the gain and the closing value that reconcile them; realised and unrealised gain from FIFO lots.
 */
export function PerformanceReportSection() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error } = usePerformanceReport(true);
  let body: ReactNode;
  if (error) {
    body = (
      <p className="form-error" role="alert">
        {t('performanceReport.loadFailed')}
      </p>
    );
  } else if (!data) body = <ProgressBar />;
  else if (data.strategies.length === 0) body = <p className="muted">{t('performanceReport.empty')}</p>;
  else {
    const books: Book[] = [
      { key: 'total', title: t('performanceReport.total'), ...data.total },
      ...data.strategies.map((s) => ({
        key: s.strategyCode,
        title: textOf(language, s.name) || s.strategyCode,
        ...s,
      })),
    ];
    body = (
      <>
        <p className="muted">{t('performanceReport.asOf', { date: formatDay(language, data.asOf) })}</p>
        {books.map((book) => (
          <BookReport key={book.key} book={book} />
        ))}
        <p className="muted performance-note">{t('performanceReport.explain')}</p>
        <p className="muted performance-note">{t('performanceReport.fifo')}</p>
      </>
    );
  }
  return (
    <section className="stack performance-report" aria-labelledby="performance-report-title">
      <h2 id="performance-report-title">{t('performanceReport.title')}</h2>
      {body}
    </section>
  );
}

function BookReport({ book }: { book: Book }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const wide = useMediaQuery(tableQuery);
  return (
    <article className="card stack performance-book" aria-labelledby={`performance-${book.key}`}>
      <h3 id={`performance-${book.key}`}>{book.title}</h3>
      <dl className="portfolio-figures">
        <Figure label={t('performanceReport.value')} value={formatMoney(language, book.value)} />
        <Figure
          label={t('performanceReport.realisedGain')}
          value={formatMoney(language, book.realisedGain)}
        />
        <Figure
          label={t('performanceReport.unrealisedGain')}
          value={formatMoney(language, book.unrealisedGain)}
        />
      </dl>
      {wide ? <PeriodTable book={book} /> : <PeriodCards book={book} />}
      {book.periods
        .filter((p) => !p.reconciliation.balanced)
        .map((p) => (
          <p key={p.period} className="form-error" role="alert">
            {t(`performanceReport.periods.${p.period}`)}:{' '}
            {t('performanceReport.unbalanced', {
              amount: formatMoney(language, p.reconciliation.difference),
            })}
          </p>
        ))}
    </article>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="portfolio-figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A return as shown: "n/a" for a period not invested throughout, and "(a year)" once annualised. */
function rate(t: TFunction, language: string, period: PeriodFigures, value: string | null) {
  if (!period.covered) return t('performanceReport.notCoveredShort');
  const shown = formatPercent(language, value);
  return period.annualised && value !== null ? `${shown} ${t('performanceReport.annualised')}` : shown;
}

const moneyFields = ['opening', 'netFlows', 'gain', 'closing'] as const;

function PeriodTable({ book }: { book: Book }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <table className="data-table">
      <caption className="visually-hidden">{t('performanceReport.periodsOf', { name: book.title })}</caption>
      <thead>
        <tr>
          <th scope="col">{t('performanceReport.period')}</th>
          <th scope="col" className="num">
            {t('performanceReport.twr')}
          </th>
          <th scope="col" className="num">
            {t('performanceReport.irr')}
          </th>
          {moneyFields.map((field) => (
            <th key={field} scope="col" className="num">
              {t(`performanceReport.${field}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {book.periods.map((period) => (
          <tr key={period.period}>
            <th scope="row" title={period.covered ? undefined : t('performanceReport.notCovered')}>
              {t(`performanceReport.periods.${period.period}`)}
            </th>
            <td className="num">{rate(t, language, period, period.twr)}</td>
            <td className="num">{rate(t, language, period, period.irr)}</td>
            {moneyFields.map((field) => (
              <td key={field} className="num">
                {formatMoney(language, period[field])}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function PeriodCards({ book }: { book: Book }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <ul className="tx-cards" aria-label={t('performanceReport.periodsOf', { name: book.title })}>
      {book.periods.map((period) => (
        <li key={period.period} className="tx-card">
          <h4 className="tx-card-head">
            {t(`performanceReport.periods.${period.period}`)}
            {!period.covered && (
              <span className="tx-card-ref muted">{t('performanceReport.notCovered')}</span>
            )}
          </h4>
          <dl>
            <div className="tx-card-field num">
              <dt>{t('performanceReport.twr')}</dt>
              <dd>{rate(t, language, period, period.twr)}</dd>
            </div>
            <div className="tx-card-field num">
              <dt>{t('performanceReport.irr')}</dt>
              <dd>{rate(t, language, period, period.irr)}</dd>
            </div>
            {moneyFields.map((field) => (
              <div key={field} className="tx-card-field num">
                <dt>{t(`performanceReport.${field}`)}</dt>
                <dd>{formatMoney(language, period[field])}</dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
  );
}
