import { addCalendarDays } from '../investing/business-calendar.ts';
import { type Dec, type DecimalInput, dec, roundAmount } from '../investing/money.ts';
import type { NavPoint } from '../investing/returns.ts';
import { daysBetween } from './dates.ts';
import { type DatedFlow, type IrrMethod, moneyWeightedReturn } from './irr.ts';
import { chronological, fifoLots, lotsCost, type SettledTrade } from './lots.ts';
import { periodStart, type ReportPeriod, reportPeriods } from './periods.ts';
import { reconcile } from './reconciliation.ts';
import { timeWeightedReturn, type ValuationDay } from './twr.ts';

/** One strategy's settled trades and its approved NAVs (oldest first). */
export interface StrategyHistory {
  strategyCode: string;
  trades: readonly SettledTrade[];
  navs: readonly NavPoint[];
}

/**
 * A switch's net proceeds between its legs: out of one strategy on `from` (the out leg's trade date), bought into
 * the other on `to` (null while the in leg has not bought). The investor's money meanwhile, in no holding.
 */
export interface CashInTransit {
  ref: string;
  amount: DecimalInput;
  from: string;
  to: string | null;
}

export interface ReportInput {
  asOf: string;
  strategies: readonly StrategyHistory[];
  transit?: readonly CashInTransit[];
}

/** What a book (one strategy, or everything) needs to be measured over a period. */
interface Book {
  first: string | null;
  valueAt(date: string): Dec;
  costAt(date: string): Dec;
  realisedIn(from: string, to: string): Dec;
  /** Money from the investor's side: paid in negative, received positive. */
  moneyFlows(from: string, to: string): DatedFlow[];
  valuationDays(from: string, to: string): ValuationDay[];
}

const inPeriod = (date: string, from: string, to: string) => date > from && date <= to;

/** The index of the last sorted date on or before `date`, or −1. */
function lastOnOrBefore(dates: readonly string[], date: string): number {
  let lo = 0;
  let hi = dates.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (dates[mid]! <= date) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found;
}

function strategyBook(history: StrategyHistory) {
  const trades = chronological(history.trades);
  const navs = [...history.navs].sort((a, b) => (a.date < b.date ? -1 : 1));
  const navDates = navs.map((n) => n.date);
  const { sales } = fifoLots(trades);
  const navAt = (date: string) => navs[lastOnOrBefore(navDates, date)];
  const valueFlow = (t: SettledTrade) => {
    const value = roundAmount(dec(t.units).times(t.nav));
    return t.side === 'buy' ? value : value.neg();
  };
  // One sweep over every NAV and trade date: the units, value and value moved by trades at the end of each day.
  // Units change only on trade dates and the NAV only on NAV dates, so any date's value is its last point's.
  const dates = [...new Set([...navDates, ...trades.map((t) => t.date)])].sort();
  const points: { date: string; units: Dec; value: Dec; flow: Dec }[] = [];
  let units = dec(0);
  let next = 0;
  for (const date of dates) {
    let flow = dec(0);
    for (; next < trades.length && trades[next]!.date === date; next++) {
      const t = trades[next]!;
      units = t.side === 'buy' ? units.plus(t.units) : units.minus(t.units);
      flow = flow.plus(valueFlow(t));
    }
    const nav = navAt(date);
    points.push({
      date,
      units,
      value: units.isZero() || !nav ? dec(0) : roundAmount(units.times(nav.nav)),
      flow,
    });
  }
  const pointAt = (date: string) => points[lastOnOrBefore(dates, date)];
  const unitsAt = (date: string) => pointAt(date)?.units ?? dec(0);
  const valueAt = (date: string) => pointAt(date)?.value ?? dec(0);
  const flowOn = new Map(points.map((p) => [p.date, p.flow]));
  const book: Book & { flowOn: Map<string, Dec> } = {
    first: trades[0]?.date ?? null,
    valueAt,
    flowOn,
    costAt: (date) => lotsCost(fifoLots(trades.filter((t) => t.date <= date)).lots),
    realisedIn: (from, to) =>
      sales.filter((s) => inPeriod(s.date, from, to)).reduce((sum, s) => sum.plus(s.gain), dec(0)),
    moneyFlows: (from, to) =>
      trades
        .filter((t) => inPeriod(t.date, from, to))
        .map((t) => ({ date: t.date, amount: t.side === 'buy' ? dec(t.amount).neg() : dec(t.amount) })),
    valuationDays: (from, to) =>
      points
        .filter((p) => inPeriod(p.date, from, to))
        .map(({ date, value, flow }) => ({ date, value, flow })),
  };
  return { book, trades, sales, navAt, unitsAt };
}

