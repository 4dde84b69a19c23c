import { type TierThreshold, tierBandBounds, tierBands } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { currentFlags } from '../feature-flags/service.ts';

/** Whose tier to work out again: every investor, the holders of one strategy, or some investors. */
export type TierScope = { all: true } | { strategyCode: string } | { userIds: number[] };

export interface TierRecalculation {
  /** Investors whose tier was worked out. */
  checked: number;
  /** Investors whose tier changed (each with an audit entry). */
  changed: number;
}

/**
 * One statement for the whole scope (set-based, so a NAV approval of thousands of holders stays one round trip):
 * - AUM: each holding valued as the overview values it, units × the strategy's latest approved NAV rounded to the
 *   satang (its cost while the strategy has no approved NAV yet), summed per investor; no holding is 0;
 * - the tier: the domain's placement (`tierForAum`), handed over as the AUM range of each tier (`tierBands`,
 *   worked out from the tiers table by the domain) so the rule is not written again here;
 * - an investor whose tier differs gets it with `tier_since` now, and an audit entry `users.tier` (before → after,
 *   with the AUM; no actor: the system decided). An unchanged tier keeps its date and writes nothing.
 * The investors are locked in id order first, so two recalculations over overlapping investors queue rather than
 * deadlock.
 */
const recalculateSql = `
  WITH scope AS (
    SELECT u.id, u.tier_code FROM users u
    WHERE u.role IS NULL AND (:all OR u.id = ANY(:userIds::bigint[])
      OR u.id IN (SELECT user_id FROM holdings WHERE strategy_code = :strategyCode))
    ORDER BY u.id FOR UPDATE
  ), aum AS (
    SELECT s.id, s.tier_code AS before, coalesce(sum(coalesce(round(h.units * n.nav, 2), h.cost)), 0) AS aum
    FROM scope s LEFT JOIN holdings h ON h.user_id = s.id AND h.units > 0
    LEFT JOIN LATERAL (SELECT nav FROM strategy_navs
      WHERE strategy_code = h.strategy_code AND status = 'APPROVED' ORDER BY nav_date DESC LIMIT 1) n ON true
    GROUP BY s.id, s.tier_code
  ), placed AS (
    SELECT a.id, a.before, a.aum, b.code AS after FROM aum a
    LEFT JOIN jsonb_to_recordset(:bands::jsonb) AS b(code text, "fromAum" numeric, "toAum" numeric)
      ON numrange(b."fromAum", b."toAum", :bounds) @> a.aum
  ), changed AS (
    UPDATE users u SET tier_code = p.after, tier_since = :now, updated_at = :now
    FROM placed p WHERE u.id = p.id AND p.after IS DISTINCT FROM p.before
    RETURNING u.id, p.before, p.after, p.aum
  ), audited AS (
    INSERT INTO audit_log (actor_id, action, subject, before, after, created_at)
    SELECT NULL, 'users.tier', 'users/' || id, jsonb_build_object('tier', before),
      jsonb_build_object('tier', after, 'aum', aum::text), :now
    FROM changed
  )
  SELECT (SELECT count(*) FROM placed)::int AS checked, (SELECT count(*) FROM changed)::int AS changed`;

/**
 * Works the tiers of the scope out again, unless the userTier flag is off (then nothing runs and null answers).
 * Called after a settlement's transaction committed (the tier follows what it settled, and a slow recalculation
 * never holds the settlement's locks), by staff on demand, and when the flag is turned on.
 */
export async function recalculateTiers(
  ctx: AppContext,
  scope: TierScope,
  transaction?: Transaction,
): Promise<TierRecalculation | null> {
  if (!(await currentFlags(ctx, transaction)).userTier) return null;
  if ('userIds' in scope && scope.userIds.length === 0) return { checked: 0, changed: 0 };
  const run = async (transaction: Transaction) => {
    // The thresholds as they stand, kept still until the placement is written (an admin's edit waits, or is seen).
    const tiers = await ctx.sequelize.query<TierThreshold>(
      'SELECT code, min_aum::text AS "minAum" FROM tiers ORDER BY code FOR SHARE',
      { type: QueryTypes.SELECT, transaction },
    );
    const [result] = await ctx.sequelize.query<TierRecalculation>(recalculateSql, {
      type: QueryTypes.SELECT,
      replacements: {
        all: 'all' in scope,
        userIds: 'userIds' in scope ? `{${scope.userIds.join(',')}}` : '{}',
        strategyCode: 'strategyCode' in scope ? scope.strategyCode : null,
        bands: JSON.stringify(tierBands(tiers)),
        bounds: tierBandBounds,
        now: ctx.clock.now(),
      },
      transaction,
    });
    return result ?? { checked: 0, changed: 0 };
  };
  return transaction ? run(transaction) : ctx.sequelize.transaction(run);
}

/**
 * After a settlement has committed: its answer must not fail because the tiers could not be worked out (a lock
 * timeout, say). The failure is logged; the next settlement touching those investors, or the staff action, catches
 * up.
 */
export async function recalculateTiersAfterSettlement(ctx: AppContext, scope: TierScope): Promise<void> {
  await recalculateTiers(ctx, scope).catch((err) =>
    ctx.logger.warn({ err, scope }, 'customer tiers not recalculated after a settlement'),
  );
}
