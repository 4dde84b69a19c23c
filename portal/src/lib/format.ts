/**
 * How the investing screens show money, units, NAV, percentages and dates. Intl formats decimal strings exactly
 * (no conversion to a binary float), so what the API computed is what the reader sees.
 */

const locale = (language: string) => (language.startsWith('en') ? 'en-GB' : 'th-TH');

function decimals(language: string, value: string | null | undefined, places: number): string {
  if (value === null || value === undefined || value === '') return '-';
  const format = new Intl.NumberFormat(locale(language), {
    minimumFractionDigits: places,
    maximumFractionDigits: places,
  });
  // Intl.NumberFormat reads a decimal string as an exact decimal; the cast only satisfies older lib typings.
  return format.format(value as unknown as number);
}

/** 10000 → "10,000.00" (THB, two places). */
export const formatMoney = (language: string, value: string | null | undefined) =>
  decimals(language, value, 2);

/** Units and NAV carry four places. */
export const formatUnits = (language: string, value: string | null | undefined) =>
  decimals(language, value, 4);
export const formatNav = formatUnits;

/** "1.5" → "+1.50%"; the sign is part of a return. */
export function formatPercent(language: string, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '-';
  const text = decimals(language, value, 2);
  return `${value.startsWith('-') || /^0(\.0*)?$/.test(value) ? '' : '+'}${text}%`;
}

/** "2026-11-23" → "23/11/2569" on Thai screens (Buddhist Era), "23/11/2026" in English (spec §9 DD/MM/YYYY). */
export function formatDay(language: string, isoDay: string | null | undefined): string {
  if (!isoDay) return '-';
  const [year, month, day] = isoDay.slice(0, 10).split('-');
  const shown = language.startsWith('en') ? Number(year) : Number(year) + 543;
  return `${day}/${month}/${shown}`;
}

/** An instant in Bangkok time: "23/11/2569 13:59". */
export function formatDateTime(language: string, iso: string | null | undefined): string {
  if (!iso) return '-';
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Asia/Bangkok',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${formatDay(language, `${part('year')}-${part('month')}-${part('day')}`)} ${part('hour')}:${part('minute')}`;
}

/** The text of a bilingual value in the reader's language. */
export const textOf = (language: string, text: { th: string; en: string } | null | undefined) =>
  text ? (language.startsWith('en') ? text.en : text.th) : '';
