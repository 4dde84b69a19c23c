import {
  type KycCaseEvent,
  type KycCaseListStatus,
  type KycReviewStep,
  kycCaseListStatuses,
  type kycForms,
  type NearMatchSignal,
  type SuitabilityRiskType,
  suitabilityRiskTypes,
} from '@fund/domain';

export interface StaffRef {
  id: number;
  email: string;
}

export interface CaseReason {
  step: KycReviewStep;
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
  status: KycCaseListStatus;
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

export interface CaseEvent {
  id: number;
  action: KycCaseEvent;
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

export interface NearMatch {
  id: number;
  email: string;
  nameTh: string | null;
  status: KycCaseListStatus;
  signals: NearMatchSignal[];
}

export const statusChoices = kycCaseListStatuses.map((id) => ({
  id,
  name: `resources.kyc-cases.statuses.${id}`,
}));
export const riskBandChoices = suitabilityRiskTypes.map((id) => ({
  id,
  name: `resources.kyc-cases.risk_bands.${id}`,
}));
