import { investing } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { bankFile, walletFile } from './bank-file.ts';
import { currentDestinations, destinationFor } from './destination.ts';

interface QueuedPayout {
  id: string;
  user_id: string;
  order_ref: string;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  wallet_network: string | null;
  wallet_address: string | null;
  amount: string;
}

export interface BatchRow {
  id: string;
  ref: string;
  channel: investing.PayoutChannel;
  value_date: string;
  status: 'PREPARED' | 'CLOSED';
  payout_count: number;
  total_amount: string;
  file_name: string;
  file_sha256: string;
  prepared_by: string;
  prepared_by_email: string;
  prepared_at: Date;
  closed_at: Date | null;
  in_batch: number;
  paid: number;
  failed: number;
}

const selectBatches = `
  SELECT b.id, b.ref, b.channel, to_char(b.value_date, 'YYYY-MM-DD') AS value_date, b.status, b.payout_count,
    b.total_amount::text, b.file_name, b.file_sha256, b.prepared_by, u.email AS prepared_by_email, b.prepared_at,
    b.closed_at,
    (SELECT count(*) FROM payouts p WHERE p.batch_id = b.id AND p.status = 'IN_BATCH')::int AS in_batch,
    (SELECT count(*) FROM payouts p WHERE p.batch_id = b.id AND p.status = 'PAID')::int AS paid,
    (SELECT count(*) FROM payouts p WHERE p.batch_id = b.id AND p.status IN ('FAILED', 'RETURNED'))::int AS failed
  FROM payout_batches b JOIN users u ON u.id = b.prepared_by`;

export const toBatch = (row: BatchRow, viewerId: number) => ({
  id: Number(row.id),
  ref: row.ref,
  channel: row.channel,
  valueDate: row.value_date,
  status: row.status,
  payoutCount: row.payout_count,
  totalAmount: row.total_amount,
  fileName: row.file_name,
  fileSha256: row.file_sha256,
  preparedBy: row.prepared_by_email,
  // The maker may not confirm the batch: the back office offers the confirmation to others only.
  preparedByMe: Number(row.prepared_by) === viewerId,
  preparedAt: new Date(row.prepared_at).toISOString(),
  closedAt: row.closed_at ? new Date(row.closed_at).toISOString() : null,
  counts: { inBatch: row.in_batch, paid: row.paid, failed: row.failed },
});

