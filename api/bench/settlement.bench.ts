import pg from 'pg';
import { QueryTypes } from 'sequelize';
import { accrueManagementFees } from '../src/modules/settlements/management-fee.ts';
import { settleStrategyDate } from '../src/modules/settlements/settle.ts';
import { recalculateTiers } from '../src/modules/tiers/recalculate.ts';
import { benchContext } from './bench-server.ts';

const investors = 10_000;
const tradeDate = '2026-12-08';
const previousDate = '2026-12-07';
const nextDate = '2026-12-09';
// The five strategies open for orders; the next-generation one has not started management and takes none.
const strategies = ['M-BTC', 'M-LARGECAP', 'M-INFRA', 'M-META', 'M-STABLE'];
const sqlList = (values: string[]) => `ARRAY[${values.map((v) => `'${v}'`).join(', ')}]`;

/**
 * 100,000 approved orders for one trade date, 10 per investor, every kind the settlement handles: 7 increases
 * spread over the open strategies, a reduction of bitcoin units, a switch-out of stablecoin units (its in leg
 * waits for the next date's NAV) and the in leg of yesterday's switch (its out leg paid, so it buys today). Each
 * strategy's NAV for the day is approved; the indexes, ledger, payouts, fee rates and holdings are the real ones.
 */
export async function seedOrders(client: pg.Client): Promise<void> {
  await client.query(`
    INSERT INTO users (email, password_hash, email_verified_at)
    SELECT 'settle' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${investors}) g;
    CREATE TEMP TABLE bench_users AS
      SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email LIKE 'settle%@example.com';
    -- Each investor's verified bank account: every reduction's payout snapshots it.
    INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status)
    SELECT id, '004', lpad(n::text, 10, '0'), 'Bench Investor ' || n, 'VERIFIED' FROM bench_users;
    INSERT INTO holdings (user_id, strategy_code, units, reserved_units, cost)
    SELECT u.id, s.code, 1000, 100, 10000 FROM bench_users u
      CROSS JOIN (VALUES ('M-BTC'), ('M-STABLE')) AS s(code);
    INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
    SELECT 'B-' || u.id || '-' || k, u.id, 'increase', (${sqlList(strategies)})[1 + (k + u.n) % 5],
      10000 + (u.n % 1000), 'approved', '${tradeDate}', now()
    FROM bench_users u CROSS JOIN generate_series(1, 7) k;
    INSERT INTO orders (ref, user_id, kind, strategy_code, units, stage, trade_date, created_at)
    SELECT 'B-' || u.id || '-R', u.id, 'reduce', 'M-BTC', 100, 'approved', '${tradeDate}', now() FROM bench_users u;
    -- Today's switch-out and its in leg, which buys at the next date's NAV.
    INSERT INTO orders (ref, user_id, kind, leg, strategy_code, units, stage, trade_date, receive_type, created_at)
    SELECT 'B-' || u.id || '-SO', u.id, 'switch', 'out', 'M-STABLE', 100, 'approved', '${tradeDate}', 'SWITCH', now()
    FROM bench_users u;
    INSERT INTO orders (ref, user_id, kind, leg, strategy_code, paired_order_id, stage, trade_date, created_at)
    SELECT 'B-' || o.user_id || '-SI', o.user_id, 'switch', 'in', 'M-LARGECAP', o.id, 'approved', '${nextDate}', now()
    FROM orders o WHERE o.ref LIKE 'B-%-SO';
    -- Yesterday's switch-out, settled, and its in leg buying today.
    INSERT INTO orders (ref, user_id, kind, leg, strategy_code, units, stage, trade_date, nav, fee, settled_units,
      settled_amount, settled_at, receive_type, created_at)
    SELECT 'B-' || u.id || '-YO', u.id, 'switch', 'out', 'M-STABLE', 50, 'success', '${previousDate}', 10, 0, 50, 500,
      now(), 'SWITCH', now()
    FROM bench_users u;
    INSERT INTO orders (ref, user_id, kind, leg, strategy_code, paired_order_id, amount, stage, trade_date, created_at)
    SELECT 'B-' || o.user_id || '-YI', o.user_id, 'switch', 'in', 'M-INFRA', o.id, 500, 'approved', '${tradeDate}', now()
    FROM orders o WHERE o.ref LIKE 'B-%-YO';
    INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, approved_at)
    SELECT code, '${tradeDate}', 12.3457, 'APPROVED', now() FROM strategies
    ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = 12.3457, status = 'APPROVED', approved_at = now();
    ANALYZE orders; ANALYZE holdings;
  `);
}

export interface SettlementBench {
  orders: number;
  rounds: { bareMs: number; bareByStrategyMs: number; settleMs: number; withoutInvoicesMs: number }[];
  /** Medians over the rounds. */
  bareMs: number;
  /**
   * The same bare UPDATE run one strategy at a time, as the NAV approvals settle them (not the goal's baseline: what
   * settling per strategy costs before anything else is written).
   */
  bareByStrategyMs: number;
  settleMs: number;
  /** The same settlement with tax-invoice numbering off (generateTaxInvoiceNumber): what the invoices cost. */
  withoutInvoicesMs: number;
  ordersSettled: number;
  ledgerRows: number;
  /** Payouts the settlement created (one per reduction), in the same transaction. */
  payouts: number;
  /** The management fee accrual each NAV approval runs after settling, on every holding (median, not in the ratio). */
  accrualMs: number;
  /**
   * The customer-tier recalculation each NAV approval runs after its commit, for every holder of the strategy
   * (median over the rounds, each strategy once; not in the ratio: it runs outside the settlement's transaction).
   */
  tiersMs: number;
  /** Investors whose tier the last round changed. */
  tiersChanged: number;
}

