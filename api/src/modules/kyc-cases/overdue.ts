import { bangkokDate, investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { loadCase } from './case-state.ts';
import { kycPage, mailInvestor, recordCaseChange } from './events.ts';

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
        portalUrl: kycPage(ctx),
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
  reason: investing.OrderRestriction | null;
}

/**
 * What the orders module may accept from an investor (issue 6): the domain's rule of who may invest or switch,
 * on the case as it stands. Reductions stay allowed whatever the case.
 */
export async function tradingRestrictions(ctx: AppContext, userId: number): Promise<TradingRestrictions> {
  const kycCase = await loadCase(ctx, userId);
  const reason = investing.increaseRestriction({
    caseStatus: kycCase?.status,
    ready: investing.caseTrades(kycCase && { status: kycCase.status, approved: kycCase.approvedAt !== null }),
  });
  return { canIncrease: reason === null, canSwitch: reason === null, canReduce: true, reason };
}
