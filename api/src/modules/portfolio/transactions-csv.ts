import type { AppContext } from '../../platform/context.ts';
import { type TransactionsFilter, transactions } from './transactions.ts';

const columns = [
  'ref',
  'tradeDate',
  'kind',
  'stage',
  'strategyCode',
  'toStrategyCode',
  'amount',
  'units',
  'unitsIn',
  'unitsOut',
  'nav',
  'fee',
  'paymentType',
  'receiveType',
  'createdAt',
] as const;

/** RFC 4180 quoting, and a leading = + - @ made inert so a spreadsheet never runs a cell as a formula. */
function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+@\t\r]/.test(text) || (/^-/.test(text) && !/^-\d/.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * The whole transaction history of a date range (every page of GET /transactions, the same figures) as CSV in UTF-8
 * with a byte-order mark, so spreadsheet programs read Thai names correctly.
 */
export async function transactionsCsv(
  ctx: AppContext,
  userId: number,
  filter: Omit<TransactionsFilter, 'page' | 'pageSize'>,
): Promise<string> {
  const lines = [columns.join(',')];
  for (let page = 1; ; page += 1) {
    const { data, total } = await transactions(ctx, userId, { ...filter, page, pageSize: 100 });
    for (const row of data) lines.push(columns.map((column) => cell(row[column])).join(','));
    if (page * 100 >= total || data.length === 0) break;
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
