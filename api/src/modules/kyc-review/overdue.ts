import { bangkokDate } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { loadCase } from './case-state.ts';
import { kycLink, mailInvestor, recordCaseChange } from './events.ts';

/**
 * The daily job (spec §4): a REVIEW case whose deadline, a Bangkok day, is before today becomes OVERDUE, with
 * its event, audit entry and e-mail. Safe to run twice: an OVERDUE case is no longer picked.
 */
export async function markOverdueCases(ctx: AppContext): Promise<number> {
  const today = bangkokDate(ctx.clock.now());
  return ctx.sequelize.transaction(async (transaction) => {
    const due = await ctx.sequelize.query<{ userId: string; deadline: string }>(
      `SELECT user_id AS "userId", to_char(deadline, 'YYYY-MM-DD') AS deadline FROM kyc_cases
       WHERE status = 'REVIEW' AND deadline < :today ORDER BY user_id FOR UPDATE SKIP LOCKED`,
      { replacements: { today }, type: QueryTypes.SELECT, transaction },
    );
    for (const row of due) {
      const userId = Number(row.userId);
      await ctx.sequelize.query(
        `UPDATE kyc_cases SET status = 'OVERDUE', updated_at = :now WHERE user_id = :userId`,
        { replacements: { userId, now: ctx.clock.now() }, transaction },
      );
      await recordCaseChange(
        ctx,
        { id: null, requestId: null },
        {
          userId,
          event: 'OVERDUE',
          audit: 'KYC_OVERDUE',
          before: 'REVIEW',
          after: 'OVERDUE',
          deadline: row.deadline,
        },
        transaction,
      );
      await mailInvestor(ctx, transaction, userId, 'kyc-overdue', {
        link: kycLink(ctx),
        deadline: row.deadline,
      });
    }
    return due.length;
  });
}

export interface TradingRestrictions {
  canIncrease: boolean;
  canSwitch: boolean;
  canReduce: boolean;
  reason: null | 'OVERDUE' | 'BLOCKED' | 'NOT_VERIFIED';
}

/**
 * What the orders module may accept from an investor (issue 6). Past a revision deadline new increase and
 * switch orders are refused while reductions stay allowed (DESIGN §4); a blocked customer may only take money
 * out; an account never approved cannot invest. A case under revision or resubmitted after approval trades.
 */
export async function tradingRestrictions(ctx: AppContext, userId: number): Promise<TradingRestrictions> {
  const kycCase = await loadCase(ctx, userId);
  const refused = (reason: TradingRestrictions['reason']): TradingRestrictions => ({
    canIncrease: false,
    canSwitch: false,
    canReduce: true,
    reason,
  });
  if (kycCase?.status === 'BLOCKED') return refused('BLOCKED');
  if (kycCase?.status === 'OVERDUE') return refused('OVERDUE');
  const trades =
    kycCase !== null &&
    (kycCase.status === 'VERIFIED' ||
      (kycCase.approvedAt !== null && ['REVIEW', 'PENDING'].includes(kycCase.status)));
  if (!trades) return refused('NOT_VERIFIED');
  return { canIncrease: true, canSwitch: true, canReduce: true, reason: null };
}
