import { investing } from '@fund/domain';
import type { ApiError } from '../../lib/api-client.ts';

/**
 * The order forms' checks, the same rules the API applies (domain `investing`), on the text the investor typed.
 * Money stays a decimal string from input to request; sums and fees use the domain's decimals, never `Number`.
 */

/** An error code for one strategy's increase amount (first investment or top-up minimum), or null when it is fine. */
export function increaseAmountRefusal(
  text: string,
  {
    firstInStrategy,
    minimumFirst,
    minimumTopUp,
  }: { firstInStrategy: boolean; minimumFirst?: string; minimumTopUp?: string },
): string | null {
  const amount = investing.amountOfText(text);
  if (amount === null) return 'ORDER_AMOUNT_INVALID';
  return investing.checkIncreaseAmount({ amount, firstInStrategy, minimumFirst, minimumTopUp });
}

/** The increase fee estimate: `fees.increasePercent` is a percentage ("0.25" is 0.25 %). */
export function increaseFee(amount: string, increasePercent: string | null | undefined): string {
  if (!increasePercent) return '0.00';
  return investing.amountString(investing.increaseFee(amount, investing.percentToRate(increasePercent)));
}

export function sumAmounts(amounts: readonly string[]): string {
  return investing.amountString(amounts.reduce((sum, amount) => sum.plus(amount), investing.dec(0)));
}

export function minusAmount(amount: string, less: string): string {
  return investing.amountString(investing.dec(amount).minus(less));
}

export type ReductionPreview =
  | { ok: true; units: string; full: boolean; estimatedValue: string }
  | { ok: false; refusal: string };

/** The reduce or switch-out preview: units taken, whether the under-1-unit rule makes it a full reduction, value. */
export function previewReduction(input: {
  mode: 'amount' | 'units';
  text: string;
  availableUnits: string;
  nav: string;
  minimumReductionValue: string;
}): ReductionPreview {
  const clean = investing.cleanNumber(input.text);
  if (input.mode === 'amount' && !investing.amountPattern.test(clean))
    return { ok: false, refusal: 'ORDER_AMOUNT_INVALID' };
  if (input.mode === 'units' && !investing.unitsPattern.test(clean))
    return { ok: false, refusal: 'ORDER_UNITS_INVALID' };
  const plan = investing.planReduction({
    availableUnits: input.availableUnits,
    latestNav: input.nav,
    minimumReductionValue: input.minimumReductionValue,
    request: input.mode === 'amount' ? { amount: clean } : { units: clean },
  });
  if (!plan.ok) return plan;
  return {
    ok: true,
    units: investing.unitsString(plan.units),
    full: plan.full,
    estimatedValue: investing.amountString(plan.estimatedValue),
  };
}

/** Where an API refusal belongs on an order form: next to the amount/units, the target, or above the form. */
export function fieldOfCode(code: string): 'amount' | 'target' | 'form' {
  if (
    [
      'ORDER_AMOUNT_INVALID',
      'ORDER_BELOW_MINIMUM_FIRST',
      'ORDER_BELOW_MINIMUM_TOP_UP',
      'ORDER_UNITS_INVALID',
      'ORDER_EXCEEDS_AVAILABLE_UNITS',
      'ORDER_BELOW_MINIMUM_REDUCTION',
      'VALIDATION_FAILED',
    ].includes(code)
  )
    return 'amount';
  if (code === 'ORDER_SWITCH_SAME_STRATEGY') return 'target';
  return 'form';
}

/** The minimum an increase refusal names: the strategy's own first-investment or top-up minimum. */
export function minimumOfRefusal(
  refusal: string,
  minimums: { firstInvestment: string; nextInvestment: string } | undefined,
): string | undefined {
  if (refusal === 'ORDER_BELOW_MINIMUM_FIRST') return minimums?.firstInvestment;
  if (refusal === 'ORDER_BELOW_MINIMUM_TOP_UP') return minimums?.nextInvestment;
  return undefined;
}

/** The strategy's minimum the API names in a below-minimum refusal (`details.minimum`, a decimal string). */
export function minimumOf(error: ApiError): string | undefined {
  const details = error.problem.details as { minimum?: unknown } | undefined;
  return typeof details?.minimum === 'string' ? details.minimum : undefined;
}

/** The strategy the API names in a refusal (`details.strategyCode`). */
export function strategyCodeOf(error: ApiError): string | undefined {
  const details = error.problem.details as { strategyCode?: unknown } | undefined;
  return typeof details?.strategyCode === 'string' ? details.strategyCode : undefined;
}

/** For a multi-strategy investment the API names the allocation at fault (errors[].field "allocations.1.amount"). */
export function allocationIndexOf(error: ApiError): number | null {
  for (const problem of error.errors) {
    const match = /^allocations\.(\d+)/.exec(problem.field);
    if (match) return Number(match[1]);
  }
  const details = error.problem.details as { strategyCode?: unknown } | undefined;
  return typeof details?.strategyCode === 'string' ? -1 : null;
}

/**
 * The payment of an order among the investor's deposits (newest first): the newest one still open or verified, and
 * the newest rejected one. A rejected payment pays nothing: the order is still to be paid, and the API opens a new
 * deposit for it.
 */
export function paymentOf<D extends { orderIds: readonly number[]; status: string }>(
  deposits: readonly D[] | undefined,
  orderId: number,
): { current: D | undefined; rejected: D | undefined } {
  const mine = (deposits ?? []).filter((deposit) => deposit.orderIds.includes(orderId));
  return {
    current: mine.find((deposit) => deposit.status !== 'REJECTED'),
    rejected: mine.find((deposit) => deposit.status === 'REJECTED'),
  };
}

/**
 * A leg sold by units and not settled yet has no amount: its value at the strategy's latest NAV, a preliminary
 * estimate (spec §4: amounts are preliminary from the latest NAV until settlement). Null when there is nothing to
 * estimate (an amount is known, the leg is settled or closed, no NAV yet).
 */
export function estimatedAmount(
  leg: { stage: string; amount: string | null; units: string | null },
  strategy: { nav: string | null } | undefined,
): string | null {
  if (leg.stage !== 'confirm' && leg.stage !== 'approved') return null;
  if (leg.amount !== null || leg.units === null || !strategy?.nav) return null;
  return investing.amountString(investing.dec(leg.units).times(strategy.nav));
}

interface OrderForPosition {
  kind: string;
  stage: string;
  strategyCode: string;
  legs?: { in: { stage: string; strategyCode: string } };
}

/** The strategy an increase, or a switch's in leg, still under way (confirm or approved) puts money into. */
function pendingInCode(order: OrderForPosition): string | null {
  const leg = order.kind === 'increase' ? order : order.kind === 'switch' ? order.legs?.in : undefined;
  return leg && (leg.stage === 'confirm' || leg.stage === 'approved') ? leg.strategyCode : null;
}

/**
 * The strategies the investor is in (a top-up there, a first investment elsewhere): units held, or an increase or
 * switch-in not settled yet. The API's placement counts both, so a top-up right after an unsettled first investment
 * is judged here as it will be there.
 */
export function heldCodes(
  holdings: readonly { strategyCode: string; units: string }[] | undefined,
  orders: readonly OrderForPosition[] = [],
): Set<string> {
  const codes = new Set(
    (holdings ?? []).filter((holding) => investing.dec(holding.units).gt(0)).map((h) => h.strategyCode),
  );
  for (const order of orders) {
    const code = pendingInCode(order);
    if (code) codes.add(code);
  }
  return codes;
}
