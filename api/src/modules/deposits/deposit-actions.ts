import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { tradeOnPaymentDate } from '../orders/payment-date.ts';
import { staffDeposit } from './deposit-queue.ts';
import { type DepositRow, depositRow } from './deposit-view.ts';

// What decides a deposit: verified (by staff or by the bank's notification) or rejected, audited and told.

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
