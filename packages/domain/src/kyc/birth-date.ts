import { errors as en } from '@fund/messages/namespaces/errors.en';
import { errors as th } from '@fund/messages/namespaces/errors.th';
import { bangkokDate } from '../calendar/bangkok-date.ts';

/**
 * Birth dates (spec §3 "Identity form", §5 "Birth date valid DD/MM/YYYY; under 20 cannot continue", §9 minimum
 * age 20, Asia/Bangkok). Dates are calendar dates, compared as such: no time of day, no server time zone.
 */
export const minimumAge = 20;

export interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

export const birthDateMessage = { th: th.KYC_BIRTH_DATE_INVALID, en: en.KYC_BIRTH_DATE_INVALID };

export const underAgeMessage = { th: th.KYC_UNDER_AGE, en: en.KYC_UNDER_AGE };

function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * Reads DD/MM/YYYY (one- or two-digit day and month, four-digit year). `era: 'BE'` reads a Buddhist Era year
 * (Thai screens), 543 years ahead of the Gregorian one. Null for anything that is not a real date.
 */
export function parseDdMmYyyy(text: string, options: { era?: 'CE' | 'BE' } = {}): CalendarDate | null {
  const match = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  const year = Number(match[3]) - (options.era === 'BE' ? 543 : 0);
  if (year < 1800 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/**
 * The date fields of the identity form as the API stores them (YYYY-MM-DD): exactly DD/MM/YYYY, two-digit day and
 * month; a year of 2400 or more is read as a Buddhist Era year (Thai screens show it), so 15/03/2549 is
 * 2006-03-15. Null when it is not a real date or lies before 1900.
 */
export function parseFormDate(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\d{2}\/\d{2}\/\d{4}$/.test(trimmed)) return null;
  const date = parseDdMmYyyy(trimmed, { era: Number(trimmed.slice(6)) >= 2400 ? 'BE' : 'CE' });
  return date && date.year >= 1900 ? toIsoDate(date) : null;
}

export function formatDdMmYyyy(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')}/${String(date.month).padStart(2, '0')}/${date.year}`;
}

/** YYYY-MM-DD, as the database and `bangkokDate` write it. */
export function toIsoDate(date: CalendarDate): string {
  return `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;
}

export function fromIsoDate(iso: string): CalendarDate {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day };
}

/** Full years between a birth date and a later date; a 29 February birthday is reached on 1 March in a common year. */
export function ageOn(birth: CalendarDate, on: CalendarDate): number {
  let age = on.year - birth.year;
  const birthdayNotYet = on.month < birth.month || (on.month === birth.month && on.day < birth.day);
  if (birthdayNotYet) age -= 1;
  return age;
}

/** Whether a person born on `birth` is at least 20 on the Asia/Bangkok date of the instant `now`. */
export function isOldEnough(birth: CalendarDate, now: Date): boolean {
  return ageOn(birth, fromIsoDate(bangkokDate(now))) >= minimumAge;
}

/** A birth date that lies after the Asia/Bangkok date of `now` cannot be a real one. */
export function isBirthDateInFuture(birth: CalendarDate, now: Date): boolean {
  return toIsoDate(birth) > bangkokDate(now);
}
