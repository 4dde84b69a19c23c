import type { ContentByKind, QuestionnaireKind } from '../types.ts';
import { amlV1 } from './aml-v1.ts';
import { fatcaV1 } from './fatca-v1.ts';
import { suitabilityV1 } from './suitability-v1.ts';

/**
 * Every published version of each questionnaire. A published version is never edited: a change is a new entry
 * with the next version number, and the seed adds it.
 */
export const publishedQuestionnaires: {
  [K in QuestionnaireKind]: { version: number; content: ContentByKind[K] }[];
} = {
  suitability: [{ version: 1, content: suitabilityV1 }],
  fatca: [{ version: 1, content: fatcaV1 }],
  aml: [{ version: 1, content: amlV1 }],
};
