import type { OrderKind, OrderStage } from '../orders/index.ts';
import type { TransactionFilter } from './api.ts';
import { kinds, stages } from './labels.ts';

/**
 * The history's filters live in the URL query (`from`, `to` as YYYY-MM-DD trade dates, `strategyCode`, `kind`,
 * `stage`, `page`), so a reload or a shared link shows the same rows. Anything malformed in the URL is dropped.
 */
export function filterFromQuery(query: URLSearchParams): TransactionFilter {
  const day = (key: string) => {
    const value = query.get(key) ?? '';
    return isIsoDay(value) ? value : undefined;
  };
  const kind = query.get('kind') as OrderKind | null;
  const stage = query.get('stage') as OrderStage | null;
  const strategyCode = query.get('strategyCode') ?? '';
  const page = Number(query.get('page') ?? '1');
  return {
    from: day('from'),
    to: day('to'),
    strategyCode: /^[A-Z0-9-]{1,40}$/.test(strategyCode) ? strategyCode : undefined,
    kind: kind && kinds.includes(kind) ? kind : undefined,
    stage: stage && stages.includes(stage) ? stage : undefined,
    page: Number.isInteger(page) && page > 1 ? page : undefined,
  };
}

export function queryOf(filter: TransactionFilter): URLSearchParams {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filter)) {
    if (value !== undefined && value !== '') query.set(key, String(value));
  }
  return query;
}

function isIsoDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * "23/11/2569" (Buddhist Era) or "23/11/2026" → "2026-11-23"; empty → null; anything else → undefined (invalid).
 * A year from 2400 on is read as Buddhist Era, as Thai readers write it.
 */
export function parseDisplayDay(text: string): string | null | undefined {
  const value = text.trim();
  if (value === '') return null;
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (!match) return undefined;
  const [, day, month, yearText] = match as unknown as [string, string, string, string];
  const year = Number(yearText) >= 2400 ? Number(yearText) - 543 : Number(yearText);
  const iso = `${String(year).padStart(4, '0')}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return isIsoDay(iso) ? iso : undefined;
}
