import { isVerificationDone } from '@fund/domain';
import type { KycCase, ProgressStep, StepKey } from './api.ts';

/** Spec §3 "Status sets": the step captions, by their key in `kyc.progress.captions`. */
export type Caption =
  | 'success'
  | 'reject'
  | 'waiting'
  | 'review'
  | 'pending'
  | 'notComplete'
  | 'reEnter'
  | 'waitingCheck'
  | 'blocked'
  | 'overdue';

export type StepAction = 'start' | 'continue' | 'reEnter' | null;

/** Something was typed or uploaded already, so the step is under way rather than untouched. */
function isStarted(step: ProgressStep): boolean {
  return !!(step.hasDraft || step.general || step.personal || step.idFront || step.idBack || step.selfie);
}

/** The caption a step shows for its status (a step staff rejected asks the user to re-enter its data). */
export function captionOf(step: ProgressStep, caseReasons: boolean): Caption {
  switch (step.status) {
    case 'VERIFIED':
      return 'success';
    case 'PENDING':
      return 'pending';
    case 'PENDING_REJECT':
      return 'waitingCheck';
    case 'REVIEW':
      return 'review';
    case 'OVERDUE':
      return 'overdue';
    case 'BLOCKED':
      return 'blocked';
    case 'REJECT':
      return caseReasons ? 'reEnter' : 'reject';
    default:
      return isStarted(step) ? 'waiting' : 'notComplete';
  }
}

export function actionOf(step: ProgressStep): StepAction {
  if (step.key === 'emailVerification' && step.status === 'VERIFIED') return null;
  if (step.status === 'REJECT' || step.status === 'REVIEW' || step.status === 'OVERDUE') return 'reEnter';
  if (step.status === 'WAITING') return isStarted(step) ? 'continue' : 'start';
  return null;
}

/** Where each step is done; the questionnaires and the contract have their own screens. */
export function pathOf(step: ProgressStep): string {
  const paths: Record<StepKey, string> = {
    emailVerification: '/auth/verify-email',
    identityPhoto: '/kyc/identity',
    identityData: '/kyc/identity',
    personalInfo: step.general && !step.personal ? '/kyc/personal' : '/kyc/general',
    bankAccount: '/kyc/bank-account',
    suitability: '/kyc/suitability',
    fatca: '/kyc/fatca',
    aml: '/kyc/aml',
    edd: '/kyc/edd',
    contract: '/kyc/contract',
  };
  // A step this portal does not know yet (added by the API later) is shown, and leads back here.
  return paths[step.key] ?? '/kyc';
}

export const isStepDone = (step: ProgressStep): boolean => isVerificationDone(step.status);

/** The first step still to do, where the user resumes. */
export function firstUnfinished(steps: readonly ProgressStep[]): ProgressStep | undefined {
  return steps.find((step) => actionOf(step) !== null);
}

/** Submitting is offered when every step is done and no review is running or settled. */
export function canSubmit(steps: readonly ProgressStep[], kycCase: KycCase | null | undefined): boolean {
  const settled = ['PENDING', 'VERIFIED', 'BLOCKED'];
  return steps.length > 0 && steps.every(isStepDone) && !settled.includes(kycCase?.status ?? '');
}

/** The reviewer's reasons that concern one step. */
export function reasonsFor(step: ProgressStep, kycCase: KycCase | null | undefined): string[] {
  return (kycCase?.reasons ?? []).filter((r) => r.step === step.key).map((r) => r.reason);
}
