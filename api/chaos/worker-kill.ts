import { type ChildProcess, fork } from 'node:child_process';
import { QueryTypes } from 'sequelize';
import { addBenchInvestor, benchContext } from '../bench/bench-server.ts';
import { requestStatementRun } from '../src/modules/documents/jobs.ts';
import { startStatementRun } from '../src/modules/documents/monthly-statements.ts';
import { approveNav, navId } from '../src/modules/navs/service.ts';
import { startJobQueue } from '../src/platform/job-queue.ts';
import { type ChaosDatabase, type ScenarioResult, sleep } from './chaos-context.ts';

const database = 'chaos_worker';
const investors = 300;
const code = 'M-BTC';
const tradeDate = '2026-10-15';
const month = '2026-10';
/** The share of the run's statements made before the job runner is killed. */
const killAtShare = 0.4;
const waitForRecoveryMs = 180_000;

/**
 * The process working the monthly-statements job SIGKILLed part-way through a run of 300 statements; another
 * process is started, as a restarted worker would be. The job runs again (pg-boss hands it over once its
 * heartbeat stops) and its effect happens once: one statement file and one e-mail per investor.
 */
export async function workerKill(db: ChaosDatabase): Promise<ScenarioResult> {
  await db.dropDatabase(database);
  await db.ensureDatabase(database);
  const ctx = await benchContext(db.url(database));
  const children: ChildProcess[] = [];
  try {
    await addBenchInvestor(ctx, 'chaos-maker@example.com', 'operations');
    await addBenchInvestor(ctx, 'chaos-checker@example.com', 'operations');
    await ctx.sequelize.query(
      `INSERT INTO users (email, password_hash, email_verified_at)
       SELECT 'statement' || g || '@example.com', 'not-a-password', now() FROM generate_series(1, ${investors}) g;
       INSERT INTO orders (ref, user_id, kind, strategy_code, amount, stage, trade_date, created_at)
       SELECT 'S-' || id, id, 'increase', :code, 10000 + id % 1000, 'approved', :tradeDate, now()
       FROM users WHERE email LIKE 'statement%@example.com';
       INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, entered_by, entered_at)
       SELECT :code, :tradeDate, 10, 'PENDING', id, now() FROM users WHERE email = 'chaos-maker@example.com'`,
      { replacements: { code, tradeDate } },
    );
    const [checker] = await ctx.sequelize.query<{ id: number }>(
      `SELECT id::int FROM users WHERE email = 'chaos-checker@example.com'`,
      { type: QueryTypes.SELECT },
    );
    await approveNav(ctx, navId(code, tradeDate), {
      id: checker!.id,
      requestId: null,
      request: { ip: '127.0.0.1', userAgent: 'chaos' },
    });

    const first = await startJobProcess(db.url(database));
    children.push(first);
    const runId = (await startStatementRun(ctx, month, { cause: 'SCHEDULE' }))!;
    const queue = await startJobQueue(ctx);
    try {
      await requestStatementRun({ ...ctx, jobs: queue }, runId);
    } finally {
      await queue.stop();
    }
    const made = () =>
      ctx.sequelize
        .query<{ n: number }>(
          `SELECT count(*)::int AS n FROM monthly_statements WHERE run_id = :runId AND status = 'GENERATED'`,
          { type: QueryTypes.SELECT, replacements: { runId } },
        )
        .then(([row]) => row!.n);
    while ((await made()) < investors * killAtShare) await sleep(100);
    first.kill('SIGKILL');
    const killedAt = performance.now();
    const madeBeforeKill = await made();

    const second = await startJobProcess(db.url(database));
    children.push(second);
    let resumedAfterMs: number | null = null;
    let finished = false;
    while (performance.now() - killedAt < waitForRecoveryMs) {
      const count = await made();
      if (resumedAfterMs === null && count > madeBeforeKill + 1)
        resumedAfterMs = performance.now() - killedAt;
      const [run] = await ctx.sequelize.query<{ finished: boolean }>(
        'SELECT finished_at IS NOT NULL AS finished FROM statement_runs WHERE id = :runId',
        { type: QueryTypes.SELECT, replacements: { runId } },
      );
      if (run!.finished) {
        finished = true;
        break;
      }
      await sleep(500);
    }
    const [result] = await ctx.sequelize.query<{
      statements: number;
      generated: number;
      files: number;
      mails: number;
      duplicateMails: number;
    }>(
      `SELECT (SELECT count(*)::int FROM monthly_statements WHERE run_id = :runId) AS statements,
         (SELECT count(*)::int FROM monthly_statements WHERE run_id = :runId AND status = 'GENERATED'
            AND emailed_at IS NOT NULL) AS generated,
         (SELECT count(*)::int FROM document_files WHERE document_id LIKE 'statement-%') AS files,
         (SELECT count(*)::int FROM outbox_messages WHERE template = 'statement-ready') AS mails,
         (SELECT count(*)::int FROM (SELECT recipient FROM outbox_messages WHERE template = 'statement-ready'
            GROUP BY 1 HAVING count(*) > 1) d) AS "duplicateMails"`,
      { type: QueryTypes.SELECT, replacements: { runId } },
    );
    const r = result!;
    const held =
      finished &&
      r.statements === investors &&
      r.generated === investors &&
      r.files === investors &&
      r.mails === investors &&
      r.duplicateMails === 0;
    return {
      name: 'The job runner killed in the middle of the monthly statements',
      held,
      lines: [
        `run of ${investors} statements; killed after ${madeBeforeKill}; another process started at once`,
        `the job resumed ${resumedAfterMs === null ? 'NEVER' : `${(resumedAfterMs / 1000).toFixed(0)} s`} after the kill ` +
          `and the run ${finished ? 'finished' : 'DID NOT FINISH'}`,
        `${r.generated}/${r.statements} statements made and e-mailed; ${r.files} statement files (one per ` +
          `statement and language is the table's key); ${r.mails} e-mails (${r.duplicateMails} investors e-mailed twice)`,
      ],
    };
  } finally {
    for (const child of children) child.kill('SIGKILL');
    await ctx.sequelize.close();
  }
}

async function startJobProcess(databaseUrl: string): Promise<ChildProcess> {
  const child = fork(new URL('./job-process.ts', import.meta.url), [databaseUrl]);
  await new Promise<void>((resolve, reject) => {
    child.once('message', () => resolve());
    child.once('exit', (exitCode) => reject(new Error(`the job process exited with ${exitCode}`)));
  });
  return child;
}
