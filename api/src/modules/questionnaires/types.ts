import type { SuitabilityRiskType } from '@fund/domain';
/** Text in both languages; Thai is the default. */
export interface Text {
  th: string;
  en: string;
}

export interface QuestionnaireOption {
  /** Stable value sent back in answers. */
  value: string;
  label: Text;
  /** Points toward the score when the item counts (`calculate`): 1 most conservative … 4 most aggressive. */
  score?: number;
  /** For the "other" option: the answer must carry free text. */
  other?: boolean;
}

/** Spec §3 "Questionnaire item": label, options, other, select, calculate, multipleChoice. */
export interface QuestionnaireItem {
  key: string;
  label: Text;
  options: QuestionnaireOption[];
  /** Free text allowed: one option (value OTHER) asks for it. */
  other: boolean;
  /** Shown as a drop-down list rather than radio buttons. */
  select: boolean;
  /** Counts toward the score. */
  calculate: boolean;
  multipleChoice: boolean;
  required: boolean;
}

export interface QuestionnairePage {
  number: number;
  title: Text;
  items: QuestionnaireItem[];
}

export interface SuitabilityResultText {
  type: SuitabilityRiskType;
  investInfo: Text;
  recommendation: Text;
}

export interface SuitabilityContent {
  title: Text;
  pages: QuestionnairePage[];
  results: SuitabilityResultText[];
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

export interface FatcaContent {
  title: Text;
  parts: FatcaPart[];
  disclaimer: Text;
  agreementCheck: { type: 'checkbox'; description: Text; errorMessage: string };
}

export interface AmlContent {
  title: Text;
  items: QuestionnaireItem[];
  edd: {
    /** ISO codes whose income raises enhanced due diligence. */
    highRiskCountries: string[];
    description: Text;
    documents: Text[];
  };
}

export { type QuestionnaireKind, questionnaireKinds } from '@fund/domain';

export interface ContentByKind {
  suitability: SuitabilityContent;
  fatca: FatcaContent;
  aml: AmlContent;
}
