import type { KycCaseStatus, KycReviewStep, VerificationStatus } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { StepStatus } from '../kyc/profile.ts';
import type { ProgressStep } from '../kyc/progress.ts';

export interface CaseReason {
  step: KycReviewStep;
  reason: string;
}

export interface KycCase {
  userId: number;
  status: KycCaseStatus;
  submittedAt: Date | null;
  decidedAt: Date | null;
  deadline: string | null;
  reasons: CaseReason[];
  rejectedAt: Date | null;
  approvedAt: Date | null;
}

export async function loadCase(
  ctx: AppContext,
  userId: number,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<KycCase | null> {
  const [row] = await ctx.sequelize.query<KycCase>(
    `SELECT user_id AS "userId", status, submitted_at AS "submittedAt", decided_at AS "decidedAt",
            to_char(deadline, 'YYYY-MM-DD') AS deadline, reasons, rejected_at AS "rejectedAt",
            approved_at AS "approvedAt"
     FROM kyc_cases WHERE user_id = :userId${options.lock ? ' FOR UPDATE' : ''}`,
    { replacements: { userId }, type: QueryTypes.SELECT, transaction: options.transaction },
  );
  return row ? { ...row, userId: Number(row.userId) } : null;
}

/** When the investor last saved each step whose status is not a stored column (photos, questionnaires, contract). */
async function lastSaves(ctx: AppContext, userId: number): Promise<Partial<Record<string, Date>>> {
  const [files] = await ctx.sequelize.query<{ photos: Date | null; edd: Date | null }>(
    `SELECT max(created_at) FILTER (WHERE kind IN ('ID_FRONT', 'ID_BACK', 'SELFIE')) AS photos,
            max(created_at) FILTER (WHERE kind IN ('EDD_STATEMENT', 'EDD_SUPPORT')) AS edd
     FROM kyc_files WHERE user_id = :userId`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  const answers = await ctx.sequelize.query<{ kind: string; at: Date }>(
    'SELECT kind, max(created_at) AS at FROM questionnaire_answers WHERE user_id = :userId GROUP BY kind',
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  const saves: Partial<Record<string, Date>> = {
    identityPhoto: files?.photos ?? undefined,
    edd: files?.edd ?? undefined,
  };
  for (const answer of answers) saves[answer.kind] = answer.at;
  const [contract] = await ctx.sequelize.query<{ at: Date | null }>(
    `SELECT max(signed_at) AS at FROM kyc_contracts WHERE user_id = :userId AND status = 'SIGNED'`,
    { replacements: { userId }, type: QueryTypes.SELECT },
  );
  saves.contract = contract?.at ?? undefined;
  return saves;
}

// These steps keep their status in a column the kyc module resets to PENDING when the investor saves again.
const storedSteps = new Set(['identityData', 'personalInfo', 'bankAccount']);
// Enhanced due diligence documents belong to the AML step on the progress page.
const stepKeyOf = (step: KycReviewStep) => (step === 'edd' ? 'aml' : step);

/**
 * The review shown on the investor's steps (DESIGN §4): everything VERIFIED after approval; the steps named in a
 * reject show REJECT ("re-enter data"), those named in a revision request REVIEW or OVERDUE, each until the
 * investor saves it again (then PENDING, waiting for the next review).
 */
export async function stepsUnderReview(
  ctx: AppContext,
  userId: number,
  kycCase: KycCase | null,
  steps: ProgressStep[],
): Promise<ProgressStep[]> {
  if (!kycCase || kycCase.status === 'PENDING' || kycCase.status === 'BLOCKED') return steps;
  if (kycCase.status === 'VERIFIED') return steps.map((step) => ({ ...step, status: 'VERIFIED' }));
  const label: StepStatus = kycCase.status === 'REJECTED' ? 'REJECT' : (kycCase.status as StepStatus);
  const since = (kycCase.status === 'REJECTED' ? kycCase.rejectedAt : kycCase.decidedAt) ?? new Date(0);
  const saves = await lastSaves(ctx, userId);
  const named = new Map<string, KycReviewStep[]>();
  for (const { step } of kycCase.reasons) {
    const key = stepKeyOf(step);
    named.set(key, [...(named.get(key) ?? []), step]);
  }
  return steps.map((step) => {
    const reasons = named.get(step.key);
    if (!reasons) {
      // A revision request after approval leaves the other steps approved.
      const approved = kycCase.approvedAt !== null && kycCase.status !== 'REJECTED';
      return approved && step.status === 'PENDING' ? { ...step, status: 'VERIFIED' } : step;
    }
    const saved = storedSteps.has(step.key)
      ? !['REJECT', 'REVIEW'].includes(step.status)
      : reasons.every((r) => (saves[r]?.getTime() ?? 0) > since.getTime());
    return { ...step, status: saved ? 'PENDING' : label };
  });
}

/** The whole account's verification status for the domain's completeness and readiness (spec §4). */
export function accountKycStatus(kycCase: KycCase | null): VerificationStatus | null {
  if (!kycCase) return null;
  return kycCase.status === 'REJECTED' ? 'REJECT' : kycCase.status;
}

/** Approved once, and neither rejected nor blocked since: the signed contract stands verified. */
export const isApprovedAccount = (kycCase: KycCase | null) =>
  kycCase !== null && kycCase.approvedAt !== null && !['REJECTED', 'BLOCKED'].includes(kycCase.status);
