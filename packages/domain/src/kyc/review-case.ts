import { bangkokDate } from '../calendar/bangkok-date.ts';

/** A KYC case's states as staff review it (DESIGN §4). */
export const kycCaseStatuses = ['PENDING', 'REVIEW', 'OVERDUE', 'REJECTED', 'VERIFIED', 'BLOCKED'] as const;
export type KycCaseStatus = (typeof kycCaseStatuses)[number];

/** The cases waiting on someone: on compliance (PENDING) or on the investor's revision (REVIEW, OVERDUE late). */
export const kycWaitingStatuses = [
  'PENDING',
  'REVIEW',
  'OVERDUE',
] as const satisfies readonly KycCaseStatus[];
export type KycWaitingStatus = (typeof kycWaitingStatuses)[number];

/**
 * How long a PENDING case has waited against the promise of a decision within 1-2 days, in Bangkok calendar days:
 * under a day (submitted today), 1 to 2 days (within the promise), over 2 days (late).
 */
export const kycWaitingAges = ['UNDER_1_DAY', 'DAYS_1_TO_2', 'OVER_2_DAYS'] as const;
export type KycWaitingAge = (typeof kycWaitingAges)[number];

/** The states a list of cases filters on: an investor who never submitted has no case, and is `NOT_SUBMITTED`. */
export const kycCaseListStatuses = ['NOT_SUBMITTED', ...kycCaseStatuses] as const;
export type KycCaseListStatus = (typeof kycCaseListStatuses)[number];

/** What happens to a case, as its history records it. */
export const kycCaseEvents = [
  'SUBMITTED',
  'APPROVED',
  'REJECTED',
  'REVISION_REQUESTED',
  'BLOCKED',
  'OVERDUE',
  'RESUBMITTED',
] as const;
export type KycCaseEvent = (typeof kycCaseEvents)[number];

/** The steps a reject or revision request names (the EDD documents are a step of their own here). */
export const kycReviewSteps = [
  'identityPhoto',
  'identityData',
  'personalInfo',
  'bankAccount',
  'suitability',
  'fatca',
  'aml',
  'edd',
  'contract',
] as const;
export type KycReviewStep = (typeof kycReviewSteps)[number];

/** Why staff block a customer under the onboarding policy. */
export const kycBlockReasons = ['UNDER_AGE', 'US_PERSON', 'DATA_MISMATCH', 'COMPANY_POLICY'] as const;
export type KycBlockReason = (typeof kycBlockReasons)[number];

/** How long a decision's texts may be: each reason, how many reasons, the note. */
export const kycReviewLimits = { reasonMaxLength: 500, reasonsMax: 10, noteMaxLength: 1000 } as const;

export type KycCaseAction = 'approve' | 'reject' | 'request-revision' | 'block';

/**
 * The transitions: the states each decision starts from (any other answers 409 `KYC_CASE_STATE`). Approve and
 * reject decide a pending case; a revision is asked of a pending or an approved one; any case not blocked yet,
 * even one never submitted, can be blocked.
 */
export const kycCaseActionFrom: Record<KycCaseAction, readonly KycCaseListStatus[]> = {
  approve: ['PENDING'],
  reject: ['PENDING'],
  'request-revision': ['PENDING', 'VERIFIED'],
  block: kycCaseListStatuses.filter((status) => status !== 'BLOCKED'),
};

export function isKycCaseActionAllowed(action: KycCaseAction, status: KycCaseListStatus): boolean {
  return kycCaseActionFrom[action].includes(status);
}

/** A reason is 1 to 500 characters once trimmed. */
export function isKycReasonValid(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= kycReviewLimits.reasonMaxLength;
}

/** A revision deadline falls after today in Asia/Bangkok; `YYYY-MM-DD` strings compare as dates. */
export function isRevisionDeadlineValid(deadline: string, now: Date): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(deadline) && deadline > bangkokDate(now);
}

/** The first day a revision deadline may be: tomorrow in Asia/Bangkok. */
export function firstRevisionDeadline(now: Date): string {
  const next = new Date(`${bangkokDate(now)}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Why another account may be the same person, strongest first: the same national or laser ID (accounts that shared
 * one before the one-account rule), a national ID one digit apart (a typo, or a number tried on purpose), the same
 * name and birth date, the same bank account or the same phone.
 */
export const nearMatchSignals = [
  'SAME_ID',
  'ID_ONE_DIGIT_APART',
  'NAME_AND_BIRTH_DATE',
  'BANK_ACCOUNT',
  'PHONE',
] as const;
export type NearMatchSignal = (typeof nearMatchSignals)[number];