/**
 * Everything the investor holds, with switch proceeds in transit counted as cash (value = cost, no gain). Its
 * money flows are the deposits and payouts only (increases and reductions): a switch moves money inside. Its
 * valuation days are every strategy's, each strategy valued at its NAV on or before the day.
 */
function totalBook(
  books: readonly (Book & { flowOn: Map<string, Dec> })[],
  transit: readonly CashInTransit[],
  allTrades: readonly SettledTrade[],
): Book {
  const transitAt = (date: string) =>
    transit.reduce(
      (sum, t) => (t.from <= date && (t.to === null || t.to > date) ? sum.plus(t.amount) : sum),
      dec(0),
    );
  const transitFlowOn = (date: string) =>
    transit.reduce(
      (sum, t) => sum.plus(t.from === date ? t.amount : 0).minus(t.to === date ? t.amount : 0),
      dec(0),
    );
  const firsts = books.map((b) => b.first).filter((d): d is string => d !== null);
  return {
    first: firsts.length > 0 ? firsts.reduce((a, b) => (a < b ? a : b)) : null,
    valueAt: (date) => books.reduce((sum, b) => sum.plus(b.valueAt(date)), transitAt(date)),
    costAt: (date) => books.reduce((sum, b) => sum.plus(b.costAt(date)), transitAt(date)),
    realisedIn: (from, to) => books.reduce((sum, b) => sum.plus(b.realisedIn(from, to)), dec(0)),
    moneyFlows: (from, to) =>
      chronological(allTrades)
        .filter((t) => t.external && inPeriod(t.date, from, to))
        .map((t) => ({ date: t.date, amount: t.side === 'buy' ? dec(t.amount).neg() : dec(t.amount) })),
    valuationDays: (from, to) => {
      const perBook = books.map((b) => b.valuationDays(from, to));
      const dates = new Set(perBook.flat().map((d) => d.date));
      for (const t of transit) {
        if (inPeriod(t.from, from, to)) dates.add(t.from);
        if (t.to && inPeriod(t.to, from, to)) dates.add(t.to);
      }
      return [...dates].sort().map((date) => {
        // The proceeds join the cash on the out leg's day and leave it on the in leg's day.
        const transitFlow = transit.length === 0 ? dec(0) : transitFlowOn(date);
        const flow = books.reduce((sum, b) => sum.plus(b.flowOn.get(date) ?? 0), transitFlow);
        return {
          date,
          value: books.reduce((sum, b) => sum.plus(b.valueAt(date)), transitAt(date)),
          flow,
        };
      });
    },
  };
}

export interface PeriodFigures {
  period: ReportPeriod;
  from: string;
  to: string;
  /** False when the period opens before the first investment: there is no return for a period not invested. */
  covered: boolean;
  /** The returns are annual rates (a period of a year or more) rather than the period's own. */
  annualised: boolean;
  /** Percentages with 2 places ("5.25" is +5.25 %), null when there is nothing to measure. */
  twr: string | null;
  irr: string | null;
  irrMethod: IrrMethod | null;
  opening: string;
  netFlows: string;
  gain: string;
  realisedGain: string;
  unrealisedGainChange: string;
  closing: string;
  reconciliation: { balanced: boolean; difference: string };
}

const percent = (fraction: { times(n: number): { toFixed(dp: number): string } } | null) =>
  fraction === null ? null : fraction.times(100).toFixed(2);

