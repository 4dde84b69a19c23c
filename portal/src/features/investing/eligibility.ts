import { lookupFlag } from '@fund/domain';
import { type KycProgress, useKycProgress } from '../kyc/api.ts';
import { useFeatureFlags } from './api.ts';

/**
 * Why the investor cannot start an increase (or a switch) now. An account not ready to invest (spec §4), one past
 * its revision deadline (OVERDUE) or blocked by the onboarding policy may not increase or switch; reductions stay
 * open to whoever holds units. Switching also needs the `switching` feature flag.
 */
export type InvestRestriction = 'NOT_READY' | 'OVERDUE' | 'BLOCKED';
export type SwitchRestriction = InvestRestriction | 'SWITCHING_OFF';

export function investRestrictionOf(progress: KycProgress | undefined): InvestRestriction | null {
  if (!progress) return null;
  if (progress.case?.status === 'BLOCKED') return 'BLOCKED';
  if (progress.case?.status === 'OVERDUE') return 'OVERDUE';
  return progress.readyToInvest ? null : 'NOT_READY';
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
  const switchingOff = flags.data !== undefined && !lookupFlag(flags.data.flags, 'switching').enabled;
  return {
    invest,
    switch: invest ?? (switchingOff ? 'SWITCHING_OFF' : null),
    loading: progress.isLoading || flags.isLoading,
  };
}
