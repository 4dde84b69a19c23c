import type { KycCaseStatus } from '../kyc/review-case.ts';

/** Why an investor may not place an increase or a switch now. */
export type OrderRestriction = 'BLOCKED' | 'OVERDUE' | 'NOT_READY';
export type SwitchRestriction = OrderRestriction | 'SWITCHING_OFF';

/**
 * Who may place an increase (DESIGN §4, issue 6): a customer blocked by the onboarding policy, or past a revision
 * deadline (OVERDUE), may only take money out; otherwise the account must be ready, which the API reads from the
 * approval (verified, or approved once and now under revision or resubmitted) and the portal from the
 * `readyToInvest` the API answers. Reductions are never restricted here: whoever holds units may sell them.
 */
export function increaseRestriction(input: {
  caseStatus: KycCaseStatus | null | undefined;
  ready: boolean;
}): OrderRestriction | null {
  if (input.caseStatus === 'BLOCKED') return 'BLOCKED';
  if (input.caseStatus === 'OVERDUE') return 'OVERDUE';
  return input.ready ? null : 'NOT_READY';
}

/** A switch asks what an increase asks, and the `switching` flag on. */
export function switchRestriction(input: {
  caseStatus: KycCaseStatus | null | undefined;
  ready: boolean;
  switching: boolean;
}): SwitchRestriction | null {
  return increaseRestriction(input) ?? (input.switching ? null : 'SWITCHING_OFF');
}

/**
 * Whether a case's approval lets its investor trade: verified, or approved once and now under a revision request
 * (REVIEW) or resubmitted (PENDING); a case never approved does not.
 */
export function caseTrades(kycCase: { status: KycCaseStatus; approved: boolean } | null): boolean {
  if (kycCase === null) return false;
  if (kycCase.status === 'VERIFIED') return true;
  return kycCase.approved && (kycCase.status === 'REVIEW' || kycCase.status === 'PENDING');
}
