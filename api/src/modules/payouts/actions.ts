import { bangkokDate, investing, kycForms } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { custodianOf } from '../custodian/adapter.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { loadBatch, toBatch } from './batches.ts';
import { currentDestinations, destinationFor } from './destination.ts';
import { loadPayoutRow, type PayoutRow, toStaffPayout } from './queries.ts';

export type Outcome = { action: 'paid'; bankReference: string } | { action: 'failed'; reason: string };

/** Maker-checker (DESIGN §4): whoever prepared a batch does not confirm what the bank did with it. */
function assertNotMaker(preparedBy: string | null, actor: RequestActor) {
  if (preparedBy !== null && Number(preparedBy) === actor.id) {
    throw new AppError('PAYOUT_MAKER_CANNOT_CONFIRM', 403);
  }
}

function assertMay(row: PayoutRow, action: investing.PayoutAction) {
  if (!investing.canApplyPayoutAction(row.status, action)) {
    throw new AppError('PAYOUT_WRONG_STATUS', 409, { details: { status: row.status } });
  }
}

/** A batch whose payouts are all answered (paid, failed or returned) is closed. */
async function closeIfDone(ctx: AppContext, batchId: string | null, transaction: Transaction) {
  if (!batchId) return;
  await ctx.sequelize.query(
    `UPDATE payout_batches SET status = 'CLOSED', closed_at = :now
     WHERE id = :batchId AND status = 'PREPARED'
       AND NOT EXISTS (SELECT 1 FROM payouts WHERE batch_id = :batchId AND status = 'IN_BATCH')`,
    { replacements: { batchId, now: ctx.clock.now() }, transaction },
  );
}

/** Writes the bank's answer on one batched payout, audits it and e-mails the investor (paid, or what to do). */
async function record(
  ctx: AppContext,
  row: PayoutRow,
  outcome: Outcome,
  actor: RequestActor,
  tx: Transaction,
) {
  const now = ctx.clock.now();
  if (outcome.action === 'paid') {
    await ctx.sequelize.query(
      `UPDATE payouts SET status = 'PAID', bank_reference = :ref, paid_at = :now, paid_by = :actorId, updated_at = :now
       WHERE id = :id`,
      { replacements: { id: row.id, ref: outcome.bankReference, now, actorId: actor.id }, transaction: tx },
    );
  } else {
    await ctx.sequelize.query(
      `UPDATE payouts SET status = 'FAILED', failure_reason = :reason, failed_at = :now, updated_at = :now
       WHERE id = :id`,
      { replacements: { id: row.id, reason: outcome.reason, now }, transaction: tx },
    );
  }
  await recordAudit(
    ctx,
    {
      actorId: actor.id,
      action: outcome.action === 'paid' ? 'PAYOUT_PAID' : 'PAYOUT_FAILED',
      subject: `payouts/${row.id}`,
      before: { status: row.status },
      after:
        outcome.action === 'paid'
          ? { status: 'PAID', bankReference: outcome.bankReference, batchRef: row.batch_ref }
          : { status: 'FAILED', reason: outcome.reason, batchRef: row.batch_ref },
      requestId: actor.requestId,
      request: actor.request,
    },
    tx,
  );
  const mail = {
    orderRef: row.order_ref ?? '',
    amount: investing.dec(row.amount).toFixed(2),
    accountEnding: investing.accountEnding(row.account_number),
    bankCode: row.bank_code ?? '',
    wallet:
      row.receive_type === 'WALLET'
        ? { network: row.wallet_network ?? '', addressShort: kycForms.walletAddressShort(row.wallet_address) }
        : null,
    valueDate: row.value_date,
    portalUrl: `${ctx.config.portalUrl}/orders/${row.order_id}`,
  };
  if (outcome.action === 'paid') {
    await enqueueUserMail(ctx, tx, Number(row.user_id), 'payout-paid', {
      ...mail,
      bankReference: outcome.bankReference,
    });
  } else {
    await enqueueUserMail(ctx, tx, Number(row.user_id), 'payout-failed', { ...mail, reason: outcome.reason });
  }
}

/** Operations record the bank's answer for one payout of a batch (not the batch's maker). */
export async function answerPayout(ctx: AppContext, id: number, outcome: Outcome, actor: RequestActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await loadPayoutRow(ctx, id, { transaction, lock: true });
    assertMay(row, outcome.action);
    assertNotMaker(row.batch_prepared_by, actor);
    await record(ctx, row, outcome, actor, transaction);
    await closeIfDone(ctx, row.batch_id, transaction);
    return toStaffPayout(await loadPayoutRow(ctx, id, { transaction }));
  });
}

