import { bangkokDate, investing } from '@fund/domain';
import Joi from 'joi';
import { QueryTypes } from 'sequelize';
import { listOf } from '../../platform/answer-schemas.ts';
import { calendarDay } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { type ListParams, listQuery, pageOf, sendList } from '../../platform/simple-rest.ts';
import { actorOf, recordAudit } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { reconciliationAnswer, reconciliationRunAnswer } from './answers.ts';
import { reconcile } from './reconcile.ts';

const idParams = Joi.object({ id: Joi.number().integer().min(1).max(Number.MAX_SAFE_INTEGER).required() });

const selectRuns = `SELECT r.id::int, to_char(r.as_of, 'YYYY-MM-DD') AS "asOf", r.cause, r.status,
  r.positions_checked AS "positionsChecked", r.investors_checked AS "investorsChecked", r.break_count AS "breakCount",
  u.email AS "startedBy", r.created_at AS "createdAt"
  FROM reconciliation_runs r LEFT JOIN users u ON u.id = r.started_by`;

async function breaksOf(ctx: AppContext, runId: number) {
  return ctx.sequelize.query(
    `SELECT b.id::int, b.kind, b.user_id::int AS "userId", u.email, b.strategy_code AS "strategyCode",
       b.ours::text, b.theirs::text, b.difference::text
     FROM reconciliation_breaks b JOIN users u ON u.id = b.user_id WHERE b.run_id = :runId ORDER BY b.id`,
    { type: QueryTypes.SELECT, replacements: { runId } },
  );
}

/** The custodian reconciliation runs and their breaks (DESIGN §4), and a run on demand. */
export function custodianRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepCustodian')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/reconciliations',
      summary:
        'Reconciliation runs, newest first, clean or with breaks (react-admin; filter status); the header X-Custodian-Flag says whether the custodian flag is on',
      tag: 'admin',
      access: 'staff',
      request: {
        query: listQuery(
          ['asOf'],
          Joi.object({ status: Joi.string().valid(...investing.reconciliationStatuses) }),
        ),
      },
      responses: { 200: 'Runs; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(reconciliationRunAnswer) },
    },
    readers,
    async (req, res) => {
      const params = req.query as ListParams;
      const { offset, limit } = pageOf(params);
      const status = (params.filter?.status as string | undefined) ?? null;
      const where = 'WHERE (:status::text IS NULL OR r.status = :status)';
      const rows = await ctx.sequelize.query(
        `${selectRuns} ${where} ORDER BY r.as_of DESC, r.id DESC OFFSET :offset LIMIT :limit`,
        { type: QueryTypes.SELECT, replacements: { status, offset, limit } },
      );
      const [count] = await ctx.sequelize.query<{ total: number }>(
        `SELECT count(*)::int AS total FROM reconciliation_runs r ${where}`,
        { type: QueryTypes.SELECT, replacements: { status } },
      );
      res.setHeader('X-Custodian-Flag', (await currentFlags(ctx)).custodian ? 'on' : 'off');
      sendList(res, 'reconciliations', rows, offset, count?.total ?? 0);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/reconciliations/:id',
      summary: 'One reconciliation run with every break and its size (custodian minus ours)',
      tag: 'admin',
      access: 'staff',
      request: { params: idParams },
      responses: { 200: 'Run & { breaks }', 404: 'NOT_FOUND' },
      answers: { 200: reconciliationAnswer },
    },
    readers,
    async (req, res) => {
      const id = Number(req.params.id);
      const [run] = await ctx.sequelize.query(`${selectRuns} WHERE r.id = :id`, {
        type: QueryTypes.SELECT,
        replacements: { id },
      });
      if (!run) throw new AppError('NOT_FOUND', 404);
      res.json({ ...run, breaks: await breaksOf(ctx, id) });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/reconciliations',
      summary:
        'Reconcile now, as of asOf (default today in Bangkok); 409 CUSTODIAN_DISABLED when the flag is off',
      tag: 'admin',
      access: 'staff',
      request: { body: Joi.object({ asOf: calendarDay }) },
      responses: { 201: 'Run & { breaks }', 403: 'AUTH_FORBIDDEN', 409: 'CUSTODIAN_DISABLED' },
      answers: { 201: reconciliationAnswer },
    },
    keepers,
    async (req, res) => {
      const actor = actorOf(req);
      const asOf = (req.body.asOf as string | undefined) ?? bangkokDate(ctx.clock.now());
      const run = await reconcile(ctx, asOf, 'ON_DEMAND', actor.id);
      if (!run) throw new AppError('CUSTODIAN_DISABLED', 409);
      await ctx.sequelize.transaction((transaction) =>
        recordAudit(
          ctx,
          {
            actorId: actor.id,
            action: 'RECONCILIATION_RUN',
            subject: `reconciliations/${run.id}`,
            before: null,
            after: { asOf, status: run.status, breaks: run.breaks.length },
            requestId: actor.requestId,
            request: actor.request,
          },
          transaction,
        ),
      );
      const [row] = await ctx.sequelize.query(`${selectRuns} WHERE r.id = :id`, {
        type: QueryTypes.SELECT,
        replacements: { id: run.id },
      });
      res.status(201).json({ ...row, breaks: await breaksOf(ctx, run.id) });
    },
  );
}
