/**
 * FATCA customer status (spec §3 "FATCA form", §4; DESIGN §4 "FATCA"): nine yes/no questions. Any Yes makes the
 * customer a US person, whose account is blocked. Questions 4-9 are not asked once 1-3 gave a Yes.
 */
export const fatcaStatusQuestions = ['usCitizen', 'usGreencard', 'usTax'] as const;
export const fatcaIndicationQuestions = [
  'usBorn',
  'usAddress',
  'usPhone',
  'usMoneyAcc',
  'usNominee',
  'usCoordinator',
] as const;
export const fatcaQuestionKeys = [...fatcaStatusQuestions, ...fatcaIndicationQuestions] as const;

export type FatcaQuestionKey = (typeof fatcaQuestionKeys)[number];

/** A FATCA form's result: DONE, or BLOCKED for a US person. */
export const fatcaResultStatuses = ['DONE', 'BLOCKED'] as const;
export type FatcaResultStatus = (typeof fatcaResultStatuses)[number];
export type FatcaAnswers = Partial<Record<FatcaQuestionKey, boolean>>;

/** Whether questions 4-9 are skipped: one of questions 1-3 was answered Yes. */
export function isFatcaIndicationSkipped(answers: FatcaAnswers): boolean {
  return fatcaStatusQuestions.some((key) => answers[key] === true);
}

/** The questions the customer must answer, given the answers so far. */
export function fatcaAskedQuestions(answers: FatcaAnswers): FatcaQuestionKey[] {
  return isFatcaIndicationSkipped(answers) ? [...fatcaStatusQuestions] : [...fatcaQuestionKeys];
}

export type FatcaProblem = { key: FatcaQuestionKey; problem: 'REQUIRED' | 'SKIPPED' };

/**
 * What is wrong with a complete set of answers: a question asked but not answered, or a skipped question
 * (4-9 after a Yes to 1-3) that was answered anyway. Empty when the answers can be saved.
 */
export function fatcaAnswerProblems(answers: FatcaAnswers): FatcaProblem[] {
  const asked = fatcaAskedQuestions(answers);
  const problems: FatcaProblem[] = [];
  for (const key of fatcaQuestionKeys) {
    const answered = typeof answers[key] === 'boolean';
    if (asked.includes(key) && !answered) problems.push({ key, problem: 'REQUIRED' });
    if (!asked.includes(key) && answers[key] !== undefined) problems.push({ key, problem: 'SKIPPED' });
  }
  return problems;
}

/** Any Yes among questions 1-9 makes the customer a US person. */
export function isUsPerson(answers: FatcaAnswers): boolean {
  return fatcaQuestionKeys.some((key) => answers[key] === true);
}
