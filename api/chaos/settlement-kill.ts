import { fork } from 'node:child_process';
import { QueryTypes } from 'sequelize';
import { addBenchInvestor, benchContext } from '../bench/bench-server.ts';
import { approveNav, navId } from '../src/modules/navs/service.ts';
import { checkLedger } from '../src/modules/settlements/ledger-check.ts';
import type { AppContext } from '../src/platform/context.ts';
import {
  type ChaosDatabase,
  chaosContext,
  type ScenarioResult,
  withApplicationName,
} from './chaos-context.ts';

const investors = 3_000;
const code = 'M-BTC';
const openingDate = '2026-11-19';
const tradeDate = '2026-11-20';
const nav = '12.3457';
/** Where in the measured approval the process is killed, as a share of its length. */
const killPoints = [0.05, 0.25, 0.5, 0.75, 0.95];
const processName = 'chaos-approval';

/**
 * SIGKILL of the process approving a NAV, at several points of its settlement (about 9,000 orders: increases and
 * reductions with their payouts and tax invoices). After each kill nothing is half-done (the NAV still pending,
 * no order, movement, payout or invoice of the day), the ledger check passes, and approving again gives exactly
 * what an approval that was never interrupted gives.
 */
export async function settlementKill(db: ChaosDatabase): Promise<ScenarioResult> {
  const lines: string[] = [];
  let held = true;
  await prepareTemplate(db);
  const reference = await approveOnCopy(db, 'chaos_settle_reference', null);
  lines.push(
    `reference approval: ${reference.settled} orders settled in ${reference.approvalMs.toFixed(0)} ms (no kill)`,
  );
  for (const share of killPoints) {
    const name = `chaos_settle_${Math.round(share * 100)}`;
    const run = await approveOnCopy(db, name, reference.approvalMs * share);
    const same = run.after === reference.after;
    const ok = run.untouched && run.ledgerOk && same;
    held &&= ok;
    const point =
      run.killedAtMs === null
        ? `not killed: the approval finished before ${Math.round(share * 100)} % of the reference's time`
        : `killed at ${run.killedAtMs.toFixed(0)} ms (${Math.round(share * 100)} %) during ${run.during}`;
    lines.push(
      `${point}: ` +
        `${run.untouched ? 'nothing half-done' : 'HALF-DONE'}, ledger ${run.ledgerOk ? 'passes' : 'FAILS'}, ` +
        `approved again: ${same ? 'the same result as the reference' : 'A DIFFERENT RESULT'}`,
    );
    await db.dropDatabase(name);
  }
  await db.dropDatabase('chaos_settle_reference');
  await db.dropDatabase('chaos_settle_template');
  return { name: 'SIGKILL during a NAV approval', held, lines };
}

/** A database with the day before settled through the real approval, and the day's orders waiting for their NAV. */
async function prepareTemplate(db: ChaosDatabase) {
  await db.dropDatabase('chaos_settle_template');
  await db.ensureDatabase('chaos_settle_template');
  const ctx = await benchContext(db.url('chaos_settle_template'));
  try {
    await addBenchInvestor(ctx, 'chaos-maker@example.com', 'operations');
    await addBenchInvestor(ctx, 'chaos-checker@example.com', 'operations');
    const maker = await staffId(ctx, 'chaos-maker@example.com');
    await ctx.sequelize.query(
      `INSERT INTO users (email, password_hash, email_verified_at)
       SELECT 'chaos' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${investors}) g;
       CREATE TEMP TABLE chaos_users AS
         SELECT id, row_number() OVER (ORDER BY id) AS n FROM users WHERE email ~ '^chaos[0-9]+@example.com$';
       INSERT INTO kyc_bank_accounts (user_id, bank_code, account_number, account_name, status)
       SELECT id, '004', lpad(n::text, 10, '0'), 'Chaos Investor ' || n, 'VERIFIED' FROM chaos_users;
       INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       SELECT 'C-' || id || '-O', id, 'increase', :code, 20000 + n % 1000, 'approved', :openingDate, now()
       FROM chaos_users;
       INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, entered_by, entered_at)
       VALUES (:code, :openingDate, 10, 'PENDING', :maker, now())`,
      { replacements: { code, openingDate, maker } },
    );
    await approveNav(ctx, navId(code, openingDate), await checker(ctx));
    // The trade day: two increases and a reduction of 100 units (reserved when it was placed) per investor.
    await ctx.sequelize.query(
      `INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       SELECT 'C-' || u.id || '-I' || k, u.id, 'increase', :code, 10000 + (u.id * k) % 5000, 'approved', :tradeDate,
         now()
       FROM users u CROSS JOIN generate_series(1, 2) k WHERE u.email ~ '^chaos[0-9]+@example.com$';
       INSERT INTO orders (ref, user_id, kind, strategy_code, units, stage, trade_date, created_at)
       SELECT 'C-' || u.id || '-R', u.id, 'reduce', :code, 100, 'approved', :tradeDate, now()
       FROM users u WHERE u.email ~ '^chaos[0-9]+@example.com$';
       UPDATE holdings SET reserved_units = 100 WHERE strategy_code = :code;
       INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, entered_by, entered_at)
       VALUES (:code, :tradeDate, :nav, 'PENDING', :maker, now());
       ANALYZE orders; ANALYZE holdings;`,
      { replacements: { code, tradeDate, nav, maker } },
    );
  } finally {
    await ctx.sequelize.close();
  }
}

const staffId = async (ctx: AppContext, email: string) => {
  const [row] = await ctx.sequelize.query<{ id: number }>('SELECT id::int FROM users WHERE email = :email', {
    type: QueryTypes.SELECT,
    replacements: { email },
  });
  return row!.id;
};
const checker = async (ctx: AppContext) => ({
  id: await staffId(ctx, 'chaos-checker@example.com'),
  requestId: null,
  request: { ip: '127.0.0.1', userAgent: 'chaos' },
});

