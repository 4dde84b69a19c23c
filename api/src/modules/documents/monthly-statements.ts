import { bangkokDate, documents } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { holidaySet } from '../holidays/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { documentFile, type InvestorDocument, statementDocument } from './catalogue.ts';
import { hasStatementFor, investorsOfMonthSql } from './statement-facts.ts';

export interface StatementRun {
  id: number;
  month: string;
  cause: documents.StatementRunCause;
  startedBy: number | null;
  investors: number;
  generated: number;
  failed: number;
  pending: number;
  emailed: number;
  startedAt: string;
  finishedAt: string | null;
}

const runColumns = `r.id::int, r.month, r.cause, r.started_by::int AS "startedBy", r.investors, r.started_at AS "startedAt",
  r.finished_at AS "finishedAt",
  (SELECT count(*)::int FROM monthly_statements s WHERE s.run_id = r.id AND s.status = 'GENERATED') AS generated,
  (SELECT count(*)::int FROM monthly_statements s WHERE s.run_id = r.id AND s.status = 'FAILED') AS failed,
  (SELECT count(*)::int FROM monthly_statements s WHERE s.run_id = r.id AND s.status = 'PENDING') AS pending,
  (SELECT count(*)::int FROM monthly_statements s WHERE s.run_id = r.id AND s.emailed_at IS NOT NULL) AS emailed`;

export async function listStatementRuns(ctx: AppContext): Promise<StatementRun[]> {
  return ctx.sequelize.query<StatementRun>(`SELECT ${runColumns} FROM statement_runs r ORDER BY r.id DESC`, {
    type: QueryTypes.SELECT,
  });
}

export async function getStatementRun(ctx: AppContext, id: number): Promise<StatementRun> {
  const [run] = await ctx.sequelize.query<StatementRun>(
    `SELECT ${runColumns} FROM statement_runs r WHERE r.id = :id`,
    {
      type: QueryTypes.SELECT,
      replacements: { id },
    },
  );
  if (!run) throw new AppError('NOT_FOUND', 404, { detail: 'No such statement run' });
  return run;
}

/**
 * Starts a run of `month`: one statement per investor who held units or traded in it, attached to the run. A
 * statement already generated (on the investor's request, or by an earlier run) is attached as it is: its file is
 * never made again. The schedule starts one run per month; a second scheduled start returns null.
 */
