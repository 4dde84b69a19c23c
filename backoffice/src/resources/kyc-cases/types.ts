import { bangkokDate, type kycForms, type SuitabilityRiskType } from '@fund/domain';

export const caseStatuses = [
  'NOT_SUBMITTED',
  'PENDING',
  'REVIEW',
  'OVERDUE',
  'REJECTED',
  'VERIFIED',
  'BLOCKED',
] as const;
export type CaseStatus = (typeof caseStatuses)[number];

export const riskBands: readonly SuitabilityRiskType[] = ['LOW', 'MODERATE', 'HIGH', 'VERY_HIGH'];

/** The steps a reject or revision request can name (the staff KYC-case API's `step`). */
export const reasonSteps = [
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
export type ReasonStep = (typeof reasonSteps)[number];

export const blockReasons = ['UNDER_AGE', 'US_PERSON', 'DATA_MISMATCH', 'COMPANY_POLICY'] as const;
export type BlockReason = (typeof blockReasons)[number];

// The API's joi rules for the action bodies, repeated here for instant feedback.
export const reasonMaxLength = 500;
export const reasonsMax = 10;
export const noteMaxLength = 1000;

export interface StaffRef {
  id: number;
  email: string;
}

export interface CaseReason {
  step: ReasonStep;
  reason: string;
}

/** A row of `GET /admin/kyc-cases`. */
export interface KycCaseRecord {
  id: number;
  userUuid: string;
  email: string;
  nameTh: string | null;
  nameEn: string | null;
  customerType: 'INDIVIDUAL' | 'JURISTIC';
  status: CaseStatus;
  submittedAt: string | null;
  waitingDays: number | null;
  riskBand: SuitabilityRiskType | null;
  riskScore: number | null;
  eddRequired: boolean;
  amlAnswered: boolean;
  deadline: string | null;
  decidedAt: string | null;
  decidedBy: StaffRef | null;
}

export interface CaseFile {
  id: string;
  kind: kycForms.KycFileKind;
  mimeType: string;
  createdAt: string;
  url: string;
}

export type CaseEventAction =
  | 'SUBMITTED'
  | 'APPROVED'
  | 'REJECTED'
  | 'REVISION_REQUESTED'
  | 'BLOCKED'
  | 'OVERDUE'
  | 'RESUBMITTED';

export interface CaseEvent {
  id: number;
  action: CaseEventAction;
  actor: StaffRef | null;
  at: string;
  note: string | null;
  deadline: string | null;
  reasons: CaseReason[] | null;
}

/** `GET /admin/kyc-cases/:id`: the row plus everything the investor gave and what the checks said. */
export interface KycCaseDetail extends KycCaseRecord {
  steps: { key: string; status: string; [detail: string]: unknown }[];
  identity: Record<string, string | boolean | null> | null;
  dopa: { passDopa: boolean; checkedAt: string | null };
  liveness: { status: string | null; provider: string | null; score: number | null };
  general: Record<string, unknown> | null;
  personal: Record<string, unknown> | null;
  bankAccount: {
    bankCode: string;
    bankNameTh: string;
    bankNameEn: string;
    accountNumber: string;
    accountName: string;
    status: string;
    changeRequest: Record<string, unknown> | null;
  } | null;
  files: CaseFile[];
  suitability: {
    version: number;
    score: number;
    band: SuitabilityRiskType;
    answers: unknown;
    answeredAt: string;
    expiresAt: string | null;
  } | null;
  fatca: { version: number; usPerson: boolean; answers: unknown; answeredAt: string } | null;
  aml: {
    version: number;
    eddRequired: boolean;
    eddReasons: string[];
    answers: unknown;
    answeredAt: string;
  } | null;
  contract: {
    version: string | number;
    signedAt: string;
    contentHash: string;
    ip: string;
    url: string;
  } | null;
  reasons: CaseReason[];
  events: CaseEvent[];
  nearMatches: NearMatch[];
}

/** Why another account may be the same person (the API's near-match signals, strongest first). */
export const nearMatchSignals = [
  'SAME_ID',
  'ID_ONE_DIGIT_APART',
  'NAME_AND_BIRTH_DATE',
  'BANK_ACCOUNT',
  'PHONE',
] as const;
export type NearMatchSignal = (typeof nearMatchSignals)[number];

export interface NearMatch {
  id: number;
  email: string;
  nameTh: string | null;
  status: CaseStatus;
  signals: NearMatchSignal[];
}

export type CaseAction = 'approve' | 'reject' | 'request-revision' | 'block';

/** Which state each action starts from, as the API enforces it (a wrong state answers 409). */
export function isActionAllowed(action: CaseAction, status: CaseStatus): boolean {
  switch (action) {
    case 'approve':
    case 'reject':
      return status === 'PENDING';
    case 'request-revision':
      return status === 'PENDING' || status === 'VERIFIED';
    case 'block':
      return status !== 'BLOCKED';
  }
}

/** A revision deadline must fall after today in Asia/Bangkok; `YYYY-MM-DD` strings compare as dates. */
export function isDeadlineAfterToday(deadline: string, now: Date = new Date()): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(deadline) && deadline > bangkokDate(now);
}

/** The first day a deadline may be: tomorrow in Asia/Bangkok. */
export function firstDeadline(now: Date = new Date()): string {
  const today = bangkokDate(now);
  const next = new Date(`${today}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/** A reason row is ready to send when its text, trimmed, is 1..500 characters. */
export function isReasonValid(reason: string): boolean {
  const trimmed = reason.trim();
  return trimmed.length > 0 && trimmed.length <= reasonMaxLength;
}

export const statusChoices = caseStatuses.map((id) => ({ id, name: `resources.kyc-cases.statuses.${id}` }));
export const riskBandChoices = riskBands.map((id) => ({ id, name: `resources.kyc-cases.risk_bands.${id}` }));
