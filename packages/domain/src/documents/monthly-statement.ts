import { addCalendarDays, type HolidaySet, isBusinessDay } from '../investing/business-calendar.ts';
import { type Dec, dec, roundAmount } from '../investing/money.ts';

/** A statement month, `YYYY-MM`. */
export type StatementMonth = string;

/** An investor's request for a month's statement WAITING until the statement is e-mailed (SENT). */
export const statementRequestStatuses = ['WAITING', 'SENT'] as const;
export type StatementRequestStatus = (typeof statementRequestStatuses)[number];

/** What started a run of a month's statements: the schedule on the month's first business day, or staff by hand. */
export const statementRunCauses = ['SCHEDULE', 'STAFF'] as const;
export type StatementRunCause = (typeof statementRunCauses)[number];

const monthPattern = /^(\d{4})-(0[1-9]|1[0-2])$/;

export function isStatementMonth(value: string): value is StatementMonth {
  return monthPattern.test(value);
}

const thaiMonthNames = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];
const englishMonthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A statement month as its reader names it: "ตุลาคม 2569" (Buddhist era) or "October 2026". */
export function monthName(month: StatementMonth, language: 'th' | 'en'): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return language === 'th'
    ? `${thaiMonthNames[number - 1]} ${year + 543}`
    : `${englishMonthNames[number - 1]} ${year}`;
}

/** The past months an investor may ask a statement of, newest first: from the month before `today`, `count` back. */
export function pastMonths(today: string, count: number): StatementMonth[] {
  const months: StatementMonth[] = [];
  let day = today;
  for (let i = 0; i < count; i += 1) {
    const month = previousMonth(day);
    months.push(month);
    day = `${month}-01`;
  }
  return months;
}

/** The first and last calendar dates of a month. */
export function monthBounds(month: StatementMonth): { first: string; last: string } {
  const match = monthPattern.exec(month);
  if (!match) throw new RangeError(`not a statement month: ${month}`);
  const [year, monthNumber] = [Number(match[1]), Number(match[2])];
  const first = `${month}-01`;
  const nextFirst =
    monthNumber === 12 ? `${year + 1}-01-01` : `${year}-${String(monthNumber + 1).padStart(2, '0')}-01`;
  return { first, last: addCalendarDays(nextFirst, -1) };
}

/** The month before the one `date` (YYYY-MM-DD) falls in. */
export function previousMonth(date: string): StatementMonth {
  return addCalendarDays(`${date.slice(0, 7)}-01`, -1).slice(0, 7);
}

