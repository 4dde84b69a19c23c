import { addBusinessDays, type HolidaySet } from './business-calendar.ts';
import { type Dec, type DecimalInput, dec, roundAmount, roundUnits } from './money.ts';

/** Spec §5/§9: each strategy's first investment and every top-up is at least 10,000 baht (configurable per strategy). */
export const defaultMinimumFirstInvestment = '10000.00';
export const defaultMinimumTopUp = '10000.00';
/** The first investment spreads over at least this many strategies (spec §5, §9). */
export const minimumStrategiesInFirstInvestment = 2;
/** A reduce or switch-out that would leave less than this takes everything (spec §4). */
export const fullRedemptionBelowUnits = '1';

/**
 * Spec §3: a strategy is managed from its management start date (a Bangkok business date), the date itself
 * included; before it, or without one, it takes no orders and the detail shows no drawdown.
 */
export function hasManagementStarted(managementStartDate: string | null, today: string): boolean {
  return managementStartDate !== null && managementStartDate <= today;
}

/**
 * How many business days after its trade date an increase may wait for its money. An increase nobody paid would
 * otherwise stay in confirm forever; a week of business days leaves room for a transfer made late and a slip sent
 * after it, and is a product choice the spec leaves open.
 */
export const unpaidIncreaseBusinessDays = 5;

/**
 * Whether an unpaid increase traded on `tradeDate` is past its time on `today` (both Bangkok business dates): once
 * more than `unpaidIncreaseBusinessDays` business days have gone by since its trade date.
 */
export function isUnpaidIncreaseOverdue(tradeDate: string, today: string, holidays: HolidaySet): boolean {
  return today > addBusinessDays(tradeDate, unpaidIncreaseBusinessDays, holidays);
}

export type IncreaseRefusal =
  | 'ORDER_BELOW_MINIMUM_FIRST'
  | 'ORDER_BELOW_MINIMUM_TOP_UP'
  | 'ORDER_AMOUNT_INVALID';

/** Whether an increase of `amount` into one strategy meets the minimum for a first investment or a top-up. */
export function checkIncreaseAmount(input: {
  amount: DecimalInput;
  firstInStrategy: boolean;
  minimumFirst?: DecimalInput;
  minimumTopUp?: DecimalInput;
}): IncreaseRefusal | null {
  const amount = dec(input.amount);
  if (!amount.isFinite() || amount.lte(0) || !amount.eq(roundAmount(amount))) return 'ORDER_AMOUNT_INVALID';
  if (input.firstInStrategy) {
    return amount.lt(input.minimumFirst ?? defaultMinimumFirstInvestment)
      ? 'ORDER_BELOW_MINIMUM_FIRST'
      : null;
  }
  return amount.lt(input.minimumTopUp ?? defaultMinimumTopUp) ? 'ORDER_BELOW_MINIMUM_TOP_UP' : null;
}

/** An investor who holds nothing yet picks at least two strategies in the first investment. */
export function checkFirstInvestmentSpread(input: {
  holdsAnyStrategy: boolean;
  strategiesInOrder: number;
}): 'ORDER_TOO_FEW_STRATEGIES' | null {
  if (input.holdsAnyStrategy) return null;
  return input.strategiesInOrder < minimumStrategiesInFirstInvestment ? 'ORDER_TOO_FEW_STRATEGIES' : null;
}

export type ReductionRefusal =
  | 'ORDER_UNITS_INVALID'
  | 'ORDER_EXCEEDS_AVAILABLE_UNITS'
  | 'ORDER_BELOW_MINIMUM_REDUCTION';

export type ReductionPlan =
  | { ok: true; units: Dec; full: boolean; estimatedValue: Dec }
  | { ok: false; refusal: ReductionRefusal };

/**
 * The units a reduce or switch-out takes. By amount, units are the amount at the latest NAV rounded down. Never more
 * than the available units (held minus pending reductions); under 1 unit left → everything; otherwise at least the
 * strategy's minimum reduction value at the latest NAV.
 */
export function planReduction(input: {
  availableUnits: DecimalInput;
  latestNav: DecimalInput;
  minimumReductionValue: DecimalInput;
  request: { units: DecimalInput } | { amount: DecimalInput };
  /** The `preventWithdrawDust` flag: when off, only asking for every unit makes the order full. */
  preventDust?: boolean;
}): ReductionPlan {
  const available = roundUnits(input.availableUnits);
  const nav = dec(input.latestNav);
  const requested =
    'units' in input.request ? dec(input.request.units) : roundUnits(dec(input.request.amount).div(nav));
  if (!requested.isFinite() || requested.lte(0) || !requested.eq(roundUnits(requested))) {
    return { ok: false, refusal: 'ORDER_UNITS_INVALID' };
  }
  if (requested.gt(available)) return { ok: false, refusal: 'ORDER_EXCEEDS_AVAILABLE_UNITS' };
  const left = available.minus(requested);
  const full = input.preventDust === false ? left.isZero() : left.lt(fullRedemptionBelowUnits);
  const units = full ? available : requested;
  const estimatedValue = roundAmount(units.times(nav));
  if (!full && estimatedValue.lt(input.minimumReductionValue)) {
    return { ok: false, refusal: 'ORDER_BELOW_MINIMUM_REDUCTION' };
  }
  return { ok: true, units, full, estimatedValue };
}
