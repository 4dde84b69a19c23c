import { nextTier } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { currentFlags } from '../feature-flags/service.ts';

type Text = { th: string; en: string };

export interface InvestorTier {
  code: string;
  name: Text;
  minAum: string;
  benefits: { th: string[]; en: string[] };
  since: string | null;
  /** The tier above, to show what the investor can reach next; null at the top. */
  next: { code: string; name: Text; minAum: string } | null;
}

/**
 * The tier the investor is in, as the last recalculation recorded it, with its benefits and the tier above. Null
 * while the userTier flag is off (the overview then says nothing of tiers) or before the first recalculation.
 */
export async function investorTier(ctx: AppContext, userId: number): Promise<InvestorTier | null> {
  if (!(await currentFlags(ctx)).userTier) return null;
  const [tiers, [user]] = await Promise.all([
    ctx.sequelize.query<{ code: string; name: Text; minAum: string; benefits: InvestorTier['benefits'] }>(
      'SELECT code, name, min_aum::text AS "minAum", benefits FROM tiers ORDER BY min_aum',
      { type: QueryTypes.SELECT },
    ),
    ctx.sequelize.query<{ tier_code: string | null; tier_since: Date | null }>(
      'SELECT tier_code, tier_since FROM users WHERE id = :userId',
      { type: QueryTypes.SELECT, replacements: { userId } },
    ),
  ]);
  const current = tiers.find((tier) => tier.code === user?.tier_code);
  if (!current) return null;
  const above = nextTier(current.code, tiers);
  return {
    ...current,
    since: user!.tier_since?.toISOString() ?? null,
    next: above ? { code: above.code, name: above.name, minAum: above.minAum } : null,
  };
}
