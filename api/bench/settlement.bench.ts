import pg from 'pg';
import { QueryTypes } from 'sequelize';
import { settleStrategyDate } from '../src/modules/settlement/settle.ts';
import { benchContext } from './bench-server.ts';

const investors = 10_000;
const ordersPerInvestor = 10;
const tradeDate = '2026-12-08';
const strategies = ['M-BTC', 'M-LARGECAP', 'M-INFRA', 'M-META', 'M-STABLE', 'M-BTC'];

/**
 * 100,000 approved orders for one trade date across the strategies: per investor 8 increases and 2 reductions of
 * units they hold, with the real indexes, ledger and fees; each strategy's NAV for the day approved.
 */
export async function seedOrders(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO users (email, password_hash, email_verified_at)
    SELECT 'settle' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${investors}) g;
    CREATE TEMP TABLE bench_users AS
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'settle%@example.com';
    INSERT INTO holdings (user_id, strategy_code, units, reserved_units, cost)
    SELECT u.id, s.code, 1000, 200, 10000 FROM bench_users u
      CROSS JOIN (VALUES ('M-BTC'), ('M-STABLE')) AS s(code);
    INSERT INTO orders (ref, user_id, kind, strategy_code, amount, units, stage, trade_date, created_at)
    SELECT 'B-' || u.id || '-' || k, u.id,
      CASE WHEN k <= 8 THEN 'increase' ELSE 'reduce' END,
      CASE WHEN k <= 8 THEN (ARRAY${JSON.stringify(strategies).replaceAll('"', "'")})[1 + (k + u.n) % 6]
           WHEN k = 9 THEN 'M-BTC' ELSE 'M-STABLE' END,
      CASE WHEN k <= 8 THEN 10000 + (u.n % 1000) END,
      CASE WHEN k > 8 THEN 100 END,
      'approved', '${tradeDate}', now()
    FROM bench_users u CROSS JOIN generate_series(1, ${ordersPerInvestor}) k;
    INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
    SELECT code, '${tradeDate}', 12.3457, 'APPROVED', now() FROM strategies
    ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 12.3457, status = 'APPROVED', approved_at = now();
    ANALYZE orders; ANALYZE holdings;
  `);
}

export interface SettlementBench {
  orders: number;
  rounds: { bareMs: number; settleMs: number }[];
  /** Medians over the rounds. */
  bareMs: number;
  settleMs: number;
  ordersSettled: number;
  ledgerRows: number;
}

const rounds = 3;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The settlement of every approved order of the day (each strategy's NAV approval, sells then buys, fees, ledger,
 * holdings), against one bare set-based UPDATE of the same rows to their settled stage, in the same run. Both are
 * rolled back and the tables vacuumed after each, so every round starts from the same clean tables; the rounds
 * alternate the two, so a busy moment of the machine falls on both, and the medians are compared.
 */
export async function benchSettlement(databaseUrl: string): Promise<SettlementBench> {
  const ctx = await benchContext(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A rolled-back round leaves its dead row versions and index entries behind: cleared before the next.
  const vacuum = () => client.query('VACUUM ANALYZE orders, holdings, unit_movements');
  try {
    await seedOrders(client);
    const [{ count }] = (
      await client.query(`SELECT count(*)::int AS count FROM orders WHERE trade_date = $1`, [tradeDate])
    ).rows as [{ count: number }];
    await vacuum();

    const measured: SettlementBench['rounds'] = [];
    let ordersSettled = 0;
    let ledgerRows = 0;
    for (let round = 0; round < rounds; round++) {
      await client.query('BEGIN');
      const bareStart = performance.now();
      await client.query(
        `UPDATE orders SET stage = 'success', nav = 12.3457, fee = round(coalesce(amount, 0) * 0.0025, 2),
           settled_units = trunc(coalesce(amount, 0) / 12.3457, 4), settled_amount = amount, settled_at = now()
         WHERE trade_date = $1 AND stage = 'approved'`,
        [tradeDate],
      );
      const bareMs = performance.now() - bareStart;
      await client.query('ROLLBACK');
      await vacuum();

      const transaction = await ctx.sequelize.transaction();
      const settleStart = performance.now();
      ordersSettled = 0;
      for (const code of new Set(strategies)) {
        ordersSettled +=
          (
            await settleStrategyDate(ctx, code, tradeDate, transaction, {
              cause: 'NAV_APPROVED',
              actorId: null,
            })
          )?.ordersSettled ?? 0;
      }
      const settleMs = performance.now() - settleStart;
      const [ledger] = await ctx.sequelize.query<{ rows: number }>(
        'SELECT count(*)::int AS rows FROM unit_movements',
        { type: QueryTypes.SELECT, transaction },
      );
      ledgerRows = ledger?.rows ?? 0;
      await transaction.rollback();
      await vacuum();
      measured.push({ bareMs, settleMs });
    }
    return {
      orders: count,
      rounds: measured,
      bareMs: median(measured.map((r) => r.bareMs)),
      settleMs: median(measured.map((r) => r.settleMs)),
      ordersSettled,
      ledgerRows,
    };
  } finally {
    await client.end();
    await ctx.sequelize.close();
  }
}
