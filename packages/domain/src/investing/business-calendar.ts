import { bangkokDate } from '../calendar/bangkok-date.ts';

/**
 * Orders confirmed before 14:00 Asia/Bangkok on a business day trade at that day's NAV (spec §4, §9). The time as
 * the API and screens show it, and as minutes since midnight for comparing.
 */
export const cutOffTime = '14:00';
export const cutOffMinutes = Number(cutOffTime.slice(0, 2)) * 60 + Number(cutOffTime.slice(3));

/**
 * Where a holiday came from: the yearly library of Thai public holidays, a substitute day the library adds for one
 * falling on a weekend, or staff (the fund's own closures).
 */
export const holidaySources = ['LIBRARY', 'SUBSTITUTE', 'STAFF'] as const;
export type HolidaySource = (typeof holidaySources)[number];

/** Holidays as business dates (YYYY-MM-DD); the table staff edit is the source. */
export type HolidaySet = ReadonlySet<string>;

const dayMs = 24 * 60 * 60 * 1000;

function parseDate(date: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new RangeError(`not a business date: ${date}`);
  return Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
}

const formatDate = (utcMs: number) => new Date(utcMs).toISOString().slice(0, 10);

export function addCalendarDays(date: string, days: number): string {
  return formatDate(parseDate(date) + days * dayMs);
}

export function isWeekend(date: string): boolean {
  const weekday = new Date(parseDate(date)).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isBusinessDay(date: string, holidays: HolidaySet): boolean {
  return !isWeekend(date) && !holidays.has(date);
}

/** The first business day after `date`. */
export function nextBusinessDay(date: string, holidays: HolidaySet): string {
  let day = addCalendarDays(date, 1);
  while (!isBusinessDay(day, holidays)) day = addCalendarDays(day, 1);
  return day;
}

/** T+n: n business days after `date` (T+0 is `date` itself). */
export function addBusinessDays(date: string, n: number, holidays: HolidaySet): string {
  let day = date;
  for (let i = 0; i < n; i += 1) day = nextBusinessDay(day, holidays);
  return day;
}

/** Minutes since midnight in Bangkok. Thailand keeps UTC+7 all year (no daylight saving), so the offset is fixed. */
export function bangkokMinutesOfDay(instant: Date): number {
  return (instant.getUTCHours() * 60 + instant.getUTCMinutes() + 7 * 60) % (24 * 60);
}

/**
 * The trade date of an order confirmed at `instant`: that business day when before the cut-off, otherwise the next
 * business day (a Friday after 14:00 trades on Monday; the day before a holiday after 14:00 trades after it).
 */
export function tradeDateOf(instant: Date, holidays: HolidaySet): string {
  const today = bangkokDate(instant);
  if (isBusinessDay(today, holidays) && bangkokMinutesOfDay(instant) < cutOffMinutes) return today;
  return nextBusinessDay(today, holidays);
}

/** Whether `instant` is still before the cut-off of business date `date` (switch cancellation, spec §4). */
export function isBeforeCutOff(instant: Date, date: string): boolean {
  const today = bangkokDate(instant);
  if (today !== date) return today < date;
  return bangkokMinutesOfDay(instant) < cutOffMinutes;
}
