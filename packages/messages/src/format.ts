import { intlLocales } from './locales.ts';
import type { Language } from './types.ts';

/** Business dates and times are Bangkok's (DESIGN §3), wherever the page is built or the e-mail is sent. */
export const timeZone = 'Asia/Bangkok';

/** The Intl locale of a language as i18next or react-admin names it (`th`, `en`, `en-GB`); Thai by default. */
export const localeOf = (language: string | undefined): string =>
  intlLocales[(language?.startsWith('en') ? 'en' : 'th') satisfies Language];

/** A day written alone (`2026-02-05`): a business date, already a Bangkok calendar day. */
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A business date as every screen writes it, DD/MM/YYYY (spec §9), optionally after the short weekday: the Buddhist
 * era in Thai (08/12/2569), the Christian era in English (08/12/2026). A `YYYY-MM-DD` value is that day whatever
 * the machine's zone; an instant (`2026-12-08T23:30:00Z`, a Date) is the day it is in Bangkok (09/12).
 */
export function formatBusinessDate(
  value: string | Date,
  language: string,
  { weekday = false }: { weekday?: boolean } = {},
): string {
  const day = typeof value === 'string' && isoDay.test(value);
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    // A day alone is read at midnight UTC and shown in UTC, so no zone moves it to another day.
    timeZone: day ? 'UTC' : timeZone,
    weekday: weekday ? 'short' : undefined,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).formatToParts(day ? new Date(`${value}T00:00:00Z`) : new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  const date = `${part('day')}/${part('month')}/${part('year')}`;
  return weekday ? `${part('weekday')} ${date}` : date;
}

/** A decimal as the API writes it: an optional minus, digits, optionally a point and more digits. */
const decimalString = /^-?\d+(\.\d+)?$/;

/**
 * A decimal string (money, units, a NAV) with the reader's thousands separators, never through a binary float:
 * Intl.NumberFormat reads the string as an exact decimal. With `places` it shows that many (rounding half away from
 * zero, as Intl does); without, it keeps the string's own, so `120.55000000` stays eight places. A value that is
 * not a decimal string is shown as given.
 */
export function formatDecimal(value: string, language: string, { places }: { places?: number } = {}): string {
  if (!decimalString.test(value)) return value;
  const digits = places ?? value.split('.')[1]?.length ?? 0;
  return new Intl.NumberFormat(localeOf(language), {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
    // Intl reads a decimal string as an exact decimal; the cast only satisfies the ES2023 typings.
  }).format(value as unknown as number);
}

/**
 * An instant as DD/MM/YYYY HH:mm (24 hours) in Bangkok, whatever the machine's zone: when something happened (an
 * audit entry, a note, a payment notification). The Buddhist era in Thai (08/12/2569 14:05), the Christian era in
 * English (08/12/2026 14:05).
 */
export function formatDateTime(value: string | Date, language: string): string {
  const parts = new Intl.DateTimeFormat(localeOf(language), {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(value));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`;
}

const kibibyte = 1024;

/** A file's size in the largest unit it fills, to one place at most: `1,023 ไบต์`, `1.5 kB`, `1.3 MB`. */
export function formatFileSize(bytes: number, language: string): string {
  const [value, unit] =
    bytes >= kibibyte * kibibyte
      ? [bytes / (kibibyte * kibibyte), 'megabyte']
      : bytes >= kibibyte
        ? [bytes / kibibyte, 'kilobyte']
        : [bytes, 'byte'];
  return new Intl.NumberFormat(localeOf(language), { style: 'unit', unit, maximumFractionDigits: 1 }).format(
    value,
  );
}
