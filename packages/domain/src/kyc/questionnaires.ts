/** The onboarding's three questionnaires (spec §3): suitability, FATCA and AML, each versioned by compliance. */
export const questionnaireKinds = ['suitability', 'fatca', 'aml'] as const;
export type QuestionnaireKind = (typeof questionnaireKinds)[number];
