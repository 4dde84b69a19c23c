import { bangkokDate, documents, type Language } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type AuditRequest, recordAudit } from '../audit/service.ts';
import { enqueueUserMail } from '../mail/outbox.ts';
import { type InvestorDocument, statementDocument } from './catalogue.ts';
import { statementMonthsOf, statementOnRequest } from './monthly-statements.ts';
import { hasStatementFor } from './statement-facts.ts';

/**
 * Statement requests (issue 19): while performanceReport is off the Statements page is under maintenance, so the
 * investor asks staff for a month's statement instead of making it. The request waits in the staff inbox under its
 * own kind; staff send it from there, made by the same code as the monthly run, and the investor is e-mailed and
 * downloads it from the Statements page.
 */
export interface StatementRequest {
  id: number;
  reference: string;
  month: string;
  status: documents.StatementRequestStatus;
  requestedAt: string;
  sentAt: string | null;
  /** The statement, once staff have sent it. */
  document: InvestorDocument | null;
}

interface RequestRow {
  id: number;
  reference: string;
  month: string;
  closed: boolean;
  requestedAt: Date;
  sentAt: Date | null;
  statementId: number | null;
  generatedAt: Date | null;
}

const selectRequests = `
  SELECT i.id::int, i.reference, i.statement_month AS month, i.status = 'CLOSED' AS closed,
         i.created_at AS "requestedAt", CASE WHEN i.status = 'CLOSED' THEN i.updated_at END AS "sentAt",
         s.id::int AS "statementId", s.generated_at AS "generatedAt"
  FROM inbox_items i
  LEFT JOIN monthly_statements s
    ON s.user_id = i.user_id AND s.month = i.statement_month AND s.status = 'GENERATED' AND i.status = 'CLOSED'
  WHERE i.kind = 'STATEMENT_REQUEST'`;

const toRequest = (row: RequestRow): StatementRequest => ({
  id: row.id,
  reference: row.reference,
  month: row.month,
  status: row.closed ? 'SENT' : 'WAITING',
  requestedAt: row.requestedAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
  document:
    row.statementId !== null && row.generatedAt !== null
      ? statementDocument({ id: row.statementId, month: row.month, generatedAt: row.generatedAt })
      : null,
});

