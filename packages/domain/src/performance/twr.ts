import { type Dec, type DecimalInput, dec } from '../investing/money.ts';

/**
 * One valuation day: the value at the day's NAV after the day's trades, and the value those trades moved in (+) or
 * out (−) at that NAV. Orders trade at the day's closing NAV, so a flow takes no part in that day's move.
 */
export interface ValuationDay {
  date: string;
  value: DecimalInput;
  flow: DecimalInput;
}

/**
 * Time-weighted return: every valuation day is a sub-period ending at its NAV, its return
 * (value − flow) ÷ previous value − 1, and the sub-periods are linked by multiplying (1 + r). The investor's deposits
 * and withdrawals do not move it, only what the money did while invested. `opening` is the value at the end of the
 * period's first day, before `days`. A day that starts with nothing invested has no return of its own (it only
 * starts the next). Null when no day started with money invested: there was nothing to measure.
 * The result is the growth factor − 1 as a fraction (not rounded).
 */
export function timeWeightedReturn(opening: DecimalInput, days: readonly ValuationDay[]): Dec | null {
  let previous = dec(opening);
  let growth = dec(1);
  let measured = false;
  for (const day of days) {
    const value = dec(day.value);
    if (previous.gt(0)) {
      growth = growth.times(value.minus(day.flow).div(previous));
      measured = true;
    }
    previous = value;
  }
  return measured ? growth.minus(1) : null;
}
