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

/**
 * `npm run ledger:check`: prints every holding that differs from its ledger and answers the exit code (1 when
 * any, 0 with a one-line summary otherwise).
 */
export async function checkLedger(ctx: AppContext, print: (line: string) => void): Promise<number> {
  const mismatches = await ledgerMismatches(ctx);
  if (mismatches.length > 0) {
    print(`${mismatches.length} holding(s) differ from the ledger:`);
    for (const m of mismatches) {
      print(
        `  user ${m.userId} ${m.strategyCode}: holding ${m.holdingUnits} units, ledger ${m.ledgerUnits} units`,
      );
    }
    return 1;
  }
  const [count] = await ctx.sequelize.query<{ holdings: number }>(
    'SELECT count(*)::int AS holdings FROM holdings',
    { type: QueryTypes.SELECT },
  );
  print(`all ${count?.holdings ?? 0} holdings match the ledger`);
  return 0;
}
