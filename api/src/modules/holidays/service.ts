import { bangkokDate, investing } from '@fund/domain';
import { Op, QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { thaiHolidaysOf } from './holiday-library.ts';

export interface HolidayRow {
  id: string;
  date: string;
  nameTh: string;
  nameEn: string;
  source: investing.HolidaySource;
}

/**
 * The first year whose days the rules may read: that of the earliest NAV, order or management start (the demo NAV
 * history begins at the management start, and is seeded after the holidays), and never later than last year.
 */
async function firstYearInUse(ctx: AppContext, year: number): Promise<number> {
  const [row] = await ctx.sequelize.query<{ first: string | null }>(
    `SELECT to_char(LEAST((SELECT min(nav_date) FROM strategy_navs), (SELECT min(trade_date) FROM orders),
       (SELECT min(management_start_date) FROM strategies)), 'YYYY') AS first`,
    { type: QueryTypes.SELECT },
  );
  return Math.min(year - 1, row?.first ? Number(row.first) : year);
}

/**
 * Adds the library's holidays from the first year in use (above) to two years ahead; safe on every start: a day
 * already in the table, kept or removed by staff, is left as it is (see the table's comment).
 */
export async function seedHolidays(ctx: AppContext): Promise<void> {
  const year = Number(bangkokDate(ctx.clock.now()).slice(0, 4));
  const first = await firstYearInUse(ctx, year);
  const days = Array.from({ length: year + 2 - first + 1 }, (_, i) => first + i).flatMap(thaiHolidaysOf);
  // One set-based statement for a few hundred days, keeping the days already there: SQL rather than the model.
  await ctx.sequelize.query(
    `INSERT INTO holidays (date, name_th, name_en, source)
     SELECT * FROM unnest(ARRAY[:dates]::date[], ARRAY[:namesTh]::text[], ARRAY[:namesEn]::text[], ARRAY[:sources]::text[])
     ON CONFLICT (date) DO NOTHING`,
    {
      replacements: {
        dates: days.map((d) => d.date),
        namesTh: days.map((d) => d.nameTh),
        namesEn: days.map((d) => d.nameEn),
        sources: days.map((d) => d.source),
      },
    },
  );
}

/** The closed days (not removed) between two business dates, for the calendar rules. */
export async function holidaySet(
  ctx: AppContext,
  from: string,
  to: string,
  transaction?: Transaction,
): Promise<investing.HolidaySet> {
  const rows = await ctx.models.Holiday.findAll({
    attributes: ['date'],
    where: { removedAt: null, date: { [Op.between]: [from, to] } },
    raw: true,
    transaction,
  });
  return new Set(rows.map((r) => r.date));
}

/** Holidays around an instant: enough days either side for any T+n the product uses. */
export async function holidaysAround(ctx: AppContext, instant: Date): Promise<investing.HolidaySet> {
  const today = bangkokDate(instant);
  return holidaySet(ctx, investing.addCalendarDays(today, -60), investing.addCalendarDays(today, 60));
}

/** A closed day as the back office shows it: the date is its id. */
function holidayOf(row: { date: string; nameTh: string; nameEn: string; source: string }): HolidayRow {
  const { date, nameTh, nameEn, source } = row;
  return { id: date, date, nameTh, nameEn, source: source as HolidayRow['source'] };
}

export async function listHolidays(
  ctx: AppContext,
  filter: { year?: number },
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
): Promise<{ rows: HolidayRow[]; total: number }> {
  const { rows, count } = await ctx.models.Holiday.findAndCountAll({
    where: {
      removedAt: null,
      ...(filter.year ? { date: { [Op.between]: [`${filter.year}-01-01`, `${filter.year}-12-31`] } } : {}),
    },
    order: [['date', order === 'DESC' ? 'DESC' : 'ASC']],
    offset,
    limit,
    raw: true,
  });
  return { rows: rows.map(holidayOf), total: count };
}

export async function getHoliday(ctx: AppContext, date: string): Promise<HolidayRow> {
  const row = await ctx.models.Holiday.findOne({ where: { date, removedAt: null }, raw: true });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return holidayOf(row);
}

type Actor = RequestActor;

/**
 * Staff add a closed day (or bring back one they removed); weekends need no entry. Not a day orders are waiting to
 * trade on (confirm or approved, switch-in legs included): no NAV can be entered for a holiday, so they could never
 * settle.
 */
export async function addHoliday(
  ctx: AppContext,
  input: { date: string; nameTh: string; nameEn: string },
  actor: Actor,
): Promise<HolidayRow> {
  if (investing.isWeekend(input.date)) throw new AppError('CALENDAR_WEEKEND', 422);
  await ctx.sequelize.transaction(async (transaction) => {
    const [open] = await ctx.sequelize.query<{ orders: number }>(
      `SELECT count(*)::int AS orders FROM orders WHERE trade_date = :date AND stage IN ('confirm', 'approved')`,
      { type: QueryTypes.SELECT, replacements: { date: input.date }, transaction },
    );
    if (open!.orders > 0) {
      throw new AppError('CALENDAR_DAY_HAS_ORDERS', 409, { details: { orders: open!.orders } });
    }
    // SQL rather than the model: adding a new day and bringing back a removed one, but never a kept one, is one
    // conditional upsert.
    const [added] = await ctx.sequelize.query(
      `INSERT INTO holidays (date, name_th, name_en, source, created_by)
       VALUES (:date, :nameTh, :nameEn, 'STAFF', :actorId)
       ON CONFLICT (date) DO UPDATE SET name_th = :nameTh, name_en = :nameEn, source = 'STAFF',
         removed_at = NULL, updated_at = now()
       WHERE holidays.removed_at IS NOT NULL
       RETURNING date`,
      { replacements: { ...input, actorId: actor.id }, transaction },
    );
    if (added.length === 0) throw new AppError('CALENDAR_DAY_EXISTS', 409);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'HOLIDAY_ADDED',
        subject: `holiday:${input.date}`,
        before: null,
        after: input,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getHoliday(ctx, input.date);
}

export async function removeHoliday(ctx: AppContext, date: string, actor: Actor): Promise<HolidayRow> {
  const existing = await getHoliday(ctx, date);
  await ctx.sequelize.transaction(async (transaction) => {
    const now = ctx.clock.now();
    await ctx.models.Holiday.update(
      { removedAt: now, updatedAt: now },
      { where: { date, removedAt: null }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'HOLIDAY_REMOVED',
        subject: `holiday:${date}`,
        before: existing,
        after: null,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return existing;
}
