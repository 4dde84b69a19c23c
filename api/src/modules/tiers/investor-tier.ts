import { nextTier, type BilingualText as Text } from '@fund/domain';

export interface InvestorTier {
  code: string;
  name: Text;
  minAum: string;
  benefits: { th: string[]; en: string[] };
  since: string | null;
  /** The tier above, to show what the investor can reach next; null at the top. */
  next: { code: string; name: Text; minAum: string } | null;
}

/** A tier as the tiers table holds it (min_aum as a decimal string). */
export type TierRow = { code: string; name: Text; minAum: string; benefits: InvestorTier['benefits'] };

/**
 * The tier the investor is in, as the last recalculation recorded it, with its benefits and the tier above, from
 * the tiers (lowest first) and the investor's recorded tier; null before the first recalculation. The overview
 * leaves it out while the userTier flag is off.
 */
export function tierOf(
  tiers: TierRow[],
  user: { tier_code: string | null; tier_since: Date | null } | undefined,
): InvestorTier | null {
  const current = tiers.find((tier) => tier.code === user?.tier_code);
  if (!current) return null;
  const above = nextTier(current.code, tiers);
  return {
    ...current,
    since: user!.tier_since?.toISOString() ?? null,
    next: above ? { code: above.code, name: above.name, minAum: above.minAum } : null,
  };
}
