import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { kycOverview } from '../kyc/overview.ts';
import { loadCase } from './case-state.ts';
import type { CaseActor } from './events.ts';
import { recordCaseChange } from './events.ts';

const doneStatuses = new Set(['PENDING', 'VERIFIED']);

/** Whether the investor's contract is signed (a SIGNED row of the contract module's table). */
async function isContractSigned(ctx: AppContext, userId: number, transaction: Transaction) {
  const rows = await ctx.sequelize.query(
    `SELECT 1 FROM kyc_contracts WHERE user_id = :userId AND status = 'SIGNED' LIMIT 1`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  return rows.length > 0;
}

/** The questionnaire answers the review queue filters on, as they stand when the investor submits. */
async function riskSnapshot(ctx: AppContext, userId: number, transaction: Transaction) {
  const rows = await ctx.sequelize.query<{ kind: string; result: Record<string, unknown> }>(
    `SELECT DISTINCT ON (kind) kind, result FROM questionnaire_answers
     WHERE user_id = :userId AND kind IN ('suitability', 'aml') ORDER BY kind, id DESC`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction },
  );
  const suitability = rows.find((r) => r.kind === 'suitability')?.result;
  const aml = rows.find((r) => r.kind === 'aml')?.result;
  return {
    riskBand: (suitability?.type as string | undefined) ?? null,
    riskScore: typeof suitability?.score === 'number' ? suitability.score : null,
    eddRequired: aml?.eddRequired === true,
    amlAnswered: aml !== undefined,
  };
}

/**
 * The investor sends the completed onboarding for the compliance review (issue 5 "Review"): every step done,
 * or, after a reject or revision request, the reopened steps saved again. Corporate accounts are opened by
 * customer service instead.
 */
export async function submitCase(ctx: AppContext, userId: number, actor: CaseActor) {
  return ctx.sequelize.transaction(async (transaction) => {
    const [user] = await ctx.sequelize.query<{ customer_type: string }>(
      'SELECT customer_type FROM users WHERE id = :userId FOR UPDATE',
      { replacements: { userId }, type: QueryTypes.SELECT, transaction },
    );
    if (user?.customer_type === 'JURISTIC') throw new AppError('KYC_JURISTIC_CUSTOMER_SERVICE', 403);
    const current = await loadCase(ctx, userId, { transaction, lock: true });
    if (current && ['PENDING', 'VERIFIED', 'BLOCKED'].includes(current.status)) {
      throw new AppError('KYC_CASE_STATE', 409, { details: { status: current.status } });
    }
    const overview = await kycOverview(ctx, userId);
    // The contract step's status comes from the contract module; its signature is checked here directly.
    const missing = overview.steps
      .filter((step) => step.key !== 'contract' && !doneStatuses.has(step.status))
      .map((step) => step.key);
    if (!(await isContractSigned(ctx, userId, transaction))) missing.push('contract');
    if (missing.length > 0) throw new AppError('KYC_STEPS_INCOMPLETE', 409, { details: { missing } });

    const now = ctx.clock.now();
    const snapshot = await riskSnapshot(ctx, userId, transaction);
    await ctx.sequelize.query(
      `INSERT INTO kyc_cases (user_id, status, submitted_at, risk_band, risk_score, edd_required, aml_answered,
                              created_at, updated_at)
       VALUES (:userId, 'PENDING', :now, :riskBand, :riskScore, :eddRequired, :amlAnswered, :now, :now)
       ON CONFLICT (user_id) DO UPDATE SET status = 'PENDING', submitted_at = :now, deadline = NULL,
         risk_band = :riskBand, risk_score = :riskScore, edd_required = :eddRequired,
         aml_answered = :amlAnswered, updated_at = :now`,
      { replacements: { userId, now, ...snapshot }, transaction },
    );
    await recordCaseChange(
      ctx,
      actor,
      {
        userId,
        event: current ? 'RESUBMITTED' : 'SUBMITTED',
        audit: 'KYC_SUBMITTED',
        before: current?.status ?? 'NOT_SUBMITTED',
        after: 'PENDING',
      },
      transaction,
    );
    return { status: 'PENDING' as const, submittedAt: now };
  });
}
