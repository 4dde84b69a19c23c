import { formatBusinessDate, formatDecimal, formatDateTime as formatInstant } from '@fund/messages/format';

/**
 * How the investing screens show money, units, NAV, percentages and dates, through the formats the back office
 * and the catalogue's i18next sentences share (`@fund/messages/format`). Intl formats decimal strings exactly (no
 * conversion to a binary float), so what the API computed is what the reader sees.
 */

function decimals(language: string, value: string | null | undefined, places: number): string {
  if (value === null || value === undefined || value === '') return '-';
  return formatDecimal(value, language, { places });
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
  return formatBusinessDate(isoDay.slice(0, 10), language);
}

/** An instant in Bangkok time: "23/11/2569 13:59" (the catalogue's `instant` format, which the back office uses). */
export function formatDateTime(language: string, iso: string | null | undefined): string {
  if (!iso) return '-';
  return formatInstant(iso, language);
}

/** The text of a bilingual value in the reader's language. */
export const textOf = (language: string, text: { th: string; en: string } | null | undefined) =>
  text ? (language.startsWith('en') ? text.en : text.th) : '';
