import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { holidayAnswer } from '../holidays/answers.ts';
import { listHolidays } from '../holidays/service.ts';
import { tradingDayAnswer } from './answers.ts';
import { tradingDay } from './service.ts';

const publicHolidaysQuery = Joi.object({ year: Joi.number().integer().min(2000).max(2100).required() });

/** The business calendar anyone reads: where the clock stands for orders, and a year's closed days. */
export function calendarRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.add(
    {
      method: 'get',
      path: '/calendar/trading-day',
      summary:
        'The business date in Asia/Bangkok, the cut-off (14:00), the trade date an order confirmed now gets and its T+1',
      tag: 'calendar',
      access: 'public',
      responses: {
        200: '{ now, businessDate, isBusinessDay, cutOff, beforeCutOff, tradeDate, settlementDate }',
      },
      answers: { 200: tradingDayAnswer },
    },
    async (_req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await tradingDay(ctx));
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/calendar/holidays',
      summary: 'The closed days (besides weekends) of a year, with Thai and English names',
      tag: 'calendar',
      access: 'public',
      request: { query: publicHolidaysQuery },
      responses: { 200: '[{ date, nameTh, nameEn, source }]', 422: 'VALIDATION_FAILED' },
      answers: { 200: Joi.array().items(holidayAnswer) },
    },
    async (req, res) => {
      const { rows } = await listHolidays(ctx, { year: Number(req.query.year) }, 'ASC', 0, 400);
      res.setHeader('Cache-Control', 'public, max-age=300');
      res.json(rows.map(({ id: _id, ...day }) => day));
    },
  );
}
