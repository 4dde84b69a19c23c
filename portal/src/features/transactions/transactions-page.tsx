import { investing } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { apiHref } from '../../lib/api-client.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { formatDay, formatMoney, formatUnits, textOf } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import type { OrderKind, OrderStage } from '../orders/index.ts';
import { useStrategies } from '../strategies/index.ts';
import { type TransactionFilter, type TransactionPage, useTransactions } from './api.ts';
import { filterFromQuery, parseDisplayDay, queryOf } from './filters.ts';
import { kindLabel, kinds, stageLabel, stages } from './labels.ts';
import { TransactionList } from './transaction-list.tsx';
import '../../components/investor-pages.css';

const pageSize = 20;

/** The whole searched range, every page, as one CSV file. */
function csvQuery(filter: TransactionFilter): string {
  const query = queryOf({ ...filter, page: undefined });
  query.set('format', 'csv');
  return query.toString();
}

/** Spec screen 20: transaction history with search, the page summary and the cut-off note. */
export function TransactionsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('portfolio.transactions.title'));
  const [query, setQuery] = useSearchParams();
  const filter = filterFromQuery(query);
  const { data, error, mutate } = useTransactions({ ...filter, pageSize });

  const go = (next: TransactionFilter) => setQuery(queryOf(next));

  return (
    <section className="portfolio-page stack">
      <h1>{t('portfolio.transactions.title')}</h1>
      <p className="portfolio-note" role="note">
        {t('portfolio.transactions.cutOff', { time: data?.cutOffTime ?? investing.cutOffTime })}
      </p>
      {/* A new URL (back button, clear) starts the form afresh from it. */}
      <Filters key={query.toString()} filter={filter} onSearch={go} />
      <p>
        <a href={apiHref(`/transactions?${csvQuery(filter)}`)} download>
          {t('portfolio.transactions.downloadCsv')}
        </a>
      </p>
      {error ? (
        <div className="stack">
          <p className="form-error" role="alert">
            {t('portfolio.transactions.loadFailed')}
          </p>
          <button type="button" className="button button-secondary" onClick={() => void mutate()}>
            {t('portfolio.overview.retry')}
          </button>
        </div>
      ) : !data ? (
        <ProgressBar />
      ) : (
        <Results page={data} onPage={(page) => go({ ...filter, page: page > 1 ? page : undefined })} />
      )}
    </section>
  );
}

function Filters({
  filter,
  onSearch,
}: {
  filter: TransactionFilter;
  onSearch: (f: TransactionFilter) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const strategies = useStrategies();
  const [errors, setErrors] = useState<{ from?: string; to?: string }>({});
  // Controlled, so the chosen strategy stays selected when the list of strategies arrives after the first render.
  const [strategyCode, setStrategyCode] = useState(filter.strategyCode ?? '');

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const from = parseDisplayDay(String(form.get('from') ?? ''));
    const to = parseDisplayDay(String(form.get('to') ?? ''));
    const found: { from?: string; to?: string } = {};
    if (from === undefined) found.from = t('portfolio.transactions.dateInvalid');
    if (to === undefined) found.to = t('portfolio.transactions.dateInvalid');
    if (from && to && from > to) found.to = t('portfolio.transactions.rangeInvalid');
    setErrors(found);
    if (found.from || found.to) return;
    const text = (key: string) => String(form.get(key) ?? '') || undefined;
    onSearch({
      from: from ?? undefined,
      to: to ?? undefined,
      strategyCode: text('strategyCode'),
      kind: text('kind') as OrderKind | undefined,
      stage: text('stage') as OrderStage | undefined,
    });
  };

  return (
    <form
      className="card filters"
      aria-label={t('portfolio.transactions.filters')}
      onSubmit={submit}
      noValidate
    >
      <TextField
        name="from"
        label={t('portfolio.transactions.from')}
        hint={t('portfolio.transactions.dateHint')}
        inputMode="numeric"
        defaultValue={filter.from ? formatDay(language, filter.from) : ''}
        error={errors.from}
      />
      <TextField
        name="to"
        label={t('portfolio.transactions.to')}
        hint={t('portfolio.transactions.dateHint')}
        inputMode="numeric"
        defaultValue={filter.to ? formatDay(language, filter.to) : ''}
        error={errors.to}
      />
      <div className="field">
        <label htmlFor="tx-strategy">{t('portfolio.transactions.strategy')}</label>
        <select
          id="tx-strategy"
          name="strategyCode"
          value={strategyCode}
          onChange={(event) => setStrategyCode(event.target.value)}
        >
          <option value="">{t('portfolio.transactions.all')}</option>
          {filter.strategyCode && !strategies.data?.data.some((s) => s.code === filter.strategyCode) && (
            <option value={filter.strategyCode}>{filter.strategyCode}</option>
          )}
          {strategies.data?.data.map((strategy) => (
            <option key={strategy.code} value={strategy.code}>
              {textOf(language, strategy.name)} ({strategy.code})
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-kind">{t('portfolio.transactions.kind')}</label>
        <select id="tx-kind" name="kind" defaultValue={filter.kind ?? ''}>
          <option value="">{t('portfolio.transactions.all')}</option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {kindLabel(t, kind)}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="tx-stage">{t('portfolio.transactions.stage')}</label>
        <select id="tx-stage" name="stage" defaultValue={filter.stage ?? ''}>
          <option value="">{t('portfolio.transactions.all')}</option>
          {stages.map((stage) => (
            <option key={stage} value={stage}>
              {stageLabel(t, stage)}
            </option>
          ))}
        </select>
      </div>
      <div className="actions">
        <button type="submit" className="button button-primary">
          {t('portfolio.transactions.search')}
        </button>
        <button type="button" className="button button-secondary" onClick={() => onSearch({})}>
          {t('portfolio.transactions.clear')}
        </button>
      </div>
    </form>
  );
}

function Results({ page, onPage }: { page: TransactionPage; onPage: (page: number) => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  if (page.total === 0) return <p className="muted">{t('portfolio.transactions.empty')}</p>;
  return (
    <>
      <section className="card" aria-labelledby="tx-summary">
        <h2 id="tx-summary">{t('portfolio.transactions.summary')}</h2>
        <dl className="portfolio-figures">
          <Figure label={t('portfolio.transactions.summaryCount')} value={String(page.summary.count)} />
          <Figure
            label={t('portfolio.transactions.amountIn')}
            value={formatMoney(language, page.summary.amountIn)}
          />
          <Figure
            label={t('portfolio.transactions.amountOut')}
            value={formatMoney(language, page.summary.amountOut)}
          />
          <Figure
            label={t('portfolio.transactions.unitsIn')}
            value={formatUnits(language, page.summary.unitsIn)}
          />
          <Figure
            label={t('portfolio.transactions.unitsOut')}
            value={formatUnits(language, page.summary.unitsOut)}
          />
        </dl>
      </section>
      <TransactionList rows={page.data} />
      <nav className="pager" aria-label={t('portfolio.transactions.pages')}>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page <= 1}
          onClick={() => onPage(page.page - 1)}
        >
          {t('portfolio.transactions.previous')}
        </button>
        <span>{t('portfolio.transactions.pageOf', { page: page.page, pages })}</span>
        <button
          type="button"
          className="button button-secondary"
          disabled={page.page >= pages}
          onClick={() => onPage(page.page + 1)}
        >
          {t('portfolio.transactions.next')}
        </button>
      </nav>
    </>
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