/** The first business day of the month `date` falls in. */
export function firstBusinessDayOfMonth(date: string, holidays: HolidaySet): string {
  let day = `${date.slice(0, 7)}-01`;
  while (!isBusinessDay(day, holidays)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The month whose statements are due on business date `today`: on the first business day of a month, the month
 * before (spec: "a PDF on the first business day of each month, for the month before"); on any other day, none.
 */
export function statementMonthDueOn(today: string, holidays: HolidaySet): StatementMonth | null {
  return firstBusinessDayOfMonth(today, holidays) === today ? previousMonth(today) : null;
}

/**
 * Whether an investor may have the statement of `month` on business date `today`: only a month that has ended
 * (the current month's statement would change before its end).
 */
export function isPastMonth(month: StatementMonth, today: string): boolean {
  return isStatementMonth(month) && month < today.slice(0, 7);
}

/** One settled movement of units within the month, as the statement lists it. */
export interface StatementTransaction {
  tradeDate: string;
  ref: string | null;
  strategyCode: string;
  /** What the investor did: an increase, a reduction, or either leg of a switch. */
  kind: 'INCREASE' | 'REDUCE' | 'SWITCH_IN' | 'SWITCH_OUT';
  nav: string;
  /** Units bought (positive) or sold (negative). */
  units: string;
  /** Money paid in (a purchase, its fee included) or received (the proceeds after the reduce fee). */
  amount: string;
  fee: string;
}

/** One strategy's line: its units and their value at the start and end of the month. */
export interface StatementHoldingInput {
  strategyCode: string;
  openingUnits: string;
  /** The NAV of the last business day before the month (null: none approved yet, the holding was worth nothing). */
  openingNav: string | null;
  closingNav: string | null;
}

export interface StatementHolding {
  strategyCode: string;
  openingUnits: string;
  openingNav: string | null;
  openingValue: string;
  unitsIn: string;
  unitsOut: string;
  closingUnits: string;
  closingNav: string | null;
  closingValue: string;
  /** Money put in during the month (purchases and switch-ins, their fees included). */
  moneyIn: string;
  /** Money taken out during the month (reductions and switch-outs, after the reduce fee). */
  moneyOut: string;
  fees: string;
  /** The month's gain after fees: closing value − opening value − money in + money out. */
  gain: string;
  /** The gain over the money at work: opening value + money in (null when nothing was at work). */
  returnPercent: string | null;
}

export interface StatementFigures {
  holdings: StatementHolding[];
  totals: Pick<
    StatementHolding,
    'openingValue' | 'closingValue' | 'moneyIn' | 'moneyOut' | 'fees' | 'gain' | 'returnPercent'
  >;
}

// Units held are already at their 4 places; sums of them stay exact.
const unitsText = (value: Dec) => value.toFixed(4);
const percent = (gain: Dec, atWork: Dec) =>
  atWork.isZero() ? null : roundAmount(gain.div(atWork).mul(100)).toFixed(2);

/**
 * A monthly statement's figures: per strategy, the opening and closing units and value, what came in and went out,
 * the fees and the month's gain; and the totals. Values are units × NAV rounded to the satang; the gain is the
 * change in value less the net money put in, so opening value + money in − money out + gain = closing value,
 * exactly (to the satang) on every line and in total.
 */
export function statementFigures(
  holdings: readonly StatementHoldingInput[],
  transactions: readonly StatementTransaction[],
): StatementFigures {
  const codes = [
    ...new Set([...holdings.map((h) => h.strategyCode), ...transactions.map((t) => t.strategyCode)]),
  ].sort();
  const lines = codes.map((strategyCode): StatementHolding => {
    const holding = holdings.find((h) => h.strategyCode === strategyCode);
    const own = transactions.filter((t) => t.strategyCode === strategyCode);
    const openingUnits = dec(holding?.openingUnits ?? '0');
    const bought = own.filter((t) => dec(t.units).greaterThan(0));
    const sold = own.filter((t) => dec(t.units).lessThan(0));
    const sum = (list: readonly StatementTransaction[], pick: (t: StatementTransaction) => string) =>
      list.reduce((total: Dec, t) => total.plus(pick(t)), dec(0));
    const unitsIn = sum(bought, (t) => t.units);
    const unitsOut = sum(sold, (t) => t.units).neg();
    const closingUnits = openingUnits.plus(unitsIn).minus(unitsOut);
    const openingNav = holding?.openingNav ?? null;
    const closingNav = holding?.closingNav ?? null;
    const openingValue = roundAmount(openingUnits.mul(openingNav ?? '0'));
    const closingValue = roundAmount(closingUnits.mul(closingNav ?? '0'));
    const moneyIn = roundAmount(sum(bought, (t) => t.amount));
    const moneyOut = roundAmount(sum(sold, (t) => t.amount));
    const fees = roundAmount(sum(own, (t) => t.fee));
    const gain = closingValue.minus(openingValue).minus(moneyIn).plus(moneyOut);
    return {
      strategyCode,
      openingUnits: unitsText(openingUnits),
      openingNav,
      openingValue: openingValue.toFixed(2),
      unitsIn: unitsText(unitsIn),
      unitsOut: unitsText(unitsOut),
      closingUnits: unitsText(closingUnits),
      closingNav,
      closingValue: closingValue.toFixed(2),
      moneyIn: moneyIn.toFixed(2),
      moneyOut: moneyOut.toFixed(2),
      fees: fees.toFixed(2),
      gain: gain.toFixed(2),
      returnPercent: percent(gain, openingValue.plus(moneyIn)),
    };
  });
  const total = (pick: (line: StatementHolding) => string) =>
    lines.reduce((sum: Dec, line) => sum.plus(pick(line)), dec(0));
  const openingValue = total((l) => l.openingValue);
  const moneyIn = total((l) => l.moneyIn);
  const gain = total((l) => l.gain);
  return {
    holdings: lines,
    totals: {
      openingValue: openingValue.toFixed(2),
      closingValue: total((l) => l.closingValue).toFixed(2),
      moneyIn: moneyIn.toFixed(2),
      moneyOut: total((l) => l.moneyOut).toFixed(2),
      fees: total((l) => l.fees).toFixed(2),
      gain: gain.toFixed(2),
      returnPercent: percent(gain, openingValue.plus(moneyIn)),
    },
  };
}
