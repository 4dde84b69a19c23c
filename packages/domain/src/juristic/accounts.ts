import type { SuitabilityRiskType } from '../kyc/suitability.ts';
import { nationalIdProblem, normaliseNationalId } from '../kyc/thai-id.ts';

/**
 * Juristic (company) accounts: customer service opens them in the back office, compliance approves them
 * (DESIGN §4: corporate accounts cannot self-open). The rules both the API and the back office apply.
 */

export type RegistrationNumberProblem =
  | 'JURISTIC_REGISTRATION_NUMBER_FORMAT'
  | 'JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT';

/**
 * The first problem of a typed juristic registration number (separators allowed), or null when it is valid. The
 * number is 13 digits with the national ID's mod-11 check digit, so the national-ID rule decides it.
 */
export function registrationNumberProblem(input: string): RegistrationNumberProblem | null {
  const problem = nationalIdProblem(input);
  if (problem === null) return null;
  return problem === 'NATIONAL_ID_CHECK_DIGIT'
    ? 'JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT'
    : 'JURISTIC_REGISTRATION_NUMBER_FORMAT';
}

/** The number as stored and compared: its 13 digits. */
export const normaliseRegistrationNumber = normaliseNationalId;

/** The documents a juristic account is opened with; every one is required before compliance decide. */
export const juristicDocumentKinds = ['COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST', 'BOARD_RESOLUTION'] as const;
export type JuristicDocumentKind = (typeof juristicDocumentKinds)[number];

export const juristicDocumentLabels: Record<JuristicDocumentKind, { th: string; en: string }> = {
  COMPANY_CERTIFICATE: { th: 'หนังสือรับรองบริษัท', en: 'Company certificate' },
  SHAREHOLDER_LIST: { th: 'บัญชีรายชื่อผู้ถือหุ้น', en: 'Shareholder list' },
  BOARD_RESOLUTION: { th: 'มติคณะกรรมการ', en: 'Board resolution' },
};

/** Scans and PDFs of company papers, up to the KYC documents' size. */
export const juristicFileRules = {
  maxBytes: 10 * 1024 * 1024,
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'],
} as const;

/** The required documents not among those given, in the list's order. */
export function missingJuristicDocuments(given: readonly string[]): JuristicDocumentKind[] {
  return juristicDocumentKinds.filter((kind) => !given.includes(kind));
}

/**
 * One authorised person of a company, as customer service enter them and the API stores and answers them: each
 * passes the individual identity checks (national ID and laser ID with DOPA, the age limit).
 */
export interface JuristicAuthorisedPerson {
  titleTh: string;
  firstNameTh: string;
  lastNameTh: string;
  firstNameEn: string;
  lastNameEn: string;
  nationalId: string;
  laserId: string;
  /** YYYY-MM-DD */
  birthDate: string;
  position: string;
}

export const juristicAccountStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type JuristicAccountStatus = (typeof juristicAccountStatuses)[number];

// Who may open (customer service) and who may decide (compliance) a juristic account is in the staff permission
// table (staff/permissions.ts: openJuristicAccounts, decideJuristicAccounts).

/** Maker-checker: the staff member who prepared the account never decides it. */
export function mayDecideJuristicAccount(preparedBy: number, decider: number): boolean {
  return preparedBy !== decider;
}

/**
 * The company's risk level: the suitability questionnaire asks about a person (age, income, experience), so for a
 * company customer service choose the band with a reason of at least this length.
 */
export const juristicRiskReasonMinLength = 10;
export type JuristicRiskLevel = SuitabilityRiskType;
