import type { Locale } from '../i18n/locales.ts';

// Business dates are Bangkok dates (DESIGN §3); Thai pages show the Buddhist Era year as Thai readers expect.
const timeZone = 'Asia/Bangkok';
const intlLocale: Record<Locale, string> = { th: 'th-TH', en: 'en-GB' };

/** `2026-02-05` → "5 กุมภาพันธ์ 2569" / "5 February 2026". */
export function formatDate(locale: Locale, isoDate: string): string {
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00+07:00` : isoDate);
  return new Intl.DateTimeFormat(intlLocale[locale], { dateStyle: 'long', timeZone }).format(date);
}

/** The parts of an event's start time shown on a calendar leaf. */
export function calendarParts(locale: Locale, isoDateTime: string) {
  const date = new Date(isoDateTime);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(intlLocale[locale], { ...options, timeZone }).format(date);
  return {
    day: part({ day: 'numeric' }),
    month: part({ month: 'short' }),
    weekday: part({ weekday: 'long' }),
    full: part({ dateStyle: 'full' }),
    time: part({ hour: '2-digit', minute: '2-digit', hour12: false }),
  };
}

/** The date part (`YYYY-MM-DD`) of a timestamp, in Bangkok. */
export function bangkokDate(isoDateTime: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date(isoDateTime));
}
