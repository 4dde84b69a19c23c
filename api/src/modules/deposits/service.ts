import { bangkokDate, investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { normalizeUpload } from '../../platform/uploaded-files.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { lookupOne } from '../feature-flags/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { loadOrder, type OrderView } from '../orders/order-view.ts';
import { tradeOnPaymentDate } from '../orders/payment-date.ts';
import { qrNotificationsOf } from '../payments/notification-view.ts';
import { type CompanyAccount, depositSettings } from './company-account.ts';
import { promptPayPayload, qrImageDataUrl } from './qr.ts';

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

const selectDeposits = `SELECT d.id, d.ref, d.user_id, d.amount::text, d.method, d.status, d.qr_reference,
  d.slip_storage_key, d.slip_mime_type, d.slip_size_bytes, d.slip_uploaded_at, d.reject_reason, d.verified_at,
  d.created_at,
  ARRAY(SELECT o.id::text FROM orders o WHERE o.deposit_id = d.id ORDER BY o.id) AS order_ids
  FROM deposits d`;

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

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

interface PayableOrder {
  id: string;
  user_id: string;
  kind: string;
  leg: string | null;
  stage: string;
  batch_ref: string | null;
  amount: string | null;
  deposit_id: string | null;
}

/**
 * Opens a deposit for an increase order in stage confirm and every other confirm increase of its batch. When
 * those orders already have a deposit that was not rejected, that one is the answer (200).
 */
export async function openDeposit(
  ctx: AppContext,
  userId: number,
  request: { orderId: number; method: DepositMethod },
  transaction: Transaction,
): Promise<{ status: number; body: DepositView }> {
  if (request.method === 'QR_PAYMENT' && !(await lookupOne(ctx, 'depositWithQRPayment')).enabled) {
    throw new AppError('DEPOSIT_QR_DISABLED', 409);
  }
  const [order] = await ctx.sequelize.query<PayableOrder>(
    `SELECT id, user_id, kind, leg, stage, batch_ref, amount::text, deposit_id FROM orders
     WHERE id = :id AND user_id = :userId FOR UPDATE`,
    { type: QueryTypes.SELECT, replacements: { id: request.orderId, userId }, transaction },
  );
  if (!order) throw new AppError('NOT_FOUND', 404);
  if (order.kind !== 'increase' || order.stage !== 'confirm') {
    throw new AppError('DEPOSIT_ORDER_NOT_PAYABLE', 409);
  }
  const orders = order.batch_ref
    ? await ctx.sequelize.query<PayableOrder>(
        `SELECT id, user_id, kind, leg, stage, batch_ref, amount::text, deposit_id FROM orders
         WHERE user_id = :userId AND batch_ref = :batchRef AND kind = 'increase' AND stage = 'confirm'
         ORDER BY id FOR UPDATE`,
        { type: QueryTypes.SELECT, replacements: { userId, batchRef: order.batch_ref }, transaction },
      )
    : [order];
  const existingIds = [...new Set(orders.map((o) => o.deposit_id).filter((id) => id !== null))];
  if (existingIds.length > 0) {
    const [open] = await ctx.sequelize.query<{ id: string }>(
      `SELECT id FROM deposits WHERE id IN (:ids) AND status <> 'REJECTED' ORDER BY id DESC LIMIT 1`,
      { type: QueryTypes.SELECT, replacements: { ids: existingIds }, transaction },
    );
    if (open) return { status: 200, body: await loadDeposit(ctx, Number(open.id), { transaction }) };
  }
  const amount = investing.amountString(
    orders.reduce((sum, o) => sum.plus(o.amount ?? '0'), investing.dec(0)),
  );
  const now = ctx.clock.now();
  const day = bangkokDate(now).replaceAll('-', '');
  // One reference in one format, on every screen, e-mail and statement: letters and digits only, as a PromptPay
  // bill reference and a transfer memo accept, so the reference the QR carries is the deposit's own.
  const [row] = await ctx.sequelize.query<{ id: string }>(
    `WITH next AS (SELECT nextval('deposits_id_seq') AS id)
     INSERT INTO deposits (id, ref, qr_reference, user_id, amount, method, status, created_at)
     SELECT next.id, 'DEP' || :day || lpad(next.id::text, 6, '0'),
       'DEP' || :day || lpad(next.id::text, 6, '0'), :userId, :amount, :method, :status, :now
     FROM next RETURNING id`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        day,
        userId,
        amount,
        method: request.method,
        // A QR payment leaves no slip to wait for: staff find it on the statement by its reference.
        status: request.method === 'QR_PAYMENT' ? 'PENDING' : 'AWAITING_SLIP',
        now,
      },
      transaction,
    },
  );
  await ctx.sequelize.query(
    'UPDATE orders SET deposit_id = :depositId, payment_type = :method WHERE id IN (:ids)',
    {
      replacements: { depositId: row!.id, method: request.method, ids: orders.map((o) => o.id) },
      transaction,
    },
  );
  return { status: 201, body: await loadDeposit(ctx, Number(row!.id), { transaction }) };
}