function periodFigures(book: Book, period: ReportPeriod, to: string, first: string | null): PeriodFigures {
  const from = periodStart(period, to, first ?? to);
  const opening = book.valueAt(from);
  const closing = book.valueAt(to);
  const flows = book.moneyFlows(from, to);
  const netFlows = flows.reduce((sum, f) => sum.minus(f.amount), dec(0));
  const realised = book.realisedIn(from, to);
  const unrealisedChange = closing.minus(book.costAt(to)).minus(opening.minus(book.costAt(from)));
  const gain = realised.plus(unrealisedChange);
  const covered = first !== null && from >= addCalendarDays(first, -1) && from < to;
  const length = daysBetween(from, to);
  const annualised = length >= 365;
  let twr: Dec | null = null;
  let irr: ReturnType<typeof moneyWeightedReturn> = null;
  if (covered) {
    const growth = timeWeightedReturn(opening, book.valuationDays(from, to));
    twr = growth === null || !annualised ? growth : dec(growth.plus(1).pow(dec(365).div(length)).minus(1));
    const irrFlows: DatedFlow[] = [
      ...(opening.gt(0) ? [{ date: from, amount: opening.neg() }] : []),
      ...flows,
      ...(closing.gt(0) ? [{ date: to, amount: closing }] : []),
    ];
    irr = moneyWeightedReturn(irrFlows, { annualised });
  }
  return {
    period,
    from,
    to,
    covered,
    annualised,
    twr: percent(twr),
    irr: percent(irr?.rate ?? null),
    irrMethod: irr?.method ?? null,
    opening: opening.toFixed(2),
    netFlows: netFlows.toFixed(2),
    gain: gain.toFixed(2),
    realisedGain: realised.toFixed(2),
    unrealisedGainChange: unrealisedChange.toFixed(2),
    closing: closing.toFixed(2),
    reconciliation: reconcile({ opening, netFlows, gain, closing }),
  };
}

/**
 * The performance report (issue 19) as of a business date, per strategy and in total: for each period the
 * time-weighted and the money-weighted return side by side, and the reconciliation of the opening value, the net
 * flows (money in − money out), the gain (realised on sales, FIFO, plus the change in the unrealised gain) and the
 * closing value. Values are units × the NAV on or before the date, to the satang. Per strategy, a switch leg is a
 * flow of that strategy; in total only deposits and payouts are, and switch proceeds between legs are cash held.
 * The TWR values each trade at its NAV, so the fees charged on the investor's own orders (increase, switch-in,
 * reduce) are not in it (they are in the IRR and the gain, which count money paid and received); the management
 * fee is in the NAV and so in both.
 */
export function performanceReport(input: ReportInput) {
  const transit = input.transit ?? [];
  const strategies = input.strategies.map((history) => ({ history, ...strategyBook(history) }));
  const allTrades = strategies.flatMap((s) => s.trades);
  const total = totalBook(
    strategies.map((s) => s.book),
    transit,
    allTrades,
  );
  const to = input.asOf;
  const figures = (book: Book) => reportPeriods.map((period) => periodFigures(book, period, to, book.first));
  return {
    asOf: to,
    firstInvestment: total.first,
    strategies: strategies.map(({ history, book, trades, sales, navAt, unitsAt }) => {
      const { lots } = fifoLots(trades.filter((t) => t.date <= to));
      const value = book.valueAt(to);
      const cost = lotsCost(lots);
      return {
        strategyCode: history.strategyCode,
        firstInvestment: book.first,
        units: unitsAt(to).toFixed(4),
        nav: navAt(to)?.nav === undefined ? null : dec(navAt(to)!.nav).toFixed(4),
        value: value.toFixed(2),
        cost: cost.toFixed(2),
        realisedGain: sales
          .filter((s) => s.date <= to)
          .reduce((sum, s) => sum.plus(s.gain), dec(0))
          .toFixed(2),
        unrealisedGain: value.minus(cost).toFixed(2),
        lots: lots.map((lot) => ({
          ref: lot.ref,
          date: lot.date,
          nav: lot.nav.toFixed(4),
          units: lot.units.toFixed(4),
          cost: lot.cost.toFixed(2),
        })),
        sales: sales
          .filter((s) => s.date <= to)
          .map((s) => ({
            ref: s.ref,
            date: s.date,
            units: s.units.toFixed(4),
            nav: s.nav.toFixed(4),
            proceeds: s.proceeds.toFixed(2),
            fee: s.fee.toFixed(2),
            cost: s.cost.toFixed(2),
            gain: s.gain.toFixed(2),
          })),
        periods: figures(book),
      };
    }),
    total: (() => {
      const value = total.valueAt(to);
      const cost = total.costAt(to);
      return {
        value: value.toFixed(2),
        cost: cost.toFixed(2),
        inTransit: transit
          .reduce(
            (sum, t) => (t.from <= to && (t.to === null || t.to > to) ? sum.plus(t.amount) : sum),
            dec(0),
          )
          .toFixed(2),
        realisedGain: total.realisedIn('0000-01-01', to).toFixed(2),
        unrealisedGain: value.minus(cost).toFixed(2),
        periods: figures(total),
      };
    })(),
  };
}

export type PerformanceReport = ReturnType<typeof performanceReport>;
