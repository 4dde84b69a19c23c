import { investing } from '@fund/domain';
import Joi from 'joi';
import { day, decimal, id, instant, listOf, nullable } from '../../platform/answer-schemas.ts';
import { calendarDay } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { currentFlags } from '../feature-flags/service.ts';
import {
  approveFxRate,
  enterFxRate,
  fxRateReadBy,
  getFxRate,
  latestFxRate,
  listFxRates,
  rejectFxRate,
} from './service.ts';

const rateParams = Joi.object({ id: calendarDay.required() });
const rateBody = Joi.object({
  rateDate: calendarDay.required(),
  // THB per 1 USD, up to 6 places; the bounds are the domain's (FX_RATE_OUT_OF_RANGE).
  rate: Joi.string()
    .pattern(/^\d{1,14}(\.\d{1,6})?$/)
    .required(),
});
const ratesQuery = listQuery(
  ['rateDate'],
  Joi.object({ status: Joi.string().valid(...investing.fxRateStatuses), rateDate: calendarDay }),
);

/**
 * The USD/THB reference rate (mfundCurrencySwitcher): operations enter it with the NAV, another staff member approves
 * it, and investors read the latest approved one to show values in USD.
 */
/** A USD/THB rate as staff enter and approve it (FxRateRow); its id is its date. */
const fxRateAnswer = Joi.object({
  id: day.required(),
  rateDate: day.required(),
  rate: decimal.example('35.1250').required(),
  status: Joi.string()
    .valid(...investing.fxRateStatuses)
    .required(),
  enteredBy: id.required(),
  enteredByEmail: nullable(Joi.string()).required(),
  enteredAt: instant.required(),
  approvedBy: nullable(id).required(),
  approvedByEmail: nullable(Joi.string()).required(),
  approvedAt: nullable(instant).required(),
  rejectReason: nullable(Joi.string()).required(),
  enteredByMe: Joi.boolean().required(),
});

export function fxRateRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepFxRates')];

  routes.add(
    {
      method: 'get',
      path: '/fx-rates/latest',
      summary:
        'The latest approved USD/THB reference rate (THB per 1 USD) and its date, for showing values in USD; rate and rateDate are null before any is approved',
      tag: 'fx-rates',
      access: 'public',
      responses: {
        200: '{ currency: "USD", rate, rateDate }',
        403: 'FX_DISPLAY_DISABLED (the mfundCurrencySwitcher flag is off)',
      },
      answers: {
        200: Joi.object({
          currency: Joi.string().valid('USD').required(),
          rate: nullable(decimal).required(),
          rateDate: nullable(day).required(),
        }),
      },
    },
    async (_req, res) => {
      if (!(await currentFlags(ctx)).mfundCurrencySwitcher) throw new AppError('FX_DISPLAY_DISABLED', 403);
      const latest = await latestFxRate(ctx);
      res.setHeader('Cache-Control', 'no-store');
      res.json({ currency: 'USD', rate: latest?.rate ?? null, rateDate: latest?.rateDate ?? null });
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/fx-rates',
      summary:
        'USD/THB reference rates, pending first, each with `enteredByMe` (react-admin; filters status, rateDate; id is the date YYYY-MM-DD)',
      tag: 'admin',
      access: 'staff',
      request: { query: ratesQuery },
      responses: { 200: 'Rates; Content-Range header', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(fxRateAnswer) },
    },
    readers,
    listHandler('fx-rates', async (params, { offset, limit }, req) => {
      const { rows, total } = await listFxRates(ctx, params.filter ?? {}, offset, limit);
      return { rows: rows.map((row) => fxRateReadBy(row, req.user!.id)), total };
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/fx-rates/:id',
      summary: 'One reference rate, with `enteredByMe`',
      tag: 'admin',
      access: 'staff',
      request: { params: rateParams },
      responses: { 200: 'Rate', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: fxRateAnswer },
    },
    readers,
    async (req, res) => {
      res.json(fxRateReadBy(await getFxRate(ctx, String(req.params.id)), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/fx-rates',
      summary:
        'Enter the USD/THB reference rate of a business day that has come (PENDING until another staff member approves it)',
      tag: 'admin',
      access: 'staff',
      request: { body: rateBody },
      responses: {
        201: 'Rate',
        403: 'AUTH_FORBIDDEN',
        409: 'FX_RATE_ALREADY_APPROVED',
        422: 'VALIDATION_FAILED, FX_RATE_OUT_OF_RANGE, FX_RATE_DATE_IN_FUTURE, FX_RATE_NOT_BUSINESS_DAY',
      },
      answers: { 201: fxRateAnswer },
    },
    keepers,
    async (req, res) => {
      res.status(201).json(fxRateReadBy(await enterFxRate(ctx, req.body, actorOf(req)), req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/fx-rates/:id/approve',
      summary: 'Approve a reference rate (not its maker); investors then see values in USD at it',
      tag: 'admin',
      access: 'staff',
      request: { params: rateParams, body: Joi.object({}) },
      responses: {
        200: 'Rate',
        403: 'AUTH_FORBIDDEN, FX_RATE_MAKER_CANNOT_APPROVE',
        404: 'NOT_FOUND',
        409: 'FX_RATE_NOT_PENDING',
      },
      answers: { 200: fxRateAnswer },
    },
    keepers,
    async (req, res) => {
      const approved = await approveFxRate(ctx, String(req.params.id), actorOf(req));
      res.json(fxRateReadBy(approved, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/fx-rates/:id/reject',
      summary: 'Reject a pending reference rate with a reason (it can then be entered again)',
      tag: 'admin',
      access: 'staff',
      request: {
        params: rateParams,
        body: Joi.object({ reason: Joi.string().trim().min(1).max(500).required() }),
      },
      responses: { 200: 'Rate', 403: 'AUTH_FORBIDDEN', 409: 'FX_RATE_NOT_PENDING', 422: 'VALIDATION_FAILED' },
      answers: { 200: fxRateAnswer },
    },
    keepers,
    async (req, res) => {
      const rejected = await rejectFxRate(ctx, String(req.params.id), actorOf(req), req.body.reason);
      res.json(fxRateReadBy(rejected, req.user!.id));
    },
  );
}
