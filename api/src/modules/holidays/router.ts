import Joi from 'joi';
import { listOf } from '../../platform/answer-schemas.ts';
import { calendarDay } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { listHandler, listQuery } from '../../platform/simple-rest.ts';
import { actorOf } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { staffHolidayAnswer } from './answers.ts';
import { addHoliday, getHoliday, listHolidays, removeHoliday } from './service.ts';

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

/** The holiday table staff keep (the closed days besides weekends). */
export function holidaysRoutes(routes: ApiRoutes, ctx: AppContext): void {
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
    listHandler('holidays', (params, { offset, limit }) => {
      const year = params.filter?.year as number | undefined;
      return listHolidays(ctx, { year }, params.sort?.[1] ?? 'ASC', offset, limit);
    }),
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
