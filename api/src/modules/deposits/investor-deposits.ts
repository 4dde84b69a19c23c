import { bangkokDate, investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { normalizeUpload } from '../../platform/uploaded-files.ts';
import { lookupOne } from '../feature-flags/service.ts';
import { tradeOnPaymentDate } from '../orders/payment-date.ts';
import { depositSettings } from './company-account.ts';
import {
  type DepositMethod,
  type DepositRow,
  type DepositView,
  depositRow,
  loadDeposit,
  selectDeposits,
  toDeposit,
} from './deposit-view.ts';
import { promptPayPayload, qrImageDataUrl } from './qr.ts';

// What an investor does with a deposit: open one for their orders, list theirs, attach the slip, show the QR.

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
