import {
  type AccountStatus,
  completenessMaxScore,
  completenessPoints,
  completenessScore,
  isReadyToInvest,
  readinessClauses,
  type VerificationStatus,
} from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { verifiedWallet } from '../change-requests/wallet.ts';
import { contractState } from '../contract/state.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { accountKycStatus, isApprovedAccount, loadCase, stepsUnderReview } from '../kyc-cases/case-state.ts';
import { type QuestionnaireState, questionnaireStatus } from '../questionnaires/service.ts';
import type { StepStatus } from './profile.ts';
import { kycProgress, type ProgressStep } from './progress.ts';

/**
 * A submitted questionnaire waits for the compliance review (PENDING); a FATCA "yes" blocks the account. The
 * review's outcome (VERIFIED, REVIEW, REJECT) is laid over every step afterwards, by `stepsUnderReview`.
 */
function questionnaireStepStatus(state: QuestionnaireState): StepStatus {
  if (state.status === 'BLOCKED') return 'BLOCKED';
  return state.status === 'DONE' ? 'PENDING' : 'WAITING';
}

function questionnaireStep(key: string, state: QuestionnaireState): ProgressStep {
  return {
    key,
    status: questionnaireStepStatus(state),
    version: state.version,
    answeredAt: state.answeredAt,
  };
}

/**
 * Spec §3/§4: every onboarding step in order (AML only while useCheckAml is on; juristic customers skip
 * suitability and FATCA) as the compliance review left them, the case itself, the completeness score and
 * whether the account is ready to invest, computed by the domain's predicates over the stored statuses.
 * Corporate accounts are opened by customer service (DESIGN §4), which `customerService` tells the portal.
 */
export async function kycOverview(ctx: AppContext, userId: number) {
  const user = await ctx.models.User.findByPk(userId, {
    attributes: ['customerType', 'emailVerifiedAt', 'trueMoneyId'],
    raw: true,
  });
  const juristic = user?.customerType === 'JURISTIC';
  const questionnaires = await questionnaireStatus(ctx, userId);
  const flags = await currentFlags(ctx);
  const contract = await contractState(ctx, userId);
  const questionnaireSteps: ProgressStep[] = [
    ...(juristic
      ? []
      : [
          questionnaireStep('suitability', questionnaires.suitability),
          questionnaireStep('fatca', questionnaires.fatca),
        ]),
    ...(flags.useCheckAml === true ? [questionnaireStep('aml', questionnaires.aml)] : []),
    // The contract opens once the other steps are done; signed, it waits for the compliance review.
    { key: 'contract', ...contract },
  ];
  const progress = await kycProgress(ctx, userId, questionnaireSteps);
  const { profile, bank } = progress;
  const kycCase = await loadCase(ctx, userId);
  const steps = await stepsUnderReview(ctx, userId, kycCase, progress.steps);
  const approved = isApprovedAccount(kycCase);
  const liveness = profile.livenessStatus as VerificationStatus;
  // The bank's face match of an NDID identity is the liveness check, so it earns the point either provider would.
  const livenessBy = (provider: string) =>
    profile.livenessProvider === provider || profile.livenessProvider === 'ndid' ? liveness : null;
  const account: AccountStatus = {
    customerType: juristic ? 'JURISTIC' : 'INDIVIDUAL',
    kyc: { status: accountKycStatus(kycCase), contractVerified: approved },
    // Once compliance approved the case, the identity check stands verified whichever provider ran it.
    onfido: { status: approved ? 'VERIFIED' : livenessBy('onfido') },
    verifio: { status: approved ? 'VERIFIED' : livenessBy('verifio') },
    liveness: { status: profile.livenessProvider ? liveness : null },
    passDopa: profile.passDopa,
    suit: {
      status: questionnaires.suitability.status !== 'DONE' ? null : approved ? 'VERIFIED' : 'PENDING',
    },
    walletAddress: (await verifiedWallet(ctx, userId))?.address ?? null,
    bankName: bank?.bankNameEn ?? null,
    isVerified: !!user && user.emailVerifiedAt !== null,
    agreeFatca: questionnaires.fatca.status === 'DONE',
    trueMoneyId: user?.trueMoneyId ?? null,
    contractSigned: contract.status === 'PENDING',
  };
  return {
    steps,
    case: kycCase && {
      status: kycCase.status,
      submittedAt: kycCase.submittedAt,
      deadline: kycCase.deadline,
      reasons: kycCase.reasons,
    },
    customerService: juristic,
    completeness: {
      score: completenessScore(account),
      max: completenessMaxScore,
      points: completenessPoints(account),
    },
    readyToInvest: isReadyToInvest(account),
    readiness: readinessClauses(account),
  };
}
