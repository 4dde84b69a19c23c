import { investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { enqueueMail } from '../mail/outbox.ts';
import { custodianOf } from './adapter.ts';

export type ReconciliationCause = investing.ReconciliationCause;

export interface ReconciliationBreak {
  kind: investing.ReconciliationBreakKind;
  userId: number;
  strategyCode: string | null;
  ours: string;
  theirs: string;
  difference: string;
}

/**
 * Tells the custodian every settled movement and paid payout it has not been told yet (each once: the
 * instruction is recorded after the custodian took it, and the custodian ignores a repeat).
 */
export async function instructCustodian(ctx: AppContext): Promise<{ units: number; cash: number }> {
  const custodian = custodianOf(ctx);
  const units = await ctx.sequelize.query<{
    movementId: string;
    userId: string;
    strategyCode: string;
    units: string;
    tradeDate: string;
  }>(
    `SELECT m.order_id AS "movementId", m.user_id AS "userId", m.strategy_code AS "strategyCode", m.units::text,
       to_char(m.trade_date, 'YYYY-MM-DD') AS "tradeDate"
     FROM unit_movements m
     WHERE NOT EXISTS (SELECT 1 FROM custodian_instructions i WHERE i.kind = 'UNITS' AND i.ref_id = m.order_id)
     ORDER BY m.order_id`,
    { type: QueryTypes.SELECT },
  );
  await custodian.reportUnits(
    units.map((u) => ({ ...u, movementId: Number(u.movementId), userId: Number(u.userId) })),
  );
  const cash = await ctx.sequelize.query<{
    payoutId: string;
    userId: string;
    amount: string;
    paidOn: string;
  }>(
    `SELECT p.id AS "payoutId", p.user_id AS "userId", p.amount::text,
       to_char(p.paid_at AT TIME ZONE 'Asia/Bangkok', 'YYYY-MM-DD') AS "paidOn"
     FROM payouts p
     WHERE p.status = 'PAID'
       AND NOT EXISTS (SELECT 1 FROM custodian_instructions i WHERE i.kind = 'CASH' AND i.ref_id = p.id)
     ORDER BY p.id`,
    { type: QueryTypes.SELECT },
  );
  await custodian.reportCash(
    cash.map((c) => ({ ...c, payoutId: Number(c.payoutId), userId: Number(c.userId) })),
  );
  const now = ctx.clock.now();
  for (const [kind, ids] of [
    ['UNITS', units.map((u) => Number(u.movementId))],
    ['CASH', cash.map((c) => Number(c.payoutId))],
  ] as const) {
    if (ids.length === 0) continue;
    await ctx.sequelize.query(
      `INSERT INTO custodian_instructions (kind, ref_id, sent_at)
       SELECT :kind, unnest(ARRAY[:ids]::bigint[]), :now ON CONFLICT DO NOTHING`,
      { replacements: { kind, ids, now } },
    );
  }
  return { units: units.length, cash: cash.length };
}

const key = (userId: number, code: string | null) => `${userId}|${code ?? ''}`;

/** Pairs ours and theirs by key; anything not equal to the unit (or satang) is a break, with its size. */
function compare(
  kind: 'UNITS' | 'CASH',
  ours: Map<string, { userId: number; strategyCode: string | null; value: string }>,
  theirs: Map<string, { userId: number; strategyCode: string | null; value: string }>,
): ReconciliationBreak[] {
  const breaks: ReconciliationBreak[] = [];
  for (const k of new Set([...ours.keys(), ...theirs.keys()])) {
    const a = ours.get(k);
    const b = theirs.get(k);
    const mine = investing.dec(a?.value ?? 0);
    const custodian = investing.dec(b?.value ?? 0);
    if (mine.eq(custodian)) continue;
    const who = (a ?? b)!;
    breaks.push({
      kind,
      userId: who.userId,
      strategyCode: who.strategyCode,
      ours: mine.toFixed(4),
      theirs: custodian.toFixed(4),
      difference: custodian.minus(mine).toFixed(4),
    });
  }
  return breaks.sort(
    (x, y) => x.userId - y.userId || (x.strategyCode ?? '').localeCompare(y.strategyCode ?? ''),
  );
}

/**
 * The daily reconciliation (DESIGN §4): units per investor and strategy in our ledger as of `asOf` against the
 * custodian's positions, and cash paid out against its cash movements. A clean run is recorded like one with
 * breaks; breaks block nothing but e-mail operations. With the `custodian` flag off nothing runs (null).
 */
export async function reconcile(
  ctx: AppContext,
  asOf: string,
  cause: ReconciliationCause,
  startedBy: number | null = null,
) {
  if (!(await currentFlags(ctx)).custodian) return null;
  await instructCustodian(ctx);
  const custodian = custodianOf(ctx);
  const ledger = await ctx.sequelize.query<{ userId: string; strategyCode: string; units: string }>(
    `SELECT user_id AS "userId", strategy_code AS "strategyCode", sum(units)::text AS units FROM unit_movements
     WHERE trade_date <= :asOf GROUP BY 1, 2`,
    { type: QueryTypes.SELECT, replacements: { asOf } },
  );
  const paid = await ctx.sequelize.query<{ userId: string; amount: string }>(
    `SELECT user_id AS "userId", sum(amount)::text AS amount FROM payouts
     WHERE status = 'PAID' AND (paid_at AT TIME ZONE 'Asia/Bangkok')::date <= :asOf GROUP BY 1`,
    { type: QueryTypes.SELECT, replacements: { asOf } },
  );
  const positions = await custodian.positions(asOf);
  const cash = await custodian.cashMovements(asOf);
  const unitBreaks = compare(
    'UNITS',
    new Map(
      ledger.map((r) => [
        key(Number(r.userId), r.strategyCode),
        { userId: Number(r.userId), strategyCode: r.strategyCode, value: r.units },
      ]),
    ),
    new Map(
      positions.map((p) => [
        key(p.userId, p.strategyCode),
        { userId: p.userId, strategyCode: p.strategyCode, value: p.units },
      ]),
    ),
  );
  const cashBreaks = compare(
    'CASH',
    new Map(
      paid.map((r) => [
        key(Number(r.userId), null),
        { userId: Number(r.userId), strategyCode: null, value: r.amount },
      ]),
    ),
    new Map(
      cash.map((c) => [key(c.userId, null), { userId: c.userId, strategyCode: null, value: c.amount }]),
    ),
  );
  const breaks = [...unitBreaks, ...cashBreaks];
  return ctx.sequelize.transaction(async (transaction) => {
    const [[run]] = (await ctx.sequelize.query(
      `INSERT INTO reconciliation_runs (as_of, cause, status, positions_checked, investors_checked, break_count,
         started_by, created_at)
       VALUES (:asOf, :cause, :status, :positions, :investors, :breaks, :startedBy, :now) RETURNING id`,
      {
        replacements: {
          asOf,
          cause,
          status: breaks.length ? 'BREAKS' : 'CLEAN',
          positions: new Set([
            ...ledger.map((r) => key(Number(r.userId), r.strategyCode)),
            ...positions.map((p) => key(p.userId, p.strategyCode)),
          ]).size,
          investors: new Set([...paid.map((r) => Number(r.userId)), ...cash.map((c) => c.userId)]).size,
          breaks: breaks.length,
          startedBy,
          now: ctx.clock.now(),
        },
        transaction,
      },
    )) as [[{ id: string }], unknown];
    const runId = Number(run.id);
    if (breaks.length > 0) {
      await ctx.sequelize.query(
        `INSERT INTO reconciliation_breaks (run_id, kind, user_id, strategy_code, ours, theirs, difference)
         SELECT :runId, b.kind, b."userId", b."strategyCode", b.ours, b.theirs, b.difference
         FROM json_to_recordset(:rows::json)
           AS b(kind text, "userId" bigint, "strategyCode" text, ours numeric, theirs numeric, difference numeric)`,
        { replacements: { runId, rows: JSON.stringify(breaks) }, transaction },
      );
      const staff = await ctx.sequelize.query<{ email: string; language: 'th' | 'en' }>(
        "SELECT email, language FROM users WHERE role = 'operations' AND locked_at IS NULL ORDER BY id",
        { type: QueryTypes.SELECT, transaction },
      );
      for (const member of staff) {
        await enqueueMail(ctx, transaction, {
          to: member.email,
          language: member.language,
          template: 'reconciliation-breaks',
          data: {
            asOf,
            count: breaks.length,
            summary: breaks
              .slice(0, 20)
              .map(
                (b) =>
                  `${b.kind} user ${b.userId} ${b.strategyCode ?? 'THB'}: ${b.ours} / ${b.theirs} (${b.difference})`,
              )
              .join('\n'),
            runId,
          },
        });
      }
    }
    return { id: runId, asOf, cause, status: breaks.length ? 'BREAKS' : 'CLEAN', breaks };
  });
}
