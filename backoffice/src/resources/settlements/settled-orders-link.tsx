import type { MouseEvent } from 'react';
import { Link, useRecordContext, useTranslate } from 'react-admin';
import { useFormats } from '../../components/formats.ts';
import type { SettlementRecord } from './types.ts';

/** The orders queue filtered to what a settlement run settled: its strategy, its trade date, stage success. */
export function settledOrdersPath(run: Pick<SettlementRecord, 'strategyCode' | 'tradeDate'>): string {
  const filter = { strategyCode: run.strategyCode, tradeDate: run.tradeDate, stage: 'success' };
  return `/orders?${new URLSearchParams({ filter: JSON.stringify(filter) })}`;
}

/**
 * A link to the orders a run settled, for keyboard and screen reader users (the row opens the same list on a
 * click). Its name adds the strategy and the date to the visible text, so each row's link reads differently.
 */
export function SettledOrdersLink(_props: { label?: string }) {
  const record = useRecordContext<SettlementRecord>();
  const translate = useTranslate();
  const { businessDate } = useFormats();
  if (!record) return null;
  const text = translate('resources.settlements.orders_link');
  const date = businessDate(record.tradeDate);
  return (
    <Link
      to={settledOrdersPath(record)}
      aria-label={`${text} ${record.strategyCode} ${date}`}
      onClick={(event: MouseEvent) => event.stopPropagation()}
    >
      {text}
    </Link>
  );
}
