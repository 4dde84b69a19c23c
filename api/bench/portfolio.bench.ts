import pg from 'pg';
import { addBenchInvestor, benchContext, signIn, startBenchServer } from './bench-server.ts';
import { closedLoop, type LoadResult } from './load.ts';

const accounts = 10_000;
const ordersPerAccount = 100;
const benchEmail = 'bench-portfolio@example.com';
const codes = ['M-BTC', 'M-LARGECAP', 'M-INFRA', 'M-META', 'M-STABLE', 'M-NEXTGEN'];
const codeArray = `ARRAY[${codes.map((c) => `'${c}'`).join(', ')}]`;

/**
 * 10,000 accounts (the bench investor one of them), each with 100 orders over two years: increases, reductions and
 * every 20th a switch (its in leg a row of its own), settled except the newest few; 1,000,000 history rows in all
 * (1,050,000 order rows with the in legs). Holdings in three strategies each, and an approved NAV per strategy per
 * day. All set-based.
 */
export async function seedPortfolio(databaseUrl: string): Promise<{ userId: number; seedMs: number }> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  try {
    // A bulk load: foreign-key triggers off (the rows are consistent by construction) and the orders' secondary
    // indexes built once after the insert instead of row by row; the same indexes as the migrations leave.
    await client.query(`
      SET session_replication_role = replica; SET maintenance_work_mem = '256MB'; SET synchronous_commit = off;
      CREATE TEMP TABLE bench_order_indexes AS SELECT indexname, indexdef FROM pg_indexes
        WHERE schemaname = 'public' AND tablename = 'orders' AND indexname NOT IN ('orders_pkey', 'orders_ref_key');
      DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT indexname FROM bench_order_indexes LOOP EXECUTE 'DROP INDEX ' || quote_ident(r.indexname); END LOOP;
      END $$;
      INSERT INTO users (email, password_hash, email_verified_at)
      SELECT 'folio' || g || '@example.com', 'not-a-password', now() FROM generate_series(2, ${accounts}) g;
      CREATE TEMP TABLE bench_accounts AS
        SELECT id, (row_number() OVER (ORDER BY id))::int AS n FROM users
        WHERE email LIKE 'folio%@example.com' OR email = '${benchEmail}';
      INSERT INTO questionnaire_answers (user_id, kind, version, answers, result, created_at)
      SELECT a.id, 'suitability', q.version, '{}',
        jsonb_build_object('type', (ARRAY['LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'])[1 + a.n % 4], 'score', 50,
          'expiresAt', now() + interval '1 year'), now()
      FROM bench_accounts a, (SELECT max(version) AS version FROM questionnaires WHERE kind = 'suitability') q;
      INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, demo, approved_at)
      SELECT s.code, d::date, round(10 + s.i + 2 * sin(extract(epoch FROM d) / 864000.0 + s.i)::numeric, 4),
        'APPROVED', true, now()
      FROM unnest(${codeArray}) WITH ORDINALITY AS s(code, i),
        generate_series(date '2024-12-01', date '2026-11-30', interval '1 day') d
      ON CONFLICT (strategy_code, nav_date) DO NOTHING;
      INSERT INTO holdings (user_id, strategy_code, units, reserved_units, cost)
      SELECT a.id, (${codeArray})[1 + (a.n + j) % 6], 1000 + a.n % 500, 0, 10000 + a.n % 1000
      FROM bench_accounts a CROSS JOIN generate_series(0, 2) j;
      INSERT INTO orders (ref, user_id, kind, leg, strategy_code, amount, units, stage, trade_date, payment_type,
        receive_type, nav, fee, settled_units, settled_amount, settled_at, notified_at, created_at)
      SELECT 'P' || a.n || '-' || k, a.id, x.kind, CASE WHEN x.kind = 'switch' THEN 'out' END,
        (${codeArray})[1 + (a.n + k) % 6],
        CASE WHEN x.kind = 'increase' THEN 10000 + (a.n * k) % 5000 END,
        CASE WHEN x.kind <> 'increase' THEN 100 + k END,
        x.stage, date '2024-12-01' + k * 7 + (a.n % 7),
        CASE WHEN x.kind = 'increase' THEN (ARRAY['BANK_TRANSFER', 'QR_PAYMENT'])[1 + k % 2] END,
        CASE x.kind WHEN 'reduce' THEN 'BANK_ACCOUNT' WHEN 'switch' THEN 'SWITCH' END,
        CASE WHEN x.settled THEN 12.3457 END, CASE WHEN x.settled THEN 25 END,
        CASE WHEN x.settled THEN CASE WHEN x.kind = 'increase' THEN 800 + k ELSE 100 + k END END,
        CASE WHEN x.settled THEN 10000 + (a.n * k) % 5000 END,
        CASE WHEN x.settled THEN now() END, CASE WHEN x.settled THEN now() END,
        timestamp '2024-12-01 03:00' + (k * 7 + a.n % 7) * interval '1 day'
      FROM bench_accounts a CROSS JOIN generate_series(1, ${ordersPerAccount}) k
      CROSS JOIN LATERAL (SELECT
        CASE WHEN k % 20 = 0 THEN 'switch' WHEN k % 5 = 0 THEN 'reduce' ELSE 'increase' END AS kind,
        CASE WHEN k > 98 THEN 'confirm' WHEN k = 98 THEN 'approved' WHEN k % 37 = 0 THEN 'reject' ELSE 'success' END
          AS stage,
        k < 98 AND k % 37 <> 0 AS settled) x;
      INSERT INTO orders (ref, user_id, kind, leg, strategy_code, paired_order_id, amount, stage, trade_date,
        receive_type, nav, fee, settled_units, settled_amount, settled_at, notified_at, created_at)
      SELECT o.ref || '-IN', o.user_id, 'switch', 'in',
        (${codeArray})[1 + (array_position(${codeArray}, o.strategy_code) + 2) % 6], o.id, o.settled_amount,
        o.stage, o.trade_date + 1, 'SWITCH', o.nav, CASE WHEN o.settled_units IS NOT NULL THEN 0 END,
        o.settled_units, o.settled_amount, o.settled_at, o.notified_at, o.created_at
      FROM orders o WHERE o.leg = 'out' AND o.ref LIKE 'P%';
      DO $$ DECLARE r record; BEGIN
        FOR r IN SELECT indexdef FROM bench_order_indexes LOOP EXECUTE r.indexdef; END LOOP;
      END $$;
      RESET session_replication_role;
      ANALYZE orders; ANALYZE holdings; ANALYZE strategy_navs; ANALYZE questionnaire_answers;
    `);
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [
      benchEmail,
    ]);
    return { userId: Number(rows[0]!.id), seedMs: performance.now() - started };
  } finally {
    await client.end();
  }
}

