/**
 * Field rules of the identity form (spec §3 "Identity form", §5; DESIGN §4 "Identity"). Pure: `today` is a
 * business date (YYYY-MM-DD, Asia/Bangkok) passed in by the caller.
 */

export const minimumAge = 20;

/** Digits only: spaces and dashes people type between the groups are dropped. */
export const normalizeNationalId = (value: string): string => value.replace(/[\s-]/g, '');

/** 13 digits whose last is the mod-11 check digit of the first twelve. */
export function isNationalId(value: string): boolean {
  const digits = normalizeNationalId(value);
  if (!/^\d{13}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 12; i += 1) sum += Number(digits[i]) * (13 - i);
  return (11 - (sum % 11)) % 10 === Number(digits[12]);
}

/** The laser code on the back of the card, as typed ("JT1-1234567-89") → "JT1123456789". */
export const normalizeLaserId = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** Two letters and ten digits. */
export const isLaserId = (value: string): boolean => /^[A-Z]{2}\d{10}$/.test(normalizeLaserId(value));

/**
 * DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real calendar date. A year of 2400 or more is read as a
 * Buddhist Era year (Thai screens show it), so 15/03/2549 is 2006-03-15.
 */
export function parseFormDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  if (!match) return null;
  const day = Number(match[1]);
  const month = Number(match[2]);
  let year = Number(match[3]);
  if (year >= 2400) year -= 543;
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** YYYY-MM-DD → DD/MM/YYYY (Gregorian). */
export const formatFormDate = (iso: string): string => iso.split('-').reverse().join('/');

/** Whole years between a birth date and a day, both YYYY-MM-DD. Someone born on 29 February turns a year older on 1 March in other years. */
export function ageOn(birthDate: string, today: string): number {
  const [by, bm, bd] = birthDate.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  const beforeBirthday = tm < bm || (tm === bm && td < bd);
  return ty - by - (beforeBirthday ? 1 : 0);
}

export const isOldEnough = (birthDate: string, today: string): boolean =>
  ageOn(birthDate, today) >= minimumAge;

/** Name letters: Thai script for Thai names, Latin for English ones, with spaces, dots, hyphens, apostrophes. */
export const isThaiName = (value: string): boolean =>
  /^[\u0E00-\u0E7F][\u0E00-\u0E7F .'-]*$/.test(value.trim());
export const isEnglishName = (value: string): boolean => /^[A-Za-z][A-Za-z .'-]*$/.test(value.trim());
