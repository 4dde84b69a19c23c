import { QueryTypes, type Transaction } from 'sequelize';
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

export interface MovementMismatch {
  orderId: number;
  problem: 'no settled order' | 'order differs' | 'no movement';
}

/**
 * Every movement that does not match its order (missing, not settled, another investor, strategy or units) and
 * every settled order with units but no movement: the ledger keeps no foreign key to orders (see migration 0023),
 * so this check is what proves each movement stands for exactly one settled order.
 */
export async function movementMismatches(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<MovementMismatch[]> {
  return ctx.sequelize.query<MovementMismatch>(
    `SELECT m.order_id::int AS "orderId",
       CASE WHEN o.id IS NULL OR o.stage <> 'success' THEN 'no settled order' ELSE 'order differs' END AS problem
     FROM unit_movements m LEFT JOIN orders o ON o.id = m.order_id
     WHERE o.id IS NULL OR o.stage <> 'success' OR o.user_id <> m.user_id OR o.strategy_code <> m.strategy_code
       OR abs(m.units) <> o.settled_units
       OR (m.units < 0) <> (o.kind = 'reduce' OR coalesce(o.leg = 'out', false))
     UNION ALL
     SELECT o.id::int, 'no movement' FROM orders o
     WHERE o.stage = 'success' AND o.settled_units > 0
       AND NOT EXISTS (SELECT 1 FROM unit_movements m WHERE m.order_id = o.id)
     ORDER BY 1`,
    { type: QueryTypes.SELECT, transaction },
  );
}

export interface PayoutMismatch {
  orderId: number;
  problem: 'no payout' | 'payout differs' | 'no such order';
}

/**
 * Money out (DESIGN §4): every settled reduction with proceeds has exactly one payout (UNIQUE per order), for the
 * same investor, strategy and units, every payout has its order (payouts carry no foreign keys), and its amount is units sold × NAV − the reduce fee, to the satang
 * (investing.payoutAmount), which is also what the order settled at.
 */
export async function payoutMismatches(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<PayoutMismatch[]> {
  return ctx.sequelize.query<PayoutMismatch>(
    `SELECT o.id::int AS "orderId", CASE WHEN p.id IS NULL THEN 'no payout' ELSE 'payout differs' END AS problem
     FROM orders o LEFT JOIN payouts p ON p.order_id = o.id
     WHERE o.kind = 'reduce' AND o.stage = 'success' AND o.settled_amount > 0
       AND (p.id IS NULL OR p.user_id <> o.user_id OR p.strategy_code <> o.strategy_code
         OR p.units <> o.settled_units OR p.nav <> o.nav OR p.fee <> o.fee
         OR p.amount <> round(o.settled_units * o.nav, 2) - o.fee OR p.amount <> o.settled_amount)
     UNION ALL
     SELECT p.order_id::int, CASE WHEN o.id IS NULL THEN 'no such order' ELSE 'payout differs' END
     FROM payouts p LEFT JOIN orders o ON o.id = p.order_id
     WHERE o.id IS NULL OR o.kind <> 'reduce' OR o.stage <> 'success'
     ORDER BY 1`,
    { type: QueryTypes.SELECT, transaction },
  );
}

export interface DanglingReference {
  row: string;
  problem: 'no such investor' | 'no such strategy' | 'replaces no invoice' | 'cancelled by no known user';
}

/**
 * Holdings and tax invoices keep no foreign keys (migration 0066: the settlement writes them in the statement that
 * settles the orders, and each key ran a check per row): this is what proves every holding names a known investor
 * and strategy, and every cancelled invoice a known user (a replacement's invoice is checked as it is written, and
 * again here).
 */
export async function danglingReferences(
  ctx: AppContext,
  transaction?: Transaction,
): Promise<DanglingReference[]> {
  return ctx.sequelize.query<DanglingReference>(
    `SELECT 'holding of user ' || h.user_id || ' in ' || h.strategy_code AS row,
       CASE WHEN u.id IS NULL THEN 'no such investor' ELSE 'no such strategy' END AS problem
     FROM holdings h LEFT JOIN users u ON u.id = h.user_id LEFT JOIN strategies s ON s.code = h.strategy_code
     WHERE u.id IS NULL OR s.code IS NULL
     UNION ALL
     SELECT 'tax invoice ' || t.number, 'replaces no invoice' FROM tax_invoices t
     WHERE t.replaces_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM tax_invoices r WHERE r.id = t.replaces_id)
     UNION ALL
     SELECT 'tax invoice ' || t.number, 'cancelled by no known user' FROM tax_invoices t
     WHERE t.cancelled_by IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = t.cancelled_by)
     UNION ALL
     SELECT 'tax invoice ' || t.number, 'issued by no known seller version' FROM tax_invoices t
     WHERE NOT EXISTS (SELECT 1 FROM tax_invoice_sellers s WHERE s.id = t.seller_id)
     ORDER BY 1, 2`,
    { type: QueryTypes.SELECT, transaction },
  );
}

/**
 * `npm run ledger:check`: prints every holding that differs from its ledger, every movement that differs from
 * its order, every payout that differs from its reduction and every row named but missing (danglingReferences), and answers the exit code (1 when any, 0 with a one-line summary otherwise).
 */
export async function checkLedger(ctx: AppContext, print: (line: string) => void): Promise<number> {
  const mismatches = await ledgerMismatches(ctx);
  const movements = await movementMismatches(ctx);
  const payouts = await payoutMismatches(ctx);
  const dangling = await danglingReferences(ctx);
  if (mismatches.length > 0) {
    print(`${mismatches.length} holding(s) differ from the ledger:`);
    for (const m of mismatches) {
      print(
        `  user ${m.userId} ${m.strategyCode}: holding ${m.holdingUnits} units, ledger ${m.ledgerUnits} units`,
      );
    }
  }
  if (movements.length > 0) {
    print(`${movements.length} movement(s) or settled order(s) do not match:`);
    for (const m of movements) print(`  order ${m.orderId}: ${m.problem}`);
  }
  if (payouts.length > 0) {
    print(`${payouts.length} settled reduction(s) do not match their payout:`);
    for (const p of payouts) print(`  order ${p.orderId}: ${p.problem}`);
  }
  if (dangling.length > 0) {
    print(`${dangling.length} holding(s) or tax invoice(s) name a row that does not exist:`);
    for (const d of dangling) print(`  ${d.row}: ${d.problem}`);
  }
  if ([mismatches, movements, payouts, dangling].some((found) => found.length > 0)) return 1;
  const [count] = await ctx.sequelize.query<{ holdings: number }>(
    'SELECT count(*)::int AS holdings FROM holdings',
    { type: QueryTypes.SELECT },
  );
  print(
    `all ${count?.holdings ?? 0} holdings match the ledger, every movement its settled order, every settled reduction its payout, and every holding and tax invoice names rows that exist`,
  );
  return 0;
}
