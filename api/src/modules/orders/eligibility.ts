import { isBandAtLeast, type SuitabilityRiskType, suitabilityStanding } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { tradingRestrictions } from '../kyc-cases/overdue.ts';
import { questionnaireStatus } from '../questionnaires/service.ts';

export type OrderKind = 'increase' | 'reduce' | 'switch';

/**
 * Who may place which order (spec §6, DESIGN §4): the wallet app's allowInvest=false and an OVERDUE or BLOCKED
 * account refuse new increases and switches; reductions stay allowed for whoever holds units.
 */
export async function assertMayOrder(ctx: AppContext, userId: number, kind: OrderKind): Promise<void> {
  if (kind === 'reduce') return;
  const [user] = await ctx.sequelize.query<{ allow_invest: boolean }>(
    'SELECT allow_invest FROM users WHERE id = :userId',
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  if (!user?.allow_invest) throw new AppError('ORDER_NOT_ALLOWED', 403);
  const restrictions = await tradingRestrictions(ctx, userId);
  const allowed = kind === 'increase' ? restrictions.canIncrease : restrictions.canSwitch;
  if (allowed) return;
  if (restrictions.reason === 'NOT_READY') throw new AppError('ORDER_ACCOUNT_NOT_VERIFIED', 403);
  throw new AppError('ORDER_ACCOUNT_RESTRICTED', 403, { detail: String(restrictions.reason) });
}

/** The customer's suitability band, or null for a juristic customer (who skips suitability, spec §6). */
export async function customerBand(
  ctx: AppContext,
  userId: number,
  now: Date,
  transaction?: Transaction,
): Promise<SuitabilityRiskType | null> {
  const [user] = await ctx.sequelize.query<{ customer_type: string }>(
    'SELECT customer_type FROM users WHERE id = :userId',
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  if (user?.customer_type === 'JURISTIC') return null;
  const { suitability } = await questionnaireStatus(ctx, userId);
  const result = suitability.result as { type?: SuitabilityRiskType; expiresAt?: string } | null;
  // An assessment older than 2 years must be redone before investing again (DESIGN §4).
  if (
    !result?.type ||
    (result.expiresAt && suitabilityStanding(new Date(result.expiresAt), now) === 'EXPIRED')
  ) {
    throw new AppError('ORDER_SUITABILITY_REQUIRED', 403);
  }
  return result.type;
}

/**
 * An order into a strategy above the customer's band needs the explicit acceptance of the risk warning
 * (spec §5); it is then recorded on the order. Answers the codes of the strategies above the band. The refusal
 * names every one of them, so a multi-strategy investment's warning lists them all; its single fields name the
 * first, as they did before the list.
 */
export function riskMismatch(
  band: SuitabilityRiskType | null,
  strategies: { code: string; min_band: SuitabilityRiskType }[],
  accepted: boolean | undefined,
): Set<string> {
  const above = band === null ? [] : strategies.filter((strategy) => !isBandAtLeast(band, strategy.min_band));
  const [first] = above;
  if (first && accepted !== true) {
    throw new AppError('ORDER_RISK_MISMATCH', 409, {
      detail:
        above.map((strategy) => `${strategy.code} needs ${strategy.min_band}`).join('; ') +
        `; the customer's band is ${band}`,
      details: {
        strategyCode: first.code,
        strategyBand: first.min_band,
        customerBand: band,
        strategies: above.map((strategy) => ({
          strategyCode: strategy.code,
          strategyBand: strategy.min_band,
        })),
      },
    });
  }
  return new Set(above.map((strategy) => strategy.code));
}