interface Approval {
  settled: number;
  approvalMs: number;
  killedAtMs: number | null;
  during: string;
  untouched: boolean;
  ledgerOk: boolean;
  /** A fingerprint of everything the approval decides (orders, holdings, ledger, payouts, invoices). */
  after: string;
}

/** On a fresh copy of the template: approve in a process of its own, killed after `killAfterMs` when given. */
async function approveOnCopy(db: ChaosDatabase, name: string, killAfterMs: number | null): Promise<Approval> {
  await db.dropDatabase(name);
  await db.ensureDatabase(name, 'chaos_settle_template');
  const ctx = chaosContext(db.url(name));
  try {
    const checkerId = (await checker(ctx)).id;
    const first = await runApproval(db.url(name), checkerId, killAfterMs, ctx);
    let untouched = true;
    let ledgerOk = true;
    if (first.killed) {
      // The killed process's server backend rolls back once it notices its client is gone.
      await waitForBackends(ctx);
      const [state] = await ctx.sequelize.query<{ status: string; settled: number; movements: number }>(
        `SELECT (SELECT status FROM strategy_navs WHERE strategy_code = :code AND nav_date = :tradeDate) AS status,
           (SELECT count(*)::int FROM orders WHERE trade_date = :tradeDate AND stage = 'success') AS settled,
           (SELECT count(*)::int FROM unit_movements WHERE trade_date = :tradeDate) +
           (SELECT count(*)::int FROM payouts) +
           (SELECT count(*)::int FROM tax_invoices WHERE trade_date = :tradeDate) AS movements`,
        { type: QueryTypes.SELECT, replacements: { code, tradeDate } },
      );
      const committed = state!.status === 'APPROVED';
      untouched = committed || (state!.settled === 0 && state!.movements === 0);
      ledgerOk = (await checkLedger(ctx, () => {})) === 0;
      if (!committed) await runApproval(db.url(name), checkerId, null, ctx);
    }
    if ((await checkLedger(ctx, () => {})) !== 0) ledgerOk = false;
    return {
      settled: first.settled,
      approvalMs: first.approvalMs,
      killedAtMs: first.killed ? killAfterMs : null,
      during: first.during,
      untouched,
      ledgerOk,
      after: await fingerprint(ctx),
    };
  } finally {
    await ctx.sequelize.close();
  }
}

async function runApproval(
  databaseUrl: string,
  checkerId: number,
  killAfterMs: number | null,
  ctx: AppContext,
) {
  const child = fork(new URL('./approve-nav-process.ts', import.meta.url), [
    withApplicationName(databaseUrl, processName),
    navId(code, tradeDate),
    String(checkerId),
  ]);
  let started = 0;
  let settled = 0;
  let during = 'the whole approval';
  let killed = false;
  let killTimer: NodeJS.Timeout | undefined;
  // An approval may finish before its kill point on a fast machine: the kill is then called off, and the run counts
  // as an approval that was never interrupted.
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (exitCode) => {
      clearTimeout(killTimer);
      resolve(exitCode);
    }),
  );
  child.on('message', (message: { started?: number; settled?: number }) => {
    if (message.settled !== undefined) settled = message.settled;
    if (message.started === undefined) return;
    started = performance.now();
    if (killAfterMs === null) return;
    killTimer = setTimeout(async () => {
      // What the server was doing for the process at that moment, as the kill's "point".
      const [activity] = await ctx.sequelize.query<{ query: string; state: string }>(
        `SELECT state, left(regexp_replace(query, '\\s+', ' ', 'g'), 60) AS query FROM pg_stat_activity
         WHERE application_name = :processName ORDER BY backend_start LIMIT 1`,
        { type: QueryTypes.SELECT, replacements: { processName } },
      );
      if (child.exitCode !== null || child.signalCode !== null) return;
      killed = child.kill('SIGKILL');
      during = activity ? `${activity.state}: "${activity.query.trim()}"` : 'no statement';
    }, killAfterMs);
  });
  const exitCode = await exited;
  if (!killed && exitCode !== 0) throw new Error(`the approval process exited with ${exitCode}`);
  return { settled, approvalMs: performance.now() - started, killed, during };
}

async function waitForBackends(ctx: AppContext) {
  for (let i = 0; i < 600; i++) {
    const [row] = await ctx.sequelize.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = :processName',
      { type: QueryTypes.SELECT, replacements: { processName } },
    );
    if (row!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the killed approval still holds a database connection after 60 s');
}

async function fingerprint(ctx: AppContext): Promise<string> {
  const [row] = await ctx.sequelize.query<{ print: string }>(
    `SELECT concat_ws(' ',
       (SELECT md5(string_agg(concat_ws('|', ref, stage, nav, fee, settled_units, settled_amount), ',' ORDER BY ref))
        FROM orders),
       (SELECT md5(string_agg(concat_ws('|', user_id, strategy_code, units, reserved_units, cost), ','
          ORDER BY user_id, strategy_code)) FROM holdings),
       (SELECT md5(string_agg(concat_ws('|', order_id, units, amount, nav), ',' ORDER BY order_id)) FROM unit_movements),
       (SELECT md5(string_agg(concat_ws('|', order_id, amount, fee, status), ',' ORDER BY order_id)) FROM payouts),
       (SELECT md5(string_agg(concat_ws('|', number, order_id, fee_kind, total), ',' ORDER BY number))
        FROM tax_invoices)) AS print`,
    { type: QueryTypes.SELECT },
  );
  return row!.print;
}
