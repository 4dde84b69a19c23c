import type { AppContext } from '../../platform/context.ts';
import { type BankAccountView, bankAccountOf } from './bank.ts';
import { latestFiles } from './files.ts';
import type { KycProfile, StepStatus } from './profile.ts';
import { loadProfile } from './profile.ts';

export interface ProgressStep {
  key: string;
  status: StepStatus;
  [detail: string]: unknown;
}

/**
 * The investor's onboarding steps built here, in the spec's order, followed by `questionnaireSteps`
 * (suitability, FATCA, AML, contract), which their own module computes and passes in.
 */
export async function kycProgress(
  ctx: AppContext,
  userId: number,
  questionnaireSteps: readonly ProgressStep[] = [],
): Promise<{ steps: ProgressStep[]; profile: KycProfile; bank: BankAccountView | null }> {
  const user = await ctx.models.User.findByPk(userId, { attributes: ['emailVerifiedAt'], raw: true });
  const profile = await loadProfile(ctx, userId);
  const files = await latestFiles(ctx, userId);
  const bank = await bankAccountOf(ctx, userId);
  const photos = { idFront: !!files.ID_FRONT, idBack: !!files.ID_BACK, selfie: !!files.SELFIE };
  const steps: ProgressStep[] = [
    { key: 'emailVerification', status: user && user.emailVerifiedAt !== null ? 'VERIFIED' : 'WAITING' },
    {
      key: 'identityPhoto',
      // An identity verified through NDID needs no card photos: the bank matched the investor's face and card.
      status:
        (photos.idFront && photos.idBack && photos.selfie) || profile.identitySource === 'NDID'
          ? 'PENDING'
          : 'WAITING',
      ...photos,
      ndid: profile.identitySource === 'NDID',
    },
    {
      key: 'identityData',
      status: profile.identityStatus,
      passDopa: profile.passDopa,
      source: profile.identitySource,
      liveness: { status: profile.livenessStatus, provider: profile.livenessProvider },
      hasDraft: profile.identityDraft !== null,
    },
    {
      key: 'personalInfo',
      status: profile.personalStatus,
      general: profile.general !== null,
      personal: profile.personal !== null,
      hasDraft: profile.generalDraft !== null || profile.personalDraft !== null,
    },
    { key: 'bankAccount', status: bank?.status ?? 'WAITING', changeRequested: !!bank?.changeRequest },
  ];
  // The profile and bank account are handed on, so the overview need not read them again.
  return { steps: [...steps, ...questionnaireSteps], profile, bank };
}
