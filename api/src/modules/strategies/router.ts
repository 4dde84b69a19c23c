import { bangkokDate, investing } from '@fund/domain';
import Joi from 'joi';
import { calendarDay, strategyCode } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { navHistoryAnswer, strategiesAnswer, strategyDetailAnswer } from './answers.ts';
import { getStrategy, listStrategies, strategyNavHistory } from './service.ts';

export function strategyRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/strategies',
      summary: 'The strategies on offer, with an optional search and the total count',
      tag: 'strategies',
      access: 'public',
      request: { query: Joi.object({ q: Joi.string().trim().max(100).allow('') }) },
      responses: { 200: '{ data: Strategy[], total }' },
      answers: { 200: strategiesAnswer },
    },
    async (req, res) => {
      const data = await listStrategies(ctx, (req.query.q as string | undefined) || undefined);
      res.json({ data, total: data.length });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/strategies/:code',
      summary: 'One strategy by its fund code',
      tag: 'strategies',
      access: 'public',
      request: {
        params: Joi.object({ code: strategyCode.required() }),
      },
      responses: {
        200: 'Strategy with every spec §3 field, yearly returns and maximum drawdown (null before management starts)',
        404: 'NOT_FOUND',
      },
      answers: { 200: strategyDetailAnswer },
    },
    async (req, res) => {
      res.json(await getStrategy(ctx, String(req.params.code)));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/strategies/:code/nav',
      summary: 'Approved NAVs of one strategy between two dates (default: the last year), for the chart',
      tag: 'strategies',
      access: 'public',
      request: {
        params: Joi.object({ code: strategyCode.required() }),
        query: Joi.object({ from: calendarDay, to: calendarDay }),
      },
      responses: { 200: '{ data: [{ date, nav }] }', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: navHistoryAnswer },
    },
    async (req, res) => {
      const to = (req.query.to as string | undefined) ?? '9999-12-31';
      const from =
        (req.query.from as string | undefined) ??
        investing.addCalendarDays(bangkokDate(ctx.clock.now()), -366);
      res.json({ data: await strategyNavHistory(ctx, String(req.params.code), from, to) });
    },
  );
}
