import type { Locale } from '../i18n/locales.ts';
import { formatted } from '../i18n/messages.ts';

// Business dates are Bangkok dates (DESIGN §3); Thai pages show the Buddhist Era year as Thai readers expect. Both
// come from the catalogue's i18next `datetime` format, which reads a plain date as that Bangkok day.
const timeZone = 'Asia/Bangkok';

/** `2026-02-05` → "5 กุมภาพันธ์ 2569" / "5 February 2026". */
export function formatDate(locale: Locale, isoDate: string): string {
  return formatted(locale, isoDate, 'datetime(dateStyle: long)');
}

/** The parts of an event's start time shown on a calendar leaf. */
export function calendarParts(locale: Locale, isoDateTime: string) {
  const part = (options: string) => formatted(locale, isoDateTime, `datetime(${options})`);
  return {
    day: part('day: numeric'),
    month: part('month: short'),
    weekday: part('weekday: long'),
    full: part('dateStyle: full'),
    time: part('hour: 2-digit; minute: 2-digit; hour12: false'),
  };
}

/** The date part (`YYYY-MM-DD`) of a timestamp, in Bangkok. */
export function bangkokDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(isoDateTime));
}