/** The investor's deposits, newest first. */
export async function myDeposits(ctx: AppContext, userId: number, page: number, pageSize: number) {
  const rows = await ctx.sequelize.query<DepositRow>(
    `${selectDeposits} WHERE d.user_id = :userId ORDER BY d.created_at DESC, d.id DESC OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements: { userId, offset: (page - 1) * pageSize, limit: pageSize } },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    'SELECT count(*) AS total FROM deposits WHERE user_id = :userId',
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const { account } = await depositSettings(ctx);
  return { data: rows.map((r) => toDeposit(r, account)), total: Number(count?.total ?? 0), page };
}

const slipTypes = ['image/jpeg', 'image/png', 'application/pdf'] as const;

/** Stores the transfer slip (type from the bytes, images re-encoded); an open deposit then waits for staff. */
export async function attachSlip(
  ctx: AppContext,
  userId: number,
  id: number,
  file: Express.Multer.File | undefined,
): Promise<DepositView> {
  const decided = (row: DepositRow) => row.status === 'VERIFIED' || row.status === 'REJECTED';
  if (decided(await depositRow(ctx, id, { userId }))) throw new AppError('DEPOSIT_NOT_OPEN', 409);
  if (!file) throw new AppError('FILE_REQUIRED', 422);
  const checked = await normalizeUpload(file, slipTypes);
  const key = await ctx.files.put(checked.buffer);
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await depositRow(ctx, id, { userId, transaction, lock: true });
    // Decided while the file was being stored: refused all the same.
    if (decided(row)) throw new AppError('DEPOSIT_NOT_OPEN', 409);
    await ctx.sequelize.query(
      `UPDATE deposits SET slip_storage_key = :key, slip_mime_type = :mimeType, slip_size_bytes = :size,
         slip_uploaded_at = :now, status = 'PENDING' WHERE id = :id`,
      {
        replacements: {
          id,
          key,
          mimeType: checked.mimeType,
          size: checked.buffer.length,
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
    // The slip is the payment's evidence: its time decides the NAV the orders it pays trade at.
    await tradeOnPaymentDate(ctx, id, ctx.clock.now(), transaction);
    return loadDeposit(ctx, id, { transaction });
  });
}

/** The PromptPay QR of a QR deposit still to be paid: exact amount, the deposit's reference. */
export async function depositQr(ctx: AppContext, userId: number, id: number) {
  const row = await depositRow(ctx, id, { userId });
  if (row.method !== 'QR_PAYMENT') throw new AppError('DEPOSIT_NOT_QR', 409);
  if (!(await lookupOne(ctx, 'depositWithQRPayment')).enabled) throw new AppError('DEPOSIT_QR_DISABLED', 409);
  if (row.status === 'VERIFIED' || row.status === 'REJECTED') throw new AppError('DEPOSIT_NOT_OPEN', 409);
  const { promptPay } = await depositSettings(ctx);
  const payload = promptPayPayload(promptPay, row.amount, row.qr_reference);
  return {
    payload,
    amount: row.amount,
    reference: row.qr_reference,
    imageDataUrl: await qrImageDataUrl(payload),
  };
}

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
export type BankNotificationEvidence = 'MATCHED' | 'AMOUNT_DIFFERS' | 'NAME_MISMATCH';

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

/** Who verified a deposit: a staff member through a request, or the bank's QR payment notification. */
export type DepositVerifier =
  | { kind: 'staff'; actor: RequestActor; note?: string }
  | { kind: 'bank'; bankTransactionId: string };

/**
 * Marks a locked PENDING deposit VERIFIED, so the orders it pays may be approved; audited, the investor told. The
 * one way a deposit becomes verified, whether staff found the money or the bank's notification reported it.
 */
export async function markDepositVerified(
  ctx: AppContext,
  transaction: Transaction,
  row: DepositRow,
  verifier: DepositVerifier,
): Promise<void> {
  const staff = verifier.kind === 'staff' ? verifier.actor : null;
  const bankTransactionId = verifier.kind === 'bank' ? verifier.bankTransactionId : null;
  await ctx.sequelize.query(
    `UPDATE deposits SET status = 'VERIFIED', verified_by = :actorId, verified_at = :now,
       verified_by_bank_transaction_id = :bankTransactionId
     WHERE id = :id`,
    {
      replacements: { id: row.id, actorId: staff?.id ?? null, now: ctx.clock.now(), bankTransactionId },
      transaction,
    },
  );
  await recordAudit(
    ctx,
    {
      // Null when the system verified it on the bank's word.
      actorId: staff?.id ?? null,
      action: 'DEPOSIT_VERIFIED',
      subject: `deposits/${row.id}`,
      before: { status: row.status },
      // The staff member's note, if any, is kept only here: the deposit has no place for it.
      after: bankTransactionId
        ? { status: 'VERIFIED', bankTransactionId }
        : { status: 'VERIFIED', note: (verifier.kind === 'staff' && verifier.note) || null },
      requestId: staff?.requestId ?? null,
      ...(staff ? { request: staff.request } : {}),
    },
    transaction,
  );
  const orderRefs = await ctx.sequelize.query<{ ref: string }>(
    'SELECT ref FROM orders WHERE deposit_id = :id ORDER BY id',
    { type: QueryTypes.SELECT, replacements: { id: row.id }, transaction },
  );
  await enqueueUserMail(ctx, transaction, Number(row.user_id), 'deposit-verified', {
    ref: row.ref,
    amount: row.amount,
    orderRefs: orderRefs.map((o) => o.ref).join(', '),
  });
}

/**
 * When the money came, as best known: the bank's notification of the payment (the last one, when the bank sent
 * several), else the slip the investor uploaded as evidence of it, else now, when staff found it on the statement.
 */
async function paidAtOf(ctx: AppContext, row: DepositRow, transaction: Transaction): Promise<Date> {
  const [notified] = await ctx.sequelize.query<{ paid_at: Date | null }>(
    'SELECT max(paid_at) AS paid_at FROM qr_payment_notifications WHERE deposit_id = :id',
    { type: QueryTypes.SELECT, replacements: { id: row.id }, transaction },
  );
  return notified?.paid_at ?? row.slip_uploaded_at ?? ctx.clock.now();
}

/**
 * PENDING → VERIFIED by a staff member who found the money on the statement. As for the bank's own verification,
 * the time of payment decides the NAV the paid orders trade at: an order confirmed before a cut-off but paid days
 * later must not buy at a NAV already public.
 */
export async function verifyDeposit(ctx: AppContext, id: number, actor: RequestActor, note?: string) {
  await ctx.sequelize.transaction(async (transaction) => {
    const row = await depositRow(ctx, id, { transaction, lock: true });
    if (row.status !== 'PENDING') throw new AppError('DEPOSIT_NOT_PENDING', 409);
    await tradeOnPaymentDate(ctx, id, new Date(await paidAtOf(ctx, row, transaction)), transaction);
    await markDepositVerified(ctx, transaction, row, { kind: 'staff', actor, note });
  });
  return staffDeposit(ctx, id);
}

/** AWAITING_SLIP or PENDING → REJECTED with the reason the investor reads (e.g. a payment name mismatch). */
export async function rejectDeposit(ctx: AppContext, id: number, actor: RequestActor, reason: string) {
  await ctx.sequelize.transaction(async (transaction) => {
    const row = await depositRow(ctx, id, { transaction, lock: true });
    if (row.status === 'VERIFIED' || row.status === 'REJECTED')
      throw new AppError('DEPOSIT_NOT_PENDING', 409);
    await ctx.sequelize.query(
      `UPDATE deposits SET status = 'REJECTED', reject_reason = :reason, rejected_by = :actorId, rejected_at = :now
       WHERE id = :id`,
      { replacements: { id, reason, actorId: actor.id, now: ctx.clock.now() }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'DEPOSIT_REJECTED',
        subject: `deposits/${id}`,
        before: { status: row.status },
        after: { status: 'REJECTED', reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    await enqueueUserMail(ctx, transaction, Number(row.user_id), 'deposit-rejected', {
      ref: row.ref,
      amount: row.amount,
      reason,
      portalUrl: `${ctx.config.portalUrl}/deposits/${id}`,
    });
  });
  return staffDeposit(ctx, id);
}