/** The investor's requests, newest first. */
export async function statementRequestsOf(ctx: AppContext, userId: number): Promise<StatementRequest[]> {
  const rows = await ctx.sequelize.query<RequestRow>(
    `${selectRequests} AND i.user_id = :userId ORDER BY i.created_at DESC, i.id DESC LIMIT 24`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return rows.map(toRequest);
}

async function requestById(ctx: AppContext, id: number): Promise<StatementRequest> {
  const [row] = await ctx.sequelize.query<RequestRow>(`${selectRequests} AND i.id = :id`, {
    type: QueryTypes.SELECT,
    replacements: { id },
  });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return toRequest(row);
}

/**
 * Files a request for a past month the investor held units in. Asking again for a month already waiting answers
 * that request (`created: false`) rather than a second one for staff to send.
 */
export async function requestStatement(
  ctx: AppContext,
  userId: number,
  month: string,
): Promise<{ request: StatementRequest; created: boolean }> {
  if (!documents.isPastMonth(month, bangkokDate(ctx.clock.now())))
    throw new AppError('STATEMENT_MONTH_NOT_ENDED', 422);
  // The months the Statements page offers, and of those only one the investor had something in.
  const offered = (await statementMonthsOf(ctx, userId)).includes(month);
  if (!offered || !(await hasStatementFor(ctx, userId, month)))
    throw new AppError('STATEMENT_NOTHING_HELD', 404);
  return ctx.sequelize.transaction(async (transaction) => {
    const [open] = await ctx.sequelize.query<{ id: number }>(
      `SELECT id::int FROM inbox_items
       WHERE kind = 'STATEMENT_REQUEST' AND user_id = :userId AND statement_month = :month AND status <> 'CLOSED'
       FOR UPDATE`,
      { type: QueryTypes.SELECT, replacements: { userId, month }, transaction },
    );
    if (open) return { request: await requestById(ctx, open.id), created: false };
    const [{ id }] = (await ctx.sequelize.query<{ id: string }>(
      "SELECT nextval('inbox_items_id_seq') AS id",
      {
        type: QueryTypes.SELECT,
        transaction,
      },
    )) as [{ id: string }];
    const day = bangkokDate(ctx.clock.now()).replaceAll('-', '');
    await ctx.sequelize.query(
      `INSERT INTO inbox_items (id, reference, kind, name, email, language, user_id, statement_month, created_at, updated_at)
       SELECT :id, :reference, 'STATEMENT_REQUEST',
              NULLIF(concat_ws(' ', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), ''),
              u.email, u.language, u.id, :month, :now, :now
       FROM users u LEFT JOIN kyc_profiles p ON p.user_id = u.id WHERE u.id = :userId
       ON CONFLICT DO NOTHING`,
      {
        replacements: {
          id,
          reference: `SR-${day}-${id.padStart(6, '0')}`,
          userId,
          month,
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
    // Another tab may have filed the same month a moment before (the insert then did nothing): answer that one.
    const [waiting] = await ctx.sequelize.query<RequestRow>(
      `${selectRequests} AND i.user_id = :userId AND i.statement_month = :month AND i.status <> 'CLOSED'`,
      { type: QueryTypes.SELECT, replacements: { userId, month }, transaction },
    );
    return { request: toRequest(waiting!), created: waiting!.id === Number(id) };
  });
}

/**
 * Staff send a waiting request: the statement is made (or the one a monthly run made is used), the request is
 * closed with a note, the investor is e-mailed in their language, and the sending is audited.
 */
export async function sendRequestedStatement(
  ctx: AppContext,
  itemId: number,
  actor: { id: number; requestId: string | null; request?: AuditRequest },
): Promise<void> {
  const [item] = await ctx.sequelize.query<{
    userId: number;
    month: string;
    status: string;
    language: Language;
  }>(
    `SELECT user_id::int AS "userId", statement_month AS month, status, language
     FROM inbox_items WHERE id = :itemId AND kind = 'STATEMENT_REQUEST'`,
    { type: QueryTypes.SELECT, replacements: { itemId } },
  );
  if (!item) throw new AppError('NOT_FOUND', 404);
  if (item.status === 'CLOSED') throw new AppError('STATEMENT_REQUEST_CLOSED', 409);
  const statement = await statementOnRequest(ctx, item.userId, item.month);
  await ctx.sequelize.transaction(async (transaction) => {
    const [closed] = await ctx.sequelize.query<{ id: number }>(
      `UPDATE inbox_items SET status = 'CLOSED', updated_at = :now WHERE id = :itemId AND status <> 'CLOSED'
       RETURNING id::int`,
      { type: QueryTypes.SELECT, replacements: { itemId, now: ctx.clock.now() }, transaction },
    );
    // Two officers pressing at once: the second finds it closed and sends nothing more.
    if (!closed) throw new AppError('STATEMENT_REQUEST_CLOSED', 409);
    await ctx.sequelize.query(
      'INSERT INTO inbox_notes (item_id, author_id, body, created_at) VALUES (:itemId, :authorId, :body, :now)',
      {
        replacements: {
          itemId,
          authorId: actor.id,
          body: `Statement sent (${statement.id}) / ส่งรายงานแล้ว`,
          now: ctx.clock.now(),
        },
        transaction,
      },
    );
    await enqueueUserMail(ctx, transaction, item.userId, 'statement-ready', {
      month: item.month,
      portalUrl: `${ctx.config.portalUrl}/statements`,
    });
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'inbox.statement_sent',
        subject: `inbox/${itemId}`,
        before: { status: item.status },
        after: { status: 'CLOSED', statement: statement.id, month: item.month },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
}