export async function loadBatch(ctx: AppContext, id: number, transaction?: Transaction, lock = false) {
  const [row] = await ctx.sequelize.query<BatchRow>(
    `${selectBatches} WHERE b.id = :id ${lock ? 'FOR UPDATE OF b' : ''}`,
    { type: QueryTypes.SELECT, replacements: { id }, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return row;
}

export async function listBatches(
  ctx: AppContext,
  filter: { valueDate?: string; status?: string; channel?: string },
  offset: number,
  limit: number,
) {
  const where = `WHERE (:valueDate::date IS NULL OR b.value_date = :valueDate::date)
    AND (:status::text IS NULL OR b.status = :status) AND (:channel::text IS NULL OR b.channel = :channel)`;
  const replacements = {
    valueDate: filter.valueDate ?? null,
    status: filter.status ?? null,
    channel: filter.channel ?? null,
    offset,
    limit,
  };
  const rows = await ctx.sequelize.query<BatchRow>(
    `${selectBatches} ${where} ORDER BY b.value_date DESC, b.id DESC OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM payout_batches b ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Operations prepare the file of one channel for a value date: the bank file of every pending bank payout due by
 * then (a re-queued one from an earlier date goes with it), or the custodian's transfer instruction of every
 * pending wallet payout. Each destination is judged again as it stands now (currentDestinations): a payout
 * whose account is gone, unverified, changed since it settled or in another name is held with its reason instead,
 * never put in the file. Two preparations at once cannot take the same payout (the rows are locked, then
 * re-read as PENDING).
 */
export async function prepareBatch(
  ctx: AppContext,
  valueDate: string,
  actor: RequestActor,
  channel: investing.PayoutChannel = 'BANK',
) {
  return ctx.sequelize.transaction(async (transaction) => {
    const now = ctx.clock.now();
    const queued = await ctx.sequelize.query<QueuedPayout>(
      `SELECT p.id, p.user_id, o.ref AS order_ref, p.bank_code, p.account_number, p.account_name, p.wallet_network,
         p.wallet_address, p.amount::text
       FROM payouts p JOIN orders o ON o.id = p.order_id
       WHERE p.status = 'PENDING' AND p.value_date <= :valueDate AND p.receive_type = :channel
       ORDER BY p.value_date, p.id FOR UPDATE OF p`,
      { type: QueryTypes.SELECT, replacements: { valueDate, channel }, transaction },
    );
    const destinations = await currentDestinations(
      ctx,
      [...new Set(queued.map((p) => Number(p.user_id)))],
      transaction,
    );
    const held: { id: number; reason: string }[] = [];
    const batched: QueuedPayout[] = [];
    for (const payout of queued) {
      const now = destinationFor(destinations.get(Number(payout.user_id))!, channel);
      const unchanged =
        channel === 'WALLET'
          ? now.walletNetwork === payout.wallet_network && now.walletAddress === payout.wallet_address
          : now.bankCode === payout.bank_code && now.accountNumber === payout.account_number;
      const reason = investing.batchHoldReason(now.holdReason, unchanged);
      if (reason) held.push({ id: Number(payout.id), reason });
      else batched.push(payout);
    }
    if (held.length > 0) {
      await ctx.sequelize.query(
        `UPDATE payouts p SET status = 'HELD', hold_reason = h.reason, updated_at = :now
         FROM unnest(ARRAY[:ids]::bigint[], ARRAY[:reasons]::text[]) AS h(id, reason) WHERE p.id = h.id`,
        {
          replacements: { ids: held.map((h) => h.id), reasons: held.map((h) => h.reason), now },
          transaction,
        },
      );
    }
    if (batched.length === 0) {
      // The holds are kept (they are true whatever happens next) and answered with the refusal.
      await recordHolds(ctx, held, actor, transaction);
      return { batch: null, held: held.length };
    }
    const [{ n }] = (await ctx.sequelize.query(
      `SELECT count(*)::int + 1 AS n FROM payout_batches WHERE value_date = :valueDate`,
      { type: QueryTypes.SELECT, replacements: { valueDate }, transaction },
    )) as [{ n: number }];
    const ref = `${channel === 'WALLET' ? 'PW' : 'PB'}-${valueDate.replaceAll('-', '')}-${n}`;
    const file =
      channel === 'WALLET'
        ? walletFile({
            ref,
            valueDate,
            lines: batched.map((p) => ({
              payoutId: Number(p.id),
              orderRef: p.order_ref,
              network: p.wallet_network!,
              address: p.wallet_address!,
              amount: p.amount,
            })),
          })
        : bankFile({
            ref,
            valueDate,
            lines: batched.map((p) => ({
              payoutId: Number(p.id),
              orderRef: p.order_ref,
              bankCode: p.bank_code!,
              accountNumber: p.account_number!,
              accountName: p.account_name!,
              amount: p.amount,
            })),
          });
    const [[inserted]] = (await ctx.sequelize.query(
      `INSERT INTO payout_batches (ref, channel, value_date, payout_count, total_amount, file_name, file_content,
         file_sha256, prepared_by, prepared_at)
       VALUES (:ref, :channel, :valueDate, :count, :total, :name, :content, :sha256, :actorId, :now) RETURNING id`,
      { replacements: { ref, channel, valueDate, ...file, actorId: actor.id, now }, transaction },
    )) as [[{ id: string }], unknown];
    const batchId = Number(inserted.id);
    await ctx.sequelize.query(
      `UPDATE payouts SET status = 'IN_BATCH', batch_id = :batchId, updated_at = :now
       WHERE id = ANY(ARRAY[:ids]::bigint[])`,
      { replacements: { batchId, ids: batched.map((p) => Number(p.id)), now }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'PAYOUT_BATCH_PREPARED',
        subject: `payout-batches/${batchId}`,
        before: null,
        after: {
          ref,
          channel,
          valueDate,
          count: file.count,
          total: file.total,
          sha256: file.sha256,
          held: held.length,
        },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    await recordHolds(ctx, held, actor, transaction);
    return { batch: await loadBatch(ctx, batchId, transaction), held: held.length };
  });
}

async function recordHolds(
  ctx: AppContext,
  held: { id: number; reason: string }[],
  actor: RequestActor,
  transaction: Transaction,
) {
  for (const h of held) {
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'PAYOUT_HELD',
        subject: `payouts/${h.id}`,
        before: { status: 'PENDING' },
        after: { status: 'HELD', holdReason: h.reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  }
}

/** The bank file exactly as prepared, for a second download. */
export async function batchFile(ctx: AppContext, id: number) {
  const [row] = await ctx.sequelize.query<{ file_name: string; file_content: string }>(
    'SELECT file_name, file_content FROM payout_batches WHERE id = :id',
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return { name: row.file_name, content: row.file_content };
}