export async function startStatementRun(
  ctx: AppContext,
  month: string,
  starter: { cause: 'SCHEDULE' } | { cause: 'STAFF'; actor: RequestActor },
): Promise<number | null> {
  const { first, last } = documents.monthBounds(month);
  return ctx.sequelize.transaction(async (transaction) => {
    const [run] = await ctx.sequelize.query<{ id: number }>(
      `INSERT INTO statement_runs (month, cause, started_by, investors, started_at)
       VALUES (:month, :cause, :startedBy, 0, :now) ON CONFLICT DO NOTHING RETURNING id::int`,
      {
        type: QueryTypes.SELECT,
        replacements: {
          month,
          cause: starter.cause,
          startedBy: starter.cause === 'STAFF' ? starter.actor.id : null,
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
    if (!run) return null;
    const [attached] = await ctx.sequelize.query<{ investors: number }>(
      `WITH attached AS (
         INSERT INTO monthly_statements (user_id, month, run_id, status, created_at)
         SELECT user_id, :month, :runId, 'PENDING', :now FROM (${investorsOfMonthSql}) i
         ON CONFLICT (user_id, month) DO UPDATE SET run_id = EXCLUDED.run_id,
           status = CASE WHEN monthly_statements.status = 'FAILED' THEN 'PENDING' ELSE monthly_statements.status END,
           error = NULL
         RETURNING 1)
       UPDATE statement_runs SET investors = (SELECT count(*) FROM attached) WHERE id = :runId
       RETURNING investors`,
      {
        type: QueryTypes.SELECT,
        replacements: { month, first, last, runId: run.id, now: ctx.clock.now() },
        transaction,
      },
    );
    if (starter.cause === 'STAFF') {
      await recordAudit(
        ctx,
        {
          actorId: starter.actor.id,
          action: 'statement-run.start',
          subject: `statement-run:${run.id}`,
          before: null,
          after: { month, investors: attached?.investors ?? 0 },
          requestId: starter.actor.requestId,
          request: starter.actor.request,
        },
        transaction,
      );
    }
    return run.id;
  });
}

/**
 * Renders one statement's PDF in its owner's language (kept in document_files: a download is then the same bytes)
 * and e-mails the owner that it is ready, once. A failure is kept on the statement for the retry.
 */
async function generateOne(ctx: AppContext, statement: { id: number; userId: number; month: string }) {
  try {
    const [owner] = await ctx.sequelize.query<{ language: 'th' | 'en' }>(
      'SELECT language FROM users WHERE id = :id',
      {
        type: QueryTypes.SELECT,
        replacements: { id: statement.userId },
      },
    );
    await documentFile(ctx, `statement-${statement.id}`, owner?.language ?? 'th', {
      userId: null,
      invoiceDownload: true,
    });
    await ctx.sequelize.transaction(async (transaction) => {
      await ctx.sequelize.query(
        `UPDATE monthly_statements SET status = 'GENERATED', error = NULL, generated_at = coalesce(generated_at, :now)
         WHERE id = :id`,
        { replacements: { id: statement.id, now: ctx.clock.now() }, transaction },
      );
      const [toTell] = await ctx.sequelize.query<{ id: number }>(
        'UPDATE monthly_statements SET emailed_at = :now WHERE id = :id AND emailed_at IS NULL RETURNING id',
        { type: QueryTypes.SELECT, replacements: { id: statement.id, now: ctx.clock.now() }, transaction },
      );
      if (toTell) {
        await enqueueUserMail(ctx, transaction, statement.userId, 'statement-ready', {
          month: statement.month,
          portalUrl: `${ctx.config.portalUrl}/statements`,
        });
      }
    });
    return true;
  } catch (err) {
    ctx.logger.error({ err, statement: statement.id }, 'monthly statement failed');
    await ctx.sequelize.query(
      `UPDATE monthly_statements SET status = 'FAILED', error = :error WHERE id = :id AND status <> 'GENERATED'`,
      {
        replacements: {
          id: statement.id,
          error: err instanceof Error ? err.message.slice(0, 500) : 'failed',
        },
      },
    );
    return false;
  }
}

/**
 * Generates up to `batch` of what a run still owes (pending statements, and generated ones not e-mailed yet), oldest
 * first; answers how many it took on (0: nothing owed).
 */
export async function processStatementBatch(ctx: AppContext, runId: number, batch = 100): Promise<number> {
  const owed = await ctx.sequelize.query<{ id: number; userId: number; month: string }>(
    `SELECT id::int, user_id::int AS "userId", month FROM monthly_statements
     WHERE run_id = :runId AND (status = 'PENDING' OR (status = 'GENERATED' AND emailed_at IS NULL))
     ORDER BY id LIMIT :batch`,
    { type: QueryTypes.SELECT, replacements: { runId, batch } },
  );
  for (const statement of owed) await generateOne(ctx, statement);
  return owed.length;
}

/**
 * Generates what a run still owes, a batch at a time, then marks it finished. Safe to run again after a stop: what
 * is done stays done, nothing is e-mailed twice.
 */
export async function processStatementRun(
  ctx: AppContext,
  runId: number,
  batch = 100,
): Promise<StatementRun> {
  for (;;) {
    if ((await processStatementBatch(ctx, runId, batch)) === 0) break;
  }
  await ctx.sequelize.query('UPDATE statement_runs SET finished_at = :now WHERE id = :runId', {
    replacements: { runId, now: ctx.clock.now() },
  });
  return getStatementRun(ctx, runId);
}

/** The failed statements of a run go back to pending, for the run to generate again; audited. */
export async function retryFailedStatements(
  ctx: AppContext,
  runId: number,
  actor: RequestActor,
): Promise<number> {
  await getStatementRun(ctx, runId);
  return ctx.sequelize.transaction(async (transaction) => {
    const retried = await ctx.sequelize.query<{ id: number }>(
      `UPDATE monthly_statements SET status = 'PENDING', error = NULL WHERE run_id = :runId AND status = 'FAILED'
       RETURNING id`,
      { type: QueryTypes.SELECT, replacements: { runId }, transaction },
    );
    if (retried.length === 0) throw new AppError('STATEMENT_RUN_HAS_NO_FAILURES', 409);
    await ctx.sequelize.query('UPDATE statement_runs SET finished_at = NULL WHERE id = :runId', {
      replacements: { runId },
      transaction,
    });
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'statement-run.retry',
        subject: `statement-run:${runId}`,
        before: null,
        after: { statements: retried.length },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return retried.length;
  });
}

/**
 * The schedule's daily look: on the first business day of a month, the run of the month before is started (once)
 * and every unfinished run is carried on.
 */
export async function runDueStatements(ctx: AppContext): Promise<StatementRun[]> {
  const today = bangkokDate(ctx.clock.now());
  const holidays = await holidaySet(ctx, `${today.slice(0, 7)}-01`, today);
  const due = documents.statementMonthDueOn(today, holidays);
  if (due) await startStatementRun(ctx, due, { cause: 'SCHEDULE' });
  const open = await ctx.sequelize.query<{ id: number }>(
    'SELECT id::int FROM statement_runs WHERE finished_at IS NULL ORDER BY id',
    { type: QueryTypes.SELECT },
  );
  const done: StatementRun[] = [];
  for (const run of open) done.push(await processStatementRun(ctx, run.id));
  return done;
}

/**
 * The investor's own statement of a past month, made on request if no run made it yet (the same code and the
 * same kept file as a run's). Refused for the current or a future month, and where nothing was held or traded.
 */
export async function statementOnRequest(
  ctx: AppContext,
  userId: number,
  month: string,
): Promise<InvestorDocument> {
  if (!documents.isPastMonth(month, bangkokDate(ctx.clock.now())))
    throw new AppError('STATEMENT_MONTH_NOT_ENDED', 422);
  if (!(await hasStatementFor(ctx, userId, month))) throw new AppError('STATEMENT_NOTHING_HELD', 404);
  const [row] = await ctx.sequelize.query<{ id: number; status: string }>(
    `INSERT INTO monthly_statements (user_id, month, status, created_at) VALUES (:userId, :month, 'PENDING', :now)
     ON CONFLICT (user_id, month) DO UPDATE SET month = EXCLUDED.month RETURNING id::int, status`,
    { type: QueryTypes.SELECT, replacements: { userId, month, now: ctx.clock.now() } },
  );
  if (row!.status !== 'GENERATED') {
    const [owner] = await ctx.sequelize.query<{ language: 'th' | 'en' }>(
      'SELECT language FROM users WHERE id = :id',
      {
        type: QueryTypes.SELECT,
        replacements: { id: userId },
      },
    );
    await documentFile(ctx, `statement-${row!.id}`, owner?.language ?? 'th', {
      userId: null,
      invoiceDownload: true,
    });
    // Asked for in the app and handed over at once: no e-mail about it.
    await ctx.sequelize.query(
      `UPDATE monthly_statements SET status = 'GENERATED', error = NULL, generated_at = :now, emailed_at = :now
       WHERE id = :id AND status <> 'GENERATED'`,
      { replacements: { id: row!.id, now: ctx.clock.now() } },
    );
  }
  const [generated] = await ctx.sequelize.query<{ id: number; month: string; generatedAt: Date }>(
    'SELECT id::int, month, generated_at AS "generatedAt" FROM monthly_statements WHERE id = :id',
    { type: QueryTypes.SELECT, replacements: { id: row!.id } },
  );
  return statementDocument(generated!);
}

// As far back as the app offers when the holdings began before any order (units given at a migration, say).
const monthsWithoutOrders = 24;

/**
 * The months an investor may ask a statement of, newest first, by the API's clock: every month that has ended since
 * the month of their first settled order (none before they ever held units).
 */
export async function statementMonthsOf(ctx: AppContext, userId: number): Promise<string[]> {
  const [row] = await ctx.sequelize.query<{ firstMonth: string | null; holds: boolean }>(
    `SELECT (SELECT to_char(min(trade_date), 'YYYY-MM') FROM orders WHERE user_id = :userId AND stage = 'success')
         AS "firstMonth",
       EXISTS (SELECT 1 FROM holdings WHERE user_id = :userId AND units > 0) AS holds`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  const today = bangkokDate(ctx.clock.now());
  if (!row?.firstMonth) return row?.holds ? documents.pastMonths(today, monthsWithoutOrders) : [];
  const monthIndex = (yyyyMm: string) => Number(yyyyMm.slice(0, 4)) * 12 + Number(yyyyMm.slice(5, 7));
  return documents.pastMonths(today, monthIndex(today) - monthIndex(row.firstMonth));
}
