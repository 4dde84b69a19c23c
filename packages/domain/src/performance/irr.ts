import { Decimal } from 'decimal.js';
import { type DecimalInput, dec } from '../investing/money.ts';
import { daysBetween } from './dates.ts';

/** Enough digits for a rate to 2 decimal places of a percent; fewer than money's 50 keeps exp() fast. */
const Rate = Decimal.clone({ precision: 24, rounding: Decimal.ROUND_HALF_UP });
type Rate = InstanceType<typeof Rate>;

/** Money at a date, from the investor's side: paid in negative, received (and the closing value) positive. */
export interface DatedFlow {
  date: string;
  amount: DecimalInput;
}

/** How an IRR was found: by Newton's method, by bisection when Newton leaves the sensible range, or as the simple
 * return of money paid in and out on the same day. */
export const irrMethods = ['newton', 'bisection', 'same-day'] as const;
export type IrrMethod = (typeof irrMethods)[number];

export interface IrrSolution {
  /** The annual rate r with Σ amount × (1 + r)^(−days ÷ 365) = 0, as a fraction. */
  annual: Rate;
  /** ln(1 + r): the continuously compounded annual rate the solver works in. */
  logRate: Rate;
  method: Exclude<IrrMethod, 'same-day'>;
  iterations: number;
}

const maxNewton = 50;
const maxBisection = 400;
const tolerance = new Rate('1e-15');

/**
 * XIRR: the annual rate that discounts dated flows to zero, days counted on a 365-day year from the first flow.
 * Solved in x = ln(1 + r), where the function Σ c·e^(−x·t) is smooth for any x (r stays above −100 % by
 * construction): Newton's method from r = 10 % first; when it leaves the sensible range (|x| > 50, i.e. beyond
 * about ±e^50 a year), stalls on a zero slope or has not converged in 50 steps, bisection on a bracket widened
 * until the function changes sign, which always converges. Null when the flows never change sign (there is no
 * rate: all money in, or all out) or no bracket up to |x| = 10,000 exists. With several sign changes the rate found
 * is one root; the report's flows (the opening value and purchases in, sales and the closing value out) rarely
 * have more than one.
 */
export function xirr(flows: readonly DatedFlow[]): IrrSolution | null {
  if (flows.length === 0) return null;
  const origin = flows.reduce((first, flow) => (flow.date < first ? flow.date : first), flows[0]!.date);
  // One term per date (flows on one day add up), so each step takes one exp() per date.
  const byDate = new Map<string, Rate>();
  for (const flow of flows)
    byDate.set(flow.date, (byDate.get(flow.date) ?? new Rate(0)).plus(dec(flow.amount).toString()));
  const terms = [...byDate].map(([date, c]) => ({ c, t: new Rate(daysBetween(origin, date)).div(365) }));
  if (!terms.some((term) => term.c.gt(0)) || !terms.some((term) => term.c.lt(0))) return null;
  const f = (x: Rate) =>
    terms.reduce((sum, { c, t }) => sum.plus(c.times(x.times(t).neg().exp())), new Rate(0));
  /** f and its slope together, from one exp() per term. */
  const withSlope = (x: Rate) => {
    let value = new Rate(0);
    let slope = new Rate(0);
    for (const { c, t } of terms) {
      const discounted = c.times(x.times(t).neg().exp());
      value = value.plus(discounted);
      slope = slope.minus(t.times(discounted));
    }
    return { value, slope };
  };
  const scale = terms.reduce((sum, { c }) => sum.plus(c.abs()), new Rate(0));
  const solved = (x: Rate, method: IrrSolution['method'], iterations: number): IrrSolution => ({
    annual: x.exp().minus(1),
    logRate: x,
    method,
    iterations,
  });

  let x = new Rate('1.1').ln();
  for (let i = 1; i <= maxNewton; i++) {
    const { value, slope } = withSlope(x);
    if (value.abs().div(scale).lt('1e-14')) return solved(x, 'newton', i);
    if (slope.isZero() || !slope.isFinite()) break;
    const next = x.minus(value.div(slope));
    if (!next.isFinite() || next.abs().gt(50)) break;
    if (next.minus(x).abs().lt(tolerance)) return solved(next, 'newton', i);
    x = next;
  }

  let lo = new Rate(-1);
  let hi = new Rate(1);
  while (f(lo).s === f(hi).s) {
    if (hi.gt(10_000)) return null;
    lo = lo.times(2);
    hi = hi.times(2);
  }
  const fLoSign = f(lo).s;
  let i = 0;
  for (; i < maxBisection && hi.minus(lo).gt(tolerance); i++) {
    const mid = lo.plus(hi).div(2);
    const fm = f(mid);
    if (fm.isZero()) return solved(mid, 'bisection', i + 1);
    if (fm.s === fLoSign) lo = mid;
    else hi = mid;
  }
  return solved(lo.plus(hi).div(2), 'bisection', i);
}

/**
 * The money-weighted return on the basis the report shows it. Annualised (a period of a year or more): the annual
 * rate. Under a year: the rate for the span the money was in, from the first flow to the last,
 * (1 + r)^(days ÷ 365) − 1, never annualised. Annualising a few weeks turns +2 % in a month into about +27 % a year,
 * a figure the investor never earned, and it would stand beside a time-weighted return that is not annualised
 * either (GIPS does not annualise under a year). All flows on one day (no time passes) give the plain ratio,
 * money out ÷ money in − 1. Null when there is no rate.
 */
export function moneyWeightedReturn(
  flows: readonly DatedFlow[],
  basis: { annualised: boolean },
): { rate: Rate; method: IrrSolution['method'] | 'same-day' } | null {
  const dates = [...new Set(flows.map((flow) => flow.date))].sort();
  if (dates.length === 1) {
    const paidIn = flows.reduce(
      (sum, flow) => (dec(flow.amount).lt(0) ? sum.minus(flow.amount) : sum),
      dec(0),
    );
    const paidOut = flows.reduce(
      (sum, flow) => (dec(flow.amount).gt(0) ? sum.plus(flow.amount) : sum),
      dec(0),
    );
    if (paidIn.isZero() || paidOut.isZero()) return null;
    return { rate: new Rate(paidOut.div(paidIn).minus(1).toString()), method: 'same-day' };
  }
  const solution = xirr(flows);
  if (!solution) return null;
  if (basis.annualised) return { rate: solution.annual, method: solution.method };
  const span = daysBetween(dates[0]!, dates.at(-1)!);
  return { rate: solution.logRate.times(span).div(365).exp().minus(1), method: solution.method };
}