const rounds = 3;
/** The goal's baseline: every approved order of the day to its settled stage, in one statement. */
const bareUpdate = `UPDATE orders SET stage = 'success', nav = 12.3457, fee = round(coalesce(amount, 0) * 0.0025, 2),
    settled_units = trunc(coalesce(amount, 0) / 12.3457, 4), settled_amount = amount, settled_at = now()
  WHERE trade_date = $1 AND stage = 'approved'`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * The settlement of every approved order of the day (each strategy's NAV approval, sells then buys, fees, ledger,
 * holdings), against one bare set-based UPDATE of the same rows to their settled stage, in the same run, and that
 * UPDATE again one strategy at a time (the same rows, checked). Each is rolled back and the tables vacuumed after it,
 * so every round starts from the same clean tables; the rounds alternate them, so a busy moment of the machine falls
 * on all, and the medians are compared.
 */
export async function benchSettlement(databaseUrl: string): Promise<SettlementBench> {
  const ctx = await benchContext(databaseUrl);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  // A rolled-back round leaves its dead row versions and index entries behind in every table it wrote: cleared
  // before the next, so no round pays for the one before it.
  const vacuum = () =>
    client.query(
      'VACUUM ANALYZE orders, holdings, unit_movements, payouts, tax_invoices, tax_invoice_counters, settlement_runs',
    );
  try {
    await seedOrders(client);
    const [{ count }] = (
      await client.query(`SELECT count(*)::int AS count FROM orders WHERE trade_date = $1`, [tradeDate])
    ).rows as [{ count: number }];
    await vacuum();

    const settleEveryStrategy = async (
      transaction: Awaited<ReturnType<typeof ctx.sequelize.transaction>>,
    ) => {
      let settled = 0;
      for (const code of strategies) {
        const totals = await settleStrategyDate(ctx, code, tradeDate, transaction, {
          cause: 'NAV_APPROVED',
          actorId: null,
        });
        settled += totals?.ordersSettled ?? 0;
      }
      return settled;
    };
    const measured: SettlementBench['rounds'] = [];
    const accruals: number[] = [];
    const tierRuns: number[] = [];
    let tiersChanged = 0;
    let ordersSettled = 0;
    let ledgerRows = 0;
    let payouts = 0;
    for (let round = 0; round < rounds; round++) {
      await client.query('BEGIN');
      const bareStart = performance.now();
      const bare = await client.query(bareUpdate, [tradeDate]);
      const bareMs = performance.now() - bareStart;
      await client.query('ROLLBACK');
      await vacuum();

      await client.query('BEGIN');
      const byStrategyStart = performance.now();
      let updatedByStrategy = 0;
      for (const code of strategies) {
        updatedByStrategy +=
          (await client.query(`${bareUpdate} AND strategy_code = $2`, [tradeDate, code])).rowCount ?? 0;
      }
      const bareByStrategyMs = performance.now() - byStrategyStart;
      if (updatedByStrategy !== bare.rowCount) {
        throw new Error(
          `the per-strategy UPDATE changed ${updatedByStrategy} orders, the single one ${bare.rowCount}`,
        );
      }
      await client.query('ROLLBACK');
      await vacuum();

      // The same settlement without its tax invoices, rolled back: their share of the time.
      const plain = await ctx.sequelize.transaction();
      await ctx.sequelize.query(
        `INSERT INTO feature_flags (name, enabled) VALUES ('generateTaxInvoiceNumber', false)
         ON CONFLICT (name) DO UPDATE SET enabled = false`,
        { transaction: plain },
      );
      const plainStart = performance.now();
      await settleEveryStrategy(plain);
      const withoutInvoicesMs = performance.now() - plainStart;
      await plain.rollback();
      await vacuum();

      const transaction = await ctx.sequelize.transaction();
      const settleStart = performance.now();
      ordersSettled = await settleEveryStrategy(transaction);
      const settleMs = performance.now() - settleStart;
      const accrualStart = performance.now();
      for (const code of strategies) await accrueManagementFees(ctx, code, tradeDate, transaction);
      accruals.push(performance.now() - accrualStart);
      // Measured inside the rolled-back transaction so every round starts from investors without a tier.
      const tiersStart = performance.now();
      tiersChanged = 0;
      for (const code of strategies) {
        tiersChanged += (await recalculateTiers(ctx, { strategyCode: code }, transaction))?.changed ?? 0;
      }
      tierRuns.push(performance.now() - tiersStart);
      const [ledger] = await ctx.sequelize.query<{ rows: number }>(
        'SELECT count(*)::int AS rows FROM unit_movements',
        { type: QueryTypes.SELECT, transaction },
      );
      ledgerRows = ledger?.rows ?? 0;
      const [created] = await ctx.sequelize.query<{ rows: number }>(
        'SELECT count(*)::int AS rows FROM payouts',
        {
          type: QueryTypes.SELECT,
          transaction,
        },
      );
      payouts = created?.rows ?? 0;
      await transaction.rollback();
      await vacuum();
      measured.push({ bareMs, bareByStrategyMs, settleMs, withoutInvoicesMs });
    }
    return {
      orders: count,
      rounds: measured,
      bareMs: median(measured.map((r) => r.bareMs)),
      bareByStrategyMs: median(measured.map((r) => r.bareByStrategyMs)),
      settleMs: median(measured.map((r) => r.settleMs)),
      withoutInvoicesMs: median(measured.map((r) => r.withoutInvoicesMs)),
      ordersSettled,
      ledgerRows,
      payouts,
      accrualMs: median(accruals),
      tiersMs: median(tierRuns),
      tiersChanged,
    };
  } finally {
    await client.end();
    await ctx.sequelize.close();
  }
}
