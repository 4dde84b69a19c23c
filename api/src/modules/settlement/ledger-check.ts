import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface LedgerMismatch {
  userId: number;
  strategyCode: string;
  holdingUnits: string;
  ledgerUnits: string;
}

/** Every holding whose units differ from the sum of its settled movements (there should be none). */
export async function ledgerMismatches(ctx: AppContext): Promise<LedgerMismatch[]> {
  return ctx.sequelize.query<LedgerMismatch>(
    `SELECT coalesce(h.user_id, m.user_id)::int AS "userId", coalesce(h.strategy_code, m.strategy_code) AS "strategyCode",
       coalesce(h.units, 0)::text AS "holdingUnits", coalesce(m.units, 0)::text AS "ledgerUnits"
     FROM holdings h
     FULL JOIN (SELECT user_id, strategy_code, sum(units) AS units FROM unit_movements GROUP BY 1, 2) m
       ON m.user_id = h.user_id AND m.strategy_code = h.strategy_code
     WHERE coalesce(h.units, 0) <> coalesce(m.units, 0)
     ORDER BY 1, 2`,
    { type: QueryTypes.SELECT },
  );
}
