import type { Answer, ItemOf } from '@fund/contract';
import type { kycForms } from '@fund/domain';
import useSWR from 'swr';
import { ApiError, apiRequest } from '../../lib/api-client.ts';

type QuestionnaireAnswer = Answer<'/questionnaires/{kind}'>;
type QuestionnaireOf<K extends QuestionnaireAnswer['kind']> = Extract<QuestionnaireAnswer, { kind: K }>;
type SuitabilityAnswer = QuestionnaireOf<'suitability'>;

/** Spec §3 "Questionnaire item": label, options, other, select, calculate, multipleChoice. */
export type QuestionnaireItem = ItemOf<ItemOf<SuitabilityAnswer['pages']>['items']>;
export type QuestionnaireOption = ItemOf<QuestionnaireItem['options']>;

export type SuitabilityQuestionnaire = SuitabilityAnswer;

export type FatcaQuestionnaire = QuestionnaireOf<'fatca'>;
export type FatcaPart = ItemOf<FatcaQuestionnaire['parts']>;
export type FatcaQuestion = ItemOf<ItemOf<NonNullable<FatcaPart['subtopics']>>['questions']>;
export type FatcaCondition = ItemOf<NonNullable<FatcaQuestion['conditions']>>;

export type AmlQuestionnaire = QuestionnaireOf<'aml'>;

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

type SubmittedSuitability = Answer<'/kyc/suitability', 'post', 201>;

/**
 * A suitability result. `standing` (`GET /kyc/suitability` only) is where it stands on the API's clock: EXPIRING
 * from 30 days before `expiresAt`, EXPIRED from then on, when increases and switches wait for a new assessment.
 */
export type SuitabilityResult = SubmittedSuitability & Partial<Pick<Answer<'/kyc/suitability'>, 'standing'>>;

export type EddReason = ItemOf<AmlSubmitted['eddReasons']>;
type AmlSubmitted = Answer<'/kyc/aml', 'post', 201>;

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
}): Promise<Answer<'/kyc/fatca', 'post', 201>> {
  return apiRequest('/kyc/fatca', { method: 'POST', body });
}

export function submitAml(body: AnswersBody): Promise<AmlSubmitted> {
  return apiRequest('/kyc/aml', { method: 'POST', body });
}

export type EddFileKind = Extract<kycForms.KycFileKind, 'EDD_STATEMENT' | 'EDD_SUPPORT'>;

/** Uploads an EDD document as multipart (kind, file) through the shared client. */
export function uploadKycFile(kind: EddFileKind, file: File): Promise<Answer<'/kyc/files', 'post', 201>> {
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', file);
  return apiRequest('/kyc/files', { method: 'POST', body: form });
}
