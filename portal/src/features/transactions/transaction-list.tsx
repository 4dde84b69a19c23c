import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useLanguage, useReasonText } from '../../lib/i18n/use-language.ts';
import { useMediaQuery, wideScreenQuery } from '../../lib/media-query.ts';
import type { Transaction } from './api.ts';
import { kindLabel } from './labels.ts';
import { cardFields, type FieldContext, tableFields } from './transaction-fields.tsx';

function useFieldContext(): FieldContext {
  const { t } = useTranslation();
  return { t, language: useLanguage(), reasonText: useReasonText() };
}

/** The history's rows: a table on a large screen, a list of cards on a phone (under 640 px). */
export function TransactionList({ rows }: { rows: Transaction[] }) {
  const wide = useMediaQuery(wideScreenQuery);
  return wide ? <TransactionTable rows={rows} /> : <TransactionCards rows={rows} />;
}

function RefLink({ row }: { row: Transaction }) {
  const { t } = useTranslation();
  return (
    <>
      <Link to={`/orders/${row.id}`} aria-label={t('portfolio.transactions.details', { ref: row.ref })}>
        {row.ref}
      </Link>
      {row.preliminary && (
        <span className="chip" title={t('portfolio.transactions.preliminaryHint')}>
          {t('portfolio.transactions.preliminary')}
        </span>
      )}
    </>
  );
}

function TransactionTable({ rows }: { rows: Transaction[] }) {
  const context = useFieldContext();
  const { t } = context;
  return (
    <div className="card table-scroll">
      <table className="data-table">
        <caption className="visually-hidden">{t('portfolio.transactions.list')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('portfolio.transactions.ref')}</th>
            {tableFields.map((field) => (
              <th key={field.key} scope="col">
                {field.label(t)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <RefLink row={row} />
              </th>
              {tableFields.map((field) => (
                <td key={field.key} className={field.numeric ? 'num' : undefined}>
                  {field.value(row, context)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function TransactionCards({ rows }: { rows: Transaction[] }) {
  const context = useFieldContext();
  const { t } = context;
  return (
    <ul className="tx-cards" aria-label={t('portfolio.transactions.list')}>
      {rows.map((row) => (
        <li key={row.id} className="tx-card">
          <h2 className="tx-card-head">
            <span>{kindLabel(t, row.kind)}</span>
            <span className="tx-card-ref">
              <RefLink row={row} />
            </span>
          </h2>
          <dl>
            {cardFields.map((field) => (
              <div key={field.key} className={field.numeric ? 'tx-card-field num' : 'tx-card-field'}>
                <dt>{field.label(t)}</dt>
                <dd>{field.value(row, context)}</dd>
              </div>
            ))}
            {row.rejectReason && (
              <div className="tx-card-field">
                <dt>{t('portfolio.transactions.rejectReason')}</dt>
                <dd>{context.reasonText(row.rejectReason)}</dd>
              </div>
            )}
          </dl>
        </li>
      ))}
    </ul>
  );
}
