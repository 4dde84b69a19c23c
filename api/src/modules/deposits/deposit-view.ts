import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type CompanyAccount, depositSettings } from './company-account.ts';

export type DepositMethod = 'BANK_TRANSFER' | 'QR_PAYMENT';
export type DepositStatus = 'AWAITING_SLIP' | 'PENDING' | 'VERIFIED' | 'REJECTED';

export interface DepositRow {
  id: string;
  ref: string;
  user_id: string;
  amount: string;
  method: DepositMethod;
  status: DepositStatus;
  qr_reference: string;
  slip_storage_key: string | null;
  slip_mime_type: string | null;
  slip_size_bytes: number | null;
  slip_uploaded_at: Date | null;
  reject_reason: string | null;
  verified_at: Date | null;
  created_at: Date;
  order_ids: string[];
}

export interface DepositView {
  id: number;
  ref: string;
  amount: string;
  method: DepositMethod;
  status: DepositStatus;
  orderIds: number[];
  slipUploaded: boolean;
  rejectReason: string | null;
  createdAt: string;
  verifiedAt: string | null;
  companyAccount: CompanyAccount;
}

export const selectDeposits = `SELECT d.id, d.ref, d.user_id, d.amount::text, d.method, d.status, d.qr_reference,
  d.slip_storage_key, d.slip_mime_type, d.slip_size_bytes, d.slip_uploaded_at, d.reject_reason, d.verified_at,
  d.created_at,
  ARRAY(SELECT o.id::text FROM orders o WHERE o.deposit_id = d.id ORDER BY o.id) AS order_ids
  FROM deposits d`;

export const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

export function toDeposit(row: DepositRow, companyAccount: CompanyAccount): DepositView {
  return {
    id: Number(row.id),
    ref: row.ref,
    amount: row.amount,
    method: row.method,
    status: row.status,
    orderIds: row.order_ids.map(Number),
    slipUploaded: row.slip_storage_key !== null,
    rejectReason: row.reject_reason,
    createdAt: iso(row.created_at)!,
    verifiedAt: iso(row.verified_at),
    companyAccount,
  };
}

/** One deposit row; with `userId`, only that investor's (anyone else's answers as not found). */
export async function depositRow(
  ctx: AppContext,
  id: number,
  options: { userId?: number; transaction?: Transaction; lock?: boolean } = {},
): Promise<DepositRow> {
  const [row] = await ctx.sequelize.query<DepositRow>(
    `${selectDeposits} WHERE d.id = :id ${options.userId ? 'AND d.user_id = :userId' : ''}
     ${options.lock ? 'FOR UPDATE OF d' : ''}`,
    {
      type: QueryTypes.SELECT,
      replacements: { id, userId: options.userId ?? null },
      transaction: options.transaction,
    },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

export async function loadDeposit(
  ctx: AppContext,
  id: number,
  options: { userId?: number; transaction?: Transaction } = {},
): Promise<DepositView> {
  const row = await depositRow(ctx, id, options);
  return toDeposit(row, (await depositSettings(ctx)).account);
}
