import { type DecimalInput, dec } from '../investing/money.ts';

/**
 * Customer tiers (the `userTier` flag). A tier is reached by assets under management (AUM): the investor's
 * holdings valued at each strategy's latest approved NAV, in THB. The tiers and their thresholds are kept by staff;
 * this is the one rule that reads them.
 */
export interface TierThreshold {
  code: string;
  /** The AUM from which the tier applies, inclusive, as a decimal string in THB. */
  minAum: DecimalInput;
}

/**
 * The tier an AUM falls into: the one with the highest threshold at or below it (a threshold is inclusive: exactly
 * 1,000,000.00 THB reaches the tier that starts there). Null only when no tier starts at or below it, which the
 * base tier at 0 rules out.
 */
export function tierForAum<T extends TierThreshold>(aum: DecimalInput, tiers: readonly T[]): T | null {
  const value = dec(aum);
  let found: T | null = null;
  for (const tier of tiers) {
    if (dec(tier.minAum).lte(value) && (found === null || dec(tier.minAum).gt(found.minAum))) found = tier;
  }
  return found;
}

/**
 * The AUM range each tier covers, for a query that places many investors at once (the recalculation's SQL): the
 * same placement as `tierForAum`, handed to the database as data so the rule is written only here. Each tier covers
 * from its threshold (inclusive) up to the next tier's (exclusive), the top one without end: `bounds` is the
 * PostgreSQL range notation of that, `numrange(fromAum, toAum, bounds) @> aum`.
 */
export const tierBandBounds = '[)';
export interface TierBand {
  code: string;
  fromAum: string;
  /** Null for the top tier: no end. */
  toAum: string | null;
}
export function tierBands(tiers: readonly TierThreshold[]): TierBand[] {
  return [...tiers]
    .sort((a, b) => dec(a.minAum).comparedTo(b.minAum))
    .map((tier) => {
      const next = nextTier(tier.code, tiers);
      return {
        code: tier.code,
        fromAum: dec(tier.minAum).toFixed(2),
        toAum: next && dec(next.minAum).toFixed(2),
      };
    });
}

/** The tier after the given one by threshold (what the investor can reach next), or null at the top. */
export function nextTier<T extends TierThreshold>(code: string, tiers: readonly T[]): T | null {
  const current = tiers.find((tier) => tier.code === code);
  if (!current) return null;
  return tiers
    .filter((tier) => dec(tier.minAum).gt(current.minAum))
    .reduce<T | null>((low, tier) => (low === null || dec(tier.minAum).lt(low.minAum) ? tier : low), null);
}

/**
 * Why a set of thresholds cannot stand, or null when it can: every AUM must fall into exactly one tier, so the
 * lowest threshold is 0 and no two tiers share one. Checked on the set as it would be after an edit.
 */
export function tierThresholdsProblem(tiers: readonly TierThreshold[]): 'NO_BASE_TIER' | 'DUPLICATE' | null {
  if (tiers.length === 0) return 'NO_BASE_TIER';
  const values = tiers.map((tier) => dec(tier.minAum));
  if (values.some((value) => value.isNegative())) return 'NO_BASE_TIER';
  if (!values.some((value) => value.isZero())) return 'NO_BASE_TIER';
  const distinct = new Set(values.map((value) => value.toFixed(2)));
  return distinct.size === values.length ? null : 'DUPLICATE';
}