export interface PortfolioBench {
  orderRows: number;
  historyRows: number;
  seedMs: number;
  results: LoadResult[];
}

/**
 * The account summary and the transaction history (first page; a filtered page) through the whole API, 4
 * concurrent clients, against the bare indexed SELECT of one history page straight from PostgreSQL.
 */
export async function benchPortfolio(databaseUrl: string): Promise<PortfolioBench> {
  const ctx = await benchContext(databaseUrl);
  await addBenchInvestor(ctx, benchEmail);
  await ctx.sequelize.close();
  const { userId, seedMs } = await seedPortfolio(databaseUrl);
  const database = new pg.Pool({ connectionString: databaseUrl, max: 4 });
  const server = await startBenchServer(databaseUrl);
  try {
    const { rows } = await database.query<{ rows: number; history: number }>(
      `SELECT count(*)::int AS rows, count(*) FILTER (WHERE leg IS DISTINCT FROM 'in')::int AS history FROM orders`,
    );
    const cookie = await signIn(server.url, benchEmail);
    const fetchJson = (path: string, check: (body: Record<string, unknown>) => boolean) => async () => {
      const res = await fetch(`${server.url}${path}`, { headers: { cookie } });
      return res.status === 200 && check((await res.json()) as Record<string, unknown>);
    };
    const hasRows = (body: Record<string, unknown>) => (body.data as unknown[]).length > 0;
    const run = (name: string, task: () => Promise<boolean>) => closedLoop(name, 4, task);
    await run('warm-up', fetchJson('/transactions', hasRows));
    const results = [
      await run('bare indexed SELECT of one history page (baseline)', async () => {
        const page = await database.query(
          `SELECT id, ref, kind, stage, strategy_code, trade_date, amount, units FROM orders
           WHERE user_id = $1 AND (leg IS NULL OR leg = 'out') ORDER BY trade_date DESC, id DESC LIMIT 20`,
          [userId],
        );
        return page.rows.length === 20;
      }),
      await run(
        'GET /portfolio/summary',
        fetchJson('/portfolio/summary', (body) => typeof body.totalValue === 'string'),
      ),
      await run('GET /transactions (first page of 20)', fetchJson('/transactions', hasRows)),
      await run(
        'GET /transactions?strategyCode&from&to&stage (filtered)',
        fetchJson('/transactions?strategyCode=M-STABLE&from=2025-01-01&to=2026-06-30&stage=success', hasRows),
      ),
    ];
    return { orderRows: rows[0]!.rows, historyRows: rows[0]!.history, seedMs, results };
  } finally {
    server.stop();
    await database.end();
  }
}

/** Runs the bench and prints it the way `npm run bench` prints the others. */
export async function reportPortfolioBench(databaseUrl: string): Promise<void> {
  const r = await benchPortfolio(databaseUrl);
  console.log(
    `\naccount summary and transaction history (${r.historyRows.toLocaleString('en')} transactions, ${r.orderRows.toLocaleString('en')} order rows, ${accounts.toLocaleString('en')} accounts; seeded in ${(r.seedMs / 1000).toFixed(0)} s; 4 concurrent clients):`,
  );
  const [bare, ...api] = r.results;
  for (const x of r.results) {
    console.log(
      `  ${x.name.padEnd(58)} p95 ${x.p95Ms.toFixed(1).padStart(7)} ms  ${x.perSecond.toFixed(0).padStart(6)} /s  errors ${x.errors}`,
    );
  }
  for (const x of api) {
    console.log(`  p95 ratio to the bare SELECT, ${x.name}: ${(x.p95Ms / bare!.p95Ms).toFixed(1)}×`);
  }
}
