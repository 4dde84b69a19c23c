import { Dec, type DecimalInput, dec, roundAmount, roundUnits } from './money.ts';

/**
 * The increase (or switch-in) fee on an amount: amount × rate, half-up to the satang. The order form's estimate and
 * the settlement's charge are this one figure.
 */
export function increaseFee(amount: DecimalInput, feeRate: DecimalInput): Dec {
  return roundAmount(roundAmount(amount).times(feeRate));
}

/** A stored rate as the percentage people read: "0.0025" → "0.25" (a rate has at most 6 places, so 4 here). */
export function rateToPercent(rate: DecimalInput): string {
  return dec(rate).times(100).toDecimalPlaces(4).toString();
}

/** A percentage as the fraction rates are stored and computed in: "0.25" → "0.0025". */
export function percentToRate(percent: DecimalInput): string {
  return dec(typeof percent === 'string' ? percent.trim() : percent)
    .div(100)
    .toString();
}

/**
 * DESIGN §4: the increase (and switch-in) fee comes off the amount before units are bought; units are rounded down.
 * Rates are fractions ("0.0025" is 0.25 %).
 */
export function unitsBought(input: { amount: DecimalInput; feeRate: DecimalInput; nav: DecimalInput }): {
  fee: Dec;
  invested: Dec;
  units: Dec;
} {
  const amount = roundAmount(input.amount);
  const fee = increaseFee(amount, input.feeRate);
  const invested = amount.minus(fee);
  return { fee, invested, units: roundUnits(invested.div(input.nav)) };
}

/**
 * DESIGN §4: the reduce fee is charged on the profit only, never on a loss: the proceeds (units × NAV, to the satang)
 * above what the units sold cost first in, first out (`cost`: performance.fifoSaleCosts over the holding's lots, the
 * same lots the performance report keeps), at the strategy's rate, rounded to the satang half-up.
 */
export function reductionProceeds(input: {
  units: DecimalInput;
  nav: DecimalInput;
  cost: DecimalInput;
  feeRate: DecimalInput;
}): { gross: Dec; cost: Dec; profit: Dec; fee: Dec; net: Dec } {
  const units = roundUnits(input.units);
  const gross = roundAmount(units.times(input.nav));
  const cost = roundAmount(input.cost);
  const profit = Dec.max(gross.minus(cost), 0);
  const fee = roundAmount(profit.times(input.feeRate));
  return { gross, cost, profit, fee, net: gross.minus(fee) };
}

/**
 * DESIGN §4: the management fee accrues daily on the day's total value, at the annual rate over 365 days; `days`
 * (1 unless given) covers the calendar days since the previous NAV, so a Monday accrues the weekend too.
 */
export function dailyManagementFee(input: {
  totalValue: DecimalInput;
  annualRate: DecimalInput;
  days?: number;
}): Dec {
  return roundAmount(
    dec(input.totalValue)
      .times(input.annualRate)
      .times(input.days ?? 1)
      .div(365),
  );
}
