import { createHash } from 'node:crypto';
import { kycForms } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { CustodianAdapter } from './adapter.ts';

/**
 * A custodian that keeps its own book in PostgreSQL, built only from what it is told (each instruction once: a
 * repeated one is ignored), so it agrees with our ledger exactly as far as it was told the truth.
 */
export function custodianSimulator(ctx: AppContext): CustodianAdapter {
  const q = ctx.sequelize;
  return {
    async reportUnits(movements) {
      if (movements.length === 0) return;
      await q.query(
        `INSERT INTO custodian_sim_units (source, ref_id, user_id, strategy_code, units, as_of)
         SELECT 'SETTLEMENT', m.id, m.user_id, m.strategy_code, m.units, m.as_of
         FROM json_to_recordset(:rows::json) AS m(id bigint, user_id bigint, strategy_code text, units numeric, as_of date)
         ON CONFLICT (source, ref_id) DO NOTHING`,
        {
          replacements: {
            rows: JSON.stringify(
              movements.map((m) => ({
                id: m.movementId,
                user_id: m.userId,
                strategy_code: m.strategyCode,
                units: m.units,
                as_of: m.tradeDate,
              })),
            ),
          },
        },
      );
    },
    async reportCash(payments) {
      if (payments.length === 0) return;
      await q.query(
        `INSERT INTO custodian_sim_cash (source, ref_id, user_id, amount, as_of)
         SELECT 'PAYOUT', p.id, p.user_id, p.amount, p.as_of
         FROM json_to_recordset(:rows::json) AS p(id bigint, user_id bigint, amount numeric, as_of date)
         ON CONFLICT (source, ref_id) DO NOTHING`,
        {
          replacements: {
            rows: JSON.stringify(
              payments.map((p) => ({ id: p.payoutId, user_id: p.userId, amount: p.amount, as_of: p.paidOn })),
            ),
          },
        },
      );
    },
    async positions(asOf) {
      const rows = await q.query<{ userId: string; strategyCode: string; units: string }>(
        `SELECT user_id AS "userId", strategy_code AS "strategyCode", sum(units)::text AS units
         FROM custodian_sim_units WHERE as_of <= :asOf GROUP BY 1, 2`,
        { type: QueryTypes.SELECT, replacements: { asOf } },
      );
      return rows.map((r) => ({ ...r, userId: Number(r.userId) }));
    },
    async sendToWallets(transfers, sentOn) {
      const results = [];
      for (const t of transfers) {
        // A real custodian screens the address on its network before it signs anything.
        if (!kycForms.isWalletAddressOf(t.network, t.address)) {
          results.push({
            payoutId: t.payoutId,
            ok: false as const,
            reason: 'Address rejected by the custodian',
          });
          continue;
        }
        // The transaction hash of the simulated chain: fixed by the payout, so a repeat answers the same.
        const digest = createHash('sha256').update(`${t.payoutId}:${t.network}:${t.address}`).digest('hex');
        const txHash = t.network === 'ETH' || t.network === 'BSC' ? `0x${digest}` : digest;
        await q.query(
          `INSERT INTO custodian_sim_cash (source, ref_id, user_id, amount, as_of)
           VALUES ('PAYOUT', :payoutId, :userId, :amount, :sentOn) ON CONFLICT (source, ref_id) DO NOTHING`,
          { replacements: { payoutId: t.payoutId, userId: t.userId, amount: t.amount, sentOn } },
        );
        results.push({ payoutId: t.payoutId, ok: true as const, txHash });
      }
      return results;
    },
    async cashMovements(asOf) {
      const rows = await q.query<{ userId: string; amount: string }>(
        `SELECT user_id AS "userId", sum(amount)::text AS amount FROM custodian_sim_cash
         WHERE as_of <= :asOf GROUP BY 1`,
        { type: QueryTypes.SELECT, replacements: { asOf } },
      );
      return rows.map((r) => ({ ...r, userId: Number(r.userId) }));
    },
  };
}

/**
 * Tests and demos tell the simulator to disagree: `units` more (or fewer) in one investor's position, or `amount`
 * more cash, from `asOf` on, as a custodian's own error would.
 */
export async function driftSimulator(
  ctx: AppContext,
  drift: { userId: number; asOf: string } & ({ strategyCode: string; units: string } | { amount: string }),
): Promise<void> {
  if ('units' in drift) {
    await ctx.sequelize.query(
      `INSERT INTO custodian_sim_units (source, user_id, strategy_code, units, as_of)
       VALUES ('DRIFT', :userId, :strategyCode, :units, :asOf)`,
      { replacements: drift },
    );
  } else {
    await ctx.sequelize.query(
      `INSERT INTO custodian_sim_cash (source, user_id, amount, as_of) VALUES ('DRIFT', :userId, :amount, :asOf)`,
      { replacements: drift },
    );
  }
}
