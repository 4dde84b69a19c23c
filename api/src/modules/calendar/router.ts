import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import { calendarDay } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { type ListParams, listQuery, pageOf, sendList } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { holidayAnswer, staffHolidayAnswer, tradingDayAnswer } from './answers.ts';
import { addHoliday, getHoliday, listHolidays, removeHoliday, tradingDay } from './service.ts';

const holidayParams = Joi.object({ id: calendarDay.required() });
const holidayBody = Joi.object({
  date: calendarDay.required(),
  nameTh: Joi.string().trim().min(1).max(200).required(),
  nameEn: Joi.string().trim().min(1).max(200).required(),
});
const holidaysListQuery = listQuery(
  ['date'],
  Joi.object({ year: Joi.number().integer().min(2000).max(2100) }),
);
const publicHolidaysQuery = Joi.object({ year: Joi.number().integer().min(2000).max(2100).required() });

/** The business calendar: where the clock stands for orders (public), and the holiday table staff keep. */
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

  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepCalendar')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/holidays',
      summary: 'Holidays (react-admin; filter by year)',
      tag: 'admin',
      access: 'staff',
      request: { query: holidaysListQuery },
      responses: { 200: 'Holidays; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffHolidayAnswer) },
    },
    readers,
    async (req, res) => {
      const params = req.query as ListParams;
      const { offset, limit } = pageOf(params);
      const year = params.filter?.year as number | undefined;
      const { rows, total } = await listHolidays(ctx, { year }, params.sort?.[1] ?? 'ASC', offset, limit);
      sendList(res, 'holidays', rows, offset, total);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/holidays/:id',
      summary: 'One holiday (its id is the date)',
      tag: 'admin',
      access: 'staff',
      request: { params: holidayParams },
      responses: { 200: 'The holiday', 404: 'NOT_FOUND' },
      answers: { 200: staffHolidayAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await getHoliday(ctx, String(req.params.id)));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/admin/holidays',
      summary: 'Add a closed day (audited)',
      tag: 'admin',
      access: 'staff',
      request: { body: holidayBody },
      responses: {
        201: 'The holiday',
        403: 'AUTH_FORBIDDEN',
        409: 'CALENDAR_DAY_EXISTS, CALENDAR_DAY_HAS_ORDERS (details: orders)',
        422: 'VALIDATION_FAILED, CALENDAR_WEEKEND',
      },
      answers: { 201: staffHolidayAnswer },
    },
    keepers,
    async (req, res) => {
      res.status(201).json(await addHoliday(ctx, req.body, actorOf(req)));
    },
  );

  routes.addGuarded(
    {
      method: 'delete',
      path: '/admin/holidays/:id',
      summary: 'Open a day again (audited; seeding never brings it back)',
      tag: 'admin',
      access: 'staff',
      request: { params: holidayParams },
      responses: { 200: 'The removed holiday', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND' },
      answers: { 200: staffHolidayAnswer },
    },
    keepers,
    async (req, res) => {
      res.json(await removeHoliday(ctx, String(req.params.id), actorOf(req)));
    },
  );
}
