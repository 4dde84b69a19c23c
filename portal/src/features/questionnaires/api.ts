import type { kycForms, SuitabilityRiskType } from '@fund/domain';
import useSWR from 'swr';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

/** Text in both languages, as the API serves questionnaire content. */
export interface Text {
  th: string;
  en: string;
}

export interface QuestionnaireOption {
  value: string;
  label: Text;
  score?: number;
  /** Choosing it asks for free text. */
  other?: boolean;
}

/** Spec §3 "Questionnaire item": label, options, other, select, calculate, multipleChoice. */
export interface QuestionnaireItem {
  key: string;
  label: Text;
  options: QuestionnaireOption[];
  other: boolean;
  select: boolean;
  calculate: boolean;
  multipleChoice: boolean;
  required: boolean;
}

export interface SuitabilityQuestionnaire {
  kind: 'suitability';
  version: number;
  title: Text;
  pages: { number: number; title: Text; items: QuestionnaireItem[] }[];
  results: { type: SuitabilityRiskType; investInfo: Text; recommendation: Text }[];
  adviserNote: Text;
}

export interface FatcaCondition {
  text: Text;
  link?: string;
}

export interface FatcaQuestion {
  name: string;
  qNumber: number;
  question: Text;
  yesConditions?: FatcaCondition[];
  noConditions?: FatcaCondition[];
  conditions?: FatcaCondition[];
}

export interface FatcaPart {
  key: 'part1' | 'part2' | 'part3' | 'part4';
  number: number;
  topic: Text;
  type: 'question' | 'statement';
  subtopics?: { topic: Text; questions: FatcaQuestion[] }[];
  description?: Text;
  items?: Text[];
}

export interface FatcaQuestionnaire {
  kind: 'fatca';
  version: number;
  title: Text;
  parts: FatcaPart[];
  disclaimer: Text;
  agreementCheck: { type: 'checkbox'; description: Text; errorMessage: string };
}

export interface AmlQuestionnaire {
  kind: 'aml';
  version: number;
  title: Text;
  items: QuestionnaireItem[];
  edd: { highRiskCountries: string[]; description: Text; documents: Text[] };
}

interface ByKind {
  suitability: SuitabilityQuestionnaire;
  fatca: FatcaQuestionnaire;
  aml: AmlQuestionnaire;
}

export type AnswerValue = string | string[];

export interface AnswersBody {
  version: number;
  answers: Record<string, AnswerValue>;
  otherText: Record<string, string>;
}

export interface SuitabilityResult {
  id: number;
  version: number;
  score: number;
  rawScore: number;
  type: SuitabilityRiskType;
  investType: Text;
  minScore: number;
  maxScore: number;
  suggestedShare: { minPercent: number; maxPercent: number | null };
  investInfo: Text;
  recommendation: Text;
  funds: { code: string; name: Text }[];
  adviserNote: Text;
  completedAt: string;
  expiresAt: string;
  /**
   * Where the result stands on the API's clock (`GET /kyc/suitability` only): EXPIRING from 30 days before
   * `expiresAt`, EXPIRED from then on, when increases and switches wait for a new assessment.
   */
  standing?: 'VALID' | 'EXPIRING' | 'EXPIRED';
}

export type EddReason = 'HIGH_RISK_COUNTRY' | 'INCOME_BELOW_PLANNED_INVESTMENT' | 'INCOME_NOT_STATED';

/** The current version of a questionnaire; it changes rarely, so it is not refetched on focus. */
export function useQuestionnaire<K extends keyof ByKind>(kind: K) {
  return useSWR<ByKind[K]>(`/questionnaires/${kind}`, (path: string) => apiRequest<ByKind[K]>(path), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export const suitabilityResultKey = '/kyc/suitability';

/** The investor's latest suitability result; null when they have not taken it yet (404 KYC_ASSESSMENT_NOT_DONE). */
export function useSuitabilityResult() {
  return useSWR<SuitabilityResult | null>(
    suitabilityResultKey,
    async (path: string) => {
      try {
        return await apiRequest<SuitabilityResult>(path);
      } catch (error) {
        if (error instanceof ApiError && error.code === 'KYC_ASSESSMENT_NOT_DONE') return null;
        throw error;
      }
    },
    { shouldRetryOnError: false },
  );
}

export function submitSuitability(body: AnswersBody): Promise<SuitabilityResult> {
  return apiRequest<SuitabilityResult>('/kyc/suitability', { method: 'POST', body });
}

export function submitFatca(body: {
  version: number;
  answers: Record<string, boolean>;
  agreement: boolean;
}): Promise<{ id: number; version: number; usPerson: boolean; status: 'DONE' | 'BLOCKED' }> {
  return apiRequest('/kyc/fatca', { method: 'POST', body });
}

export function submitAml(
  body: AnswersBody,
): Promise<{ id: number; version: number; eddRequired: boolean; eddReasons: EddReason[] }> {
  return apiRequest('/kyc/aml', { method: 'POST', body });
}

export type EddFileKind = Extract<kycForms.KycFileKind, 'EDD_STATEMENT' | 'EDD_SUPPORT'>;

/** Uploads an EDD document as multipart (kind, file) through the shared client. */
export function uploadKycFile(kind: EddFileKind, file: File): Promise<{ id: string; kind: string }> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiRequest('/kyc/files', { method: 'POST', body: form });
}
