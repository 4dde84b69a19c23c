import { investing, kycForms } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

export interface PayoutRow {
  id: string;
  order_id: string;
  order_ref: string | null;
  user_id: string;
  email: string;
  strategy_code: string;
  trade_date: string;
  value_date: string;
  units: string;
  nav: string;
  fee: string;
  amount: string;
  receive_type: 'BANK' | 'WALLET';
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  wallet_network: string | null;
  wallet_address: string | null;
  status: investing.PayoutStatus;
  hold_reason: string | null;
  batch_id: string | null;
  batch_ref: string | null;
  batch_prepared_by: string | null;
  bank_reference: string | null;
  paid_at: Date | null;
  failure_reason: string | null;
  failed_at: Date | null;
  returned_at: Date | null;
  created_at: Date;
}

export const selectPayouts = `
  SELECT p.id, p.order_id, o.ref AS order_ref, p.user_id, u.email, p.strategy_code,
    to_char(p.trade_date, 'YYYY-MM-DD') AS trade_date, to_char(p.value_date, 'YYYY-MM-DD') AS value_date,
    p.units::text, p.nav::text, p.fee::text, p.amount::text, p.receive_type, p.bank_code, p.account_number,
    p.account_name, p.wallet_network, p.wallet_address, p.status, p.hold_reason, p.batch_id, b.ref AS batch_ref, b.prepared_by AS batch_prepared_by,
    p.bank_reference, p.paid_at, p.failure_reason, p.failed_at, p.returned_at, p.created_at
  FROM payouts p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = p.user_id
  LEFT JOIN payout_batches b ON b.id = p.batch_id`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

/** What the investor sees: the account only by its last four digits. */
export function toInvestorPayout(row: PayoutRow) {
  const bank = row.bank_code ? kycForms.findThaiBank(row.bank_code) : undefined;
  return {
    id: Number(row.id),
    orderId: Number(row.order_id),
    orderRef: row.order_ref,
    strategyCode: row.strategy_code,
    tradeDate: row.trade_date,
    valueDate: row.value_date,
    units: row.units,
    nav: row.nav,
    fee: row.fee,
    amount: row.amount,
    receiveType: row.receive_type,
    bankCode: row.bank_code,
    bankNameTh: bank?.nameTh ?? null,
    bankNameEn: bank?.nameEn ?? null,
    accountEnding: investing.accountEnding(row.account_number),
    walletNetwork: row.wallet_network,
    walletAddressShort: kycForms.walletAddressShort(row.wallet_address),
    status: row.status,
    holdReason: row.hold_reason,
    bankReference: row.bank_reference,
    paidAt: iso(row.paid_at),
    failureReason: row.failure_reason,
    failedAt: iso(row.failed_at),
    returnedAt: iso(row.returned_at),
    createdAt: iso(row.created_at),
  };
}

export type InvestorPayout = ReturnType<typeof toInvestorPayout>;

/** What operations see: the whole destination, the investor and the batch. */
export const toStaffPayout = (row: PayoutRow) => ({
  ...toInvestorPayout(row),
  userId: Number(row.user_id),
  email: row.email,
  accountNumber: row.account_number,
  accountName: row.account_name,
  walletAddress: row.wallet_address,
  batchId: row.batch_id ? Number(row.batch_id) : null,
  batchRef: row.batch_ref,
});

export async function loadPayoutRow(
  ctx: AppContext,
  id: number,
  options: { userId?: number; transaction?: Transaction; lock?: boolean } = {},
): Promise<PayoutRow> {
  const [row] = await ctx.sequelize.query<PayoutRow>(
    `${selectPayouts} WHERE p.id = :id ${options.userId ? 'AND p.user_id = :userId' : ''}
     ${options.lock ? 'FOR UPDATE OF p' : ''}`,
    {
      type: QueryTypes.SELECT,
      replacements: { id, userId: options.userId ?? null },
      transaction: options.transaction,
    },
  );
  // Another investor's payout answers as if it did not exist: its id tells nothing.
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

/** The investor's own payouts, newest first (orderId narrows to one order's). */
export async function myPayouts(ctx: AppContext, userId: number, filter: { orderId?: number }) {
  const rows = await ctx.sequelize.query<PayoutRow>(
    `${selectPayouts} WHERE p.user_id = :userId AND (:orderId::bigint IS NULL OR p.order_id = :orderId)
     ORDER BY p.id DESC LIMIT 200`,
    { type: QueryTypes.SELECT, replacements: { userId, orderId: filter.orderId ?? null } },
  );
  return rows.map(toInvestorPayout);
}

export interface StaffPayoutsFilter {
  valueDate?: string;
  status?: string;
  bankCode?: string;
  strategyCode?: string;
  batchId?: number;
  receiveType?: string;
  q?: string;
}

export async function staffPayouts(
  ctx: AppContext,
  filter: StaffPayoutsFilter,
  sort: [string, 'ASC' | 'DESC'],
  offset: number,
  limit: number,
) {
  const where = `WHERE (:valueDate::date IS NULL OR p.value_date = :valueDate::date)
    AND (:status::text IS NULL OR p.status = :status) AND (:bankCode::text IS NULL OR p.bank_code = :bankCode)
    AND (:strategyCode::text IS NULL OR p.strategy_code = :strategyCode)
    AND (:batchId::bigint IS NULL OR p.batch_id = :batchId)
    AND (:receiveType::text IS NULL OR p.receive_type = :receiveType)
    AND (:q::text IS NULL OR u.email ILIKE '%' || :q || '%' OR o.ref = :q)`;
  const replacements = {
    valueDate: filter.valueDate ?? null,
    status: filter.status ?? null,
    bankCode: filter.bankCode ?? null,
    strategyCode: filter.strategyCode ?? null,
    batchId: filter.batchId ?? null,
    receiveType: filter.receiveType ?? null,
    q: filter.q ?? null,
    offset,
    limit,
  };
  const column = { valueDate: 'p.value_date', amount: 'p.amount', id: 'p.id' }[sort[0]] ?? 'p.value_date';
  const rows = await ctx.sequelize.query<PayoutRow>(
    `${selectPayouts} ${where} ORDER BY ${column} ${sort[1] === 'ASC' ? 'ASC' : 'DESC'}, p.id
     OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM payouts p JOIN orders o ON o.id = p.order_id JOIN users u ON u.id = p.user_id
     ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { rows: rows.map(toStaffPayout), total: Number(count?.total ?? 0) };
}