/** The bank's answer for every payout of a batch still waiting for one (not the batch's maker). */
export async function answerBatch(ctx: AppContext, id: number, outcome: Outcome, actor: RequestActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const batch = await loadBatch(ctx, id, transaction, true);
    assertNotMaker(batch.prepared_by, actor);
    if (batch.status !== 'PREPARED') throw new AppError('PAYOUT_BATCH_CLOSED', 409);
    const [rows] = (await ctx.sequelize.query(
      `SELECT id FROM payouts WHERE batch_id = :id AND status = 'IN_BATCH' ORDER BY id FOR UPDATE`,
      { replacements: { id }, transaction },
    )) as [{ id: string }[], unknown];
    for (const { id: payoutId } of rows) {
      const row = await loadPayoutRow(ctx, Number(payoutId), { transaction });
      await record(ctx, row, outcome, actor, transaction);
    }
    await closeIfDone(ctx, String(id), transaction);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: outcome.action === 'paid' ? 'PAYOUT_BATCH_PAID' : 'PAYOUT_BATCH_FAILED',
        subject: `payout-batches/${id}`,
        before: { status: batch.status },
        after: { ...outcome, payouts: rows.length },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return toBatch(await loadBatch(ctx, id, transaction), actor.id);
  });
}

/**
 * A wallet batch is paid by the custodian: a second staff member (not the maker) sends it, the custodian answers
 * each payout with its transaction hash, which becomes the payout's reference, or with why it refused (the payout
 * fails with that reason and can be re-queued). The investor is e-mailed either way.
 */
export async function sendWalletBatch(ctx: AppContext, id: number, actor: RequestActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const batch = await loadBatch(ctx, id, transaction, true);
    if (batch.channel !== 'WALLET') throw new AppError('PAYOUT_BATCH_NOT_WALLET', 409);
    assertNotMaker(batch.prepared_by, actor);
    if (batch.status !== 'PREPARED') throw new AppError('PAYOUT_BATCH_CLOSED', 409);
    const [ids] = (await ctx.sequelize.query(
      `SELECT id FROM payouts WHERE batch_id = :id AND status = 'IN_BATCH' ORDER BY id FOR UPDATE`,
      { replacements: { id }, transaction },
    )) as [{ id: string }[], unknown];
    const rows = [];
    for (const { id: payoutId } of ids)
      rows.push(await loadPayoutRow(ctx, Number(payoutId), { transaction }));
    const results = await custodianOf(ctx).sendToWallets(
      rows.map((row) => ({
        payoutId: Number(row.id),
        userId: Number(row.user_id),
        network: row.wallet_network!,
        address: row.wallet_address!,
        amount: row.amount,
      })),
      bangkokDate(ctx.clock.now()),
    );
    const byId = new Map(results.map((r) => [r.payoutId, r]));
    for (const row of rows) {
      const result = byId.get(Number(row.id));
      const outcome: Outcome = result?.ok
        ? { action: 'paid', bankReference: result.txHash }
        : { action: 'failed', reason: result?.reason ?? 'No answer from the custodian' };
      await record(ctx, row, outcome, actor, transaction);
    }
    await closeIfDone(ctx, String(id), transaction);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'PAYOUT_BATCH_SENT',
        subject: `payout-batches/${id}`,
        before: { status: batch.status },
        after: { paid: results.filter((r) => r.ok).length, failed: results.filter((r) => !r.ok).length },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return toBatch(await loadBatch(ctx, id, transaction), actor.id);
  });
}

/**
 * A failed or held payout goes back to the queue with the investor's account as it stands now (a corrected
 * account is what the next batch pays); if that account still does not pass, it stays held with the reason.
 */
export async function requeuePayout(ctx: AppContext, id: number, actor: RequestActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await loadPayoutRow(ctx, id, { transaction, lock: true });
    assertMay(row, 'requeue');
    const destination = destinationFor(
      (await currentDestinations(ctx, [Number(row.user_id)], transaction)).get(Number(row.user_id))!,
      row.receive_type,
    );
    const status = destination.holdReason ? 'HELD' : 'PENDING';
    await ctx.sequelize.query(
      `UPDATE payouts SET status = :status, hold_reason = :holdReason, bank_code = :bankCode,
         account_number = :accountNumber, account_name = :accountName, wallet_network = :walletNetwork,
         wallet_address = :walletAddress, batch_id = NULL, failure_reason = NULL, failed_at = NULL, updated_at = :now
       WHERE id = :id`,
      { replacements: { id, status, ...destination, now: ctx.clock.now() }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'PAYOUT_REQUEUED',
        subject: `payouts/${id}`,
        before: {
          status: row.status,
          reason: row.failure_reason ?? row.hold_reason,
          batchRef: row.batch_ref,
        },
        after: { status, holdReason: destination.holdReason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return toStaffPayout(await loadPayoutRow(ctx, id, { transaction }));
  });
}

/** A failed payout the bank sent back for good: closed, with why, never paid. */
export async function returnPayout(ctx: AppContext, id: number, note: string, actor: RequestActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const row = await loadPayoutRow(ctx, id, { transaction, lock: true });
    assertMay(row, 'returned');
    await ctx.sequelize.query(
      `UPDATE payouts SET status = 'RETURNED', returned_at = :now, updated_at = :now WHERE id = :id`,
      { replacements: { id, now: ctx.clock.now() }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'PAYOUT_RETURNED',
        subject: `payouts/${id}`,
        before: { status: row.status, reason: row.failure_reason },
        after: { status: 'RETURNED', note },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return toStaffPayout(await loadPayoutRow(ctx, id, { transaction }));
  });
}
