import { investing } from '@fund/domain';
import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { requestReconciliation } from '../custodian/jobs.ts';
import { notifySettledOrders } from '../settlements/notices.ts';
import { approvedNavAnswer, navAnswer, navRowAnswer } from './answers.ts';
import { approveNav, enterNav, getNav, listNavs, navReadBy, rejectNav } from './service.ts';

const navIdParams = Joi.object({ id: Joi.string().max(60).required() });
const navBody = Joi.object({
  strategyCode: strategyCode.required(),
  navDate: calendarDay.required(),
  nav: Joi.string()
    .pattern(/^\d{1,16}(\.\d{1,4})?$/)
    .required()
    .custom((value: string, helpers) => (Number(value) > 0 ? value : helpers.error('any.invalid'))),
});
const navsQuery = listQuery(
  ['navDate'],
  Joi.object({
    strategyCode,
    status: Joi.string().valid(...investing.navStatuses),
    navDate: calendarDay,
  }),
);
/** NAV entry and approval (maker-checker); an approval settles its strategy's orders of that date (DESIGN §4). */
export function navsRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepNavs')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/navs',
      summary:
        'NAVs, each with `enteredByMe` (the requesting staff member is its maker) (react-admin; filters strategyCode, status, navDate; id is CODE_YYYY-MM-DD)',
      tag: 'admin',
      access: 'staff',
      request: { query: navsQuery },
      responses: { 200: 'NAVs; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(navRowAnswer) },
    },
    readers,
    listHandler('navs', async (params, { offset, limit }, req) => {
      const { rows, total } = await listNavs(
        ctx,
        params.filter ?? {},
        params.sort?.[1] ?? 'DESC',
        offset,
        limit,
      );
      return { rows: rows.map((row) => navReadBy(row, req.user!.id)), total };
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/navs/:id',
      summary: 'One NAV, with `enteredByMe` (the requesting staff member is its maker)',
      tag: 'admin',
      access: 'staff',
      request: { params: navIdParams },
      responses: { 200: 'NAV', 404: 'NOT_FOUND' },
      answers: { 200: navAnswer },
    },
    readers,
    async (req, res) => {
      res.json(navReadBy(await getNav(ctx, String(req.params.id)), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/navs',
      summary:
        'Enter a NAV for a business day that has come (PENDING until another staff member approves it)',
      tag: 'admin',
      access: 'staff',
      request: { body: navBody },
      responses: {
        201: 'NAV',
        403: 'AUTH_FORBIDDEN',
        409: 'NAV_ALREADY_APPROVED',
        422: 'VALIDATION_FAILED, NAV_DATE_IN_FUTURE, NAV_BEFORE_CUT_OFF, NAV_BEFORE_MANAGEMENT_START, NAV_NOT_BUSINESS_DAY',
      },
      answers: { 201: navAnswer },
    },
    keepers,
    async (req, res) => {
      res.status(201).json(navReadBy(await enterNav(ctx, req.body, actorOf(req)), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/navs/:id/approve',
      summary:
        'Approve a NAV (not its maker) and settle every approved order of that strategy and trade date',
      tag: 'admin',
      access: 'staff',
      request: { params: navIdParams, body: Joi.object({}) },
      responses: {
        200: '{ nav, settlement: { ordersSettled, unitsIn, unitsOut, amountIn, amountOut, fees } }',
        403: 'AUTH_FORBIDDEN, NAV_MAKER_CANNOT_APPROVE',
        404: 'NOT_FOUND',
        409: 'NAV_NOT_PENDING',
      },
      answers: { 200: approvedNavAnswer },
    },
    keepers,
    async (req, res) => {
      const approved = await approveNav(ctx, String(req.params.id), actorOf(req));
      // The e-mails of what settled; if this fails the worker writes them on its next pass.
      await notifySettledOrders(ctx).catch((err) => ctx.logger.warn({ err }, 'settlement e-mails postponed'));
      // The custodian hears of what settled and the books are compared; the 20:30 run catches a lost request.
      await requestReconciliation(ctx, approved.nav.navDate, 'NAV_APPROVED').catch((err) =>
        ctx.logger.warn({ err }, 'reconciliation not queued'),
      );
      res.json({ ...approved, nav: navReadBy(approved.nav, req.user!.id) });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/navs/:id/reject',
      summary: 'Reject a pending NAV with a reason (it can then be entered again)',
      tag: 'admin',
      access: 'staff',
      request: {
        params: navIdParams,
        body: Joi.object({ reason: Joi.string().trim().min(1).max(500).required() }),
      },
      responses: { 200: 'NAV', 403: 'AUTH_FORBIDDEN', 409: 'NAV_NOT_PENDING', 422: 'VALIDATION_FAILED' },
      answers: { 200: navAnswer },
    },
    keepers,
    async (req, res) => {
      const rejected = await rejectNav(ctx, String(req.params.id), actorOf(req), req.body.reason);
      res.json(navReadBy(rejected, req.user!.id));
    },
  );
}
