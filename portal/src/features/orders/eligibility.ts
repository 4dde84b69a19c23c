import { investing, type KycCaseStatus, lookupFlag } from '@fund/domain';
import { useFeatureFlags } from '../../lib/feature-flags.ts';
import { type KycProgress, useKycProgress } from '../kyc/index.ts';

/** Why the investor cannot start an increase (or a switch) now: the domain's rule, on what `/kyc/progress` says. */
export type InvestRestriction = investing.OrderRestriction;
export type SwitchRestriction = investing.SwitchRestriction;

const caseStatusOf = (progress: KycProgress) => progress.case?.status as KycCaseStatus | undefined;

export function investRestrictionOf(progress: KycProgress | undefined): InvestRestriction | null {
  if (!progress) return null;
  return investing.increaseRestriction({ caseStatus: caseStatusOf(progress), ready: progress.readyToInvest });
}

export interface Eligibility {
  /** Null while unknown (loading, or the check failed): the API decides then, as it always does. */
  invest: InvestRestriction | null;
  switch: SwitchRestriction | null;
  /** Still reading: an order form waits, so it does not appear only to be taken away. */
  loading: boolean;
}

/** What the portal already reads (`GET /kyc/progress`, `GET /feature-flags`), as the investing screens' gate. */
export function useEligibility(): Eligibility {
  const progress = useKycProgress();
  const flags = useFeatureFlags();
  const invest = investRestrictionOf(progress.data);
  // A flag the answer lacks takes its catalogued default (switching: on), as the API itself decides.
  const switching = flags.data === undefined || lookupFlag(flags.data.flags, 'switching').enabled;
  return {
    invest,
    switch: progress.data
      ? investing.switchRestriction({
          caseStatus: caseStatusOf(progress.data),
          ready: progress.data.readyToInvest,
          switching,
        })
      : switching
        ? null
        : 'SWITCHING_OFF',
    loading: progress.isLoading || flags.isLoading,
  };
}
