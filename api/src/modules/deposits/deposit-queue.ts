import type { investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { loadOrder, type OrderView } from '../orders/order-view.ts';
import { qrNotificationsOf } from '../payments/notification-view.ts';
import { depositSettings } from './company-account.ts';
import {
  type DepositMethod,
  type DepositRow,
  type DepositStatus,
  depositRow,
  iso,
  toDeposit,
} from './deposit-view.ts';

// The operations queue of deposits: the list with its evidence, one deposit, its slip.

export interface StaffDepositsFilter {
  status?: DepositStatus | DepositStatus[];
  method?: DepositMethod;
  userId?: number;
  q?: string;
}

const sortColumns: Record<string, string> = {
  id: 'd.id',
  createdAt: 'd.created_at',
  amount: 'd.amount',
  status: 'd.status',
};

const investorNames = `
  NULLIF(concat_ws(' ', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), '') AS name_th,
  NULLIF(concat_ws(' ', p.identity ->> 'firstNameEn', p.identity ->> 'lastNameEn'), '') AS name_en`;

type StaffRow = DepositRow & { email: string; name_th: string | null; name_en: string | null };

const staffFields = (row: StaffRow) => ({
  userId: Number(row.user_id),
  email: row.email,
  investorName: { th: row.name_th, en: row.name_en },
  slipUploadedAt: iso(row.slip_uploaded_at),
});

/** What the bank's latest judged QR payment notification says of a deposit, as the queue's evidence column shows it. */
export type BankNotificationEvidence = investing.BankNotificationEvidence;

// Only notifications that were checked against the deposit count: one that came for a deposit already decided, or
// for a bank transfer, says nothing of the payer or the amount (the deposit's page lists those too).
const latestBankNotification = `(SELECT CASE n.outcome WHEN 'VERIFIED' THEN 'MATCHED' ELSE n.outcome END
  FROM qr_payment_notifications n
  WHERE n.deposit_id = d.id AND n.outcome IN ('VERIFIED', 'AMOUNT_DIFFERS', 'NAME_MISMATCH')
  ORDER BY n.received_at DESC, n.id DESC LIMIT 1)`;

/**
 * The deposits queue for operations (react-admin simple REST), each with `bankNotification`: the latest checked QR
 * payment notification's outcome, or null when the bank has sent none.
 */
export async function staffDeposits(
  ctx: AppContext,
  filter: StaffDepositsFilter,
  sort: [string, 'ASC' | 'DESC'],
  offset: number,
  limit: number,
) {
  const statuses = filter.status === undefined ? null : [filter.status].flat();
  const q = filter.q?.trim() || null;
  const where = `WHERE (:noStatus OR d.status IN (:statuses)) AND (:method::text IS NULL OR d.method = :method)
    AND (:userId::bigint IS NULL OR d.user_id = :userId)
    AND (:q::text IS NULL OR d.ref ILIKE :pattern OR d.qr_reference ILIKE :pattern OR u.email ILIKE :pattern
      OR concat_ws(' ', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh') ILIKE :pattern
      OR concat_ws(' ', p.identity ->> 'firstNameEn', p.identity ->> 'lastNameEn') ILIKE :pattern)`;
  const from = `FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN kyc_profiles p ON p.user_id = d.user_id`;
  const replacements = {
    noStatus: statuses === null,
    statuses: statuses ?? [''],
    method: filter.method ?? null,
    userId: filter.userId ?? null,
    q,
    pattern: `%${(q ?? '').replace(/[\\%_]/g, '\\$&')}%`,
    offset,
    limit,
  };
  const column = sortColumns[sort[0]] ?? 'd.id';
  const rows = await ctx.sequelize.query<StaffRow & { bank_notification: BankNotificationEvidence | null }>(
    `SELECT d.id, d.ref, d.user_id, d.amount::text, d.method, d.status, d.qr_reference, d.slip_storage_key,
       d.slip_mime_type, d.slip_size_bytes, d.slip_uploaded_at, d.reject_reason, d.verified_at, d.created_at,
       ARRAY(SELECT o.id::text FROM orders o WHERE o.deposit_id = d.id ORDER BY o.id) AS order_ids,
       u.email, ${investorNames}, ${latestBankNotification} AS bank_notification
     ${from} ${where}
     ORDER BY ${column} ${sort[1] === 'DESC' ? 'DESC' : 'ASC'}, d.id OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(`SELECT count(*) AS total ${from} ${where}`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  const { account } = await depositSettings(ctx);
  return {
    rows: rows.map((r) => ({
      ...toDeposit(r, account),
      ...staffFields(r),
      bankNotification: r.bank_notification,
    })),
    total: Number(count?.total ?? 0),
  };
}

/** One deposit for staff: the investor, the name on their bank account, the slip's details and the orders. */
export async function staffDeposit(ctx: AppContext, id: number) {
  const [row] = await ctx.sequelize.query<
    StaffRow & {
      bank_account_name: string | null;
      bank_code: string | null;
      verified_by_email: string | null;
      verified_by_bank_transaction_id: string | null;
    }
  >(
    `SELECT d.id, d.ref, d.user_id, d.amount::text, d.method, d.status, d.qr_reference, d.slip_storage_key,
       d.slip_mime_type, d.slip_size_bytes, d.slip_uploaded_at, d.reject_reason, d.verified_at, d.created_at,
       ARRAY(SELECT o.id::text FROM orders o WHERE o.deposit_id = d.id ORDER BY o.id) AS order_ids,
       u.email, ${investorNames}, b.account_name AS bank_account_name, b.bank_code,
       v.email AS verified_by_email, d.verified_by_bank_transaction_id
     FROM deposits d JOIN users u ON u.id = d.user_id LEFT JOIN kyc_profiles p ON p.user_id = d.user_id
     LEFT JOIN kyc_bank_accounts b ON b.user_id = d.user_id LEFT JOIN users v ON v.id = d.verified_by
     WHERE d.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  const { account } = await depositSettings(ctx);
  const orders: OrderView[] = await Promise.all(row.order_ids.map((o) => loadOrder(ctx, Number(o))));
  return {
    ...toDeposit(row, account),
    ...staffFields(row),
    qrReference: row.qr_reference,
    bankAccount: row.bank_account_name
      ? { bankCode: row.bank_code, accountName: row.bank_account_name }
      : null,
    slip: row.slip_storage_key
      ? {
          mimeType: row.slip_mime_type,
          sizeBytes: row.slip_size_bytes,
          uploadedAt: iso(row.slip_uploaded_at),
        }
      : null,
    verifiedBy: row.verified_by_email,
    // Verified by the bank's QR payment notification rather than by a staff member.
    verifiedByBankTransactionId: row.verified_by_bank_transaction_id,
    qrNotifications: await qrNotificationsOf(ctx, id),
    orders,
  };
}

/** The slip's stored file, for staff. */
export async function depositSlip(ctx: AppContext, id: number) {
  const row = await depositRow(ctx, id);
  if (!row.slip_storage_key) throw new AppError('NOT_FOUND', 404);
  return {
    storageKey: row.slip_storage_key,
    mimeType: row.slip_mime_type!,
    sizeBytes: row.slip_size_bytes!,
    fileName: `${row.ref.toLowerCase()}-slip`,
  };
}
