import { describe, expect, it } from 'vitest';
import {
  type FatcaAnswers,
  fatcaAnswerProblems,
  fatcaAskedQuestions,
  fatcaIndicationQuestions,
  fatcaQuestionKeys,
  isFatcaIndicationSkipped,
  isUsPerson,
} from './fatca.ts';

const allNo: FatcaAnswers = Object.fromEntries(fatcaQuestionKeys.map((key) => [key, false]));

describe('FATCA skip rule', () => {
  it('all No to 1-3: questions 4-9 are asked', () => {
    expect(isFatcaIndicationSkipped({ usCitizen: false, usGreencard: false, usTax: false })).toBe(false);
    expect(fatcaAskedQuestions({ usCitizen: false, usGreencard: false, usTax: false })).toHaveLength(9);
  });

  it.each(['usCitizen', 'usGreencard', 'usTax'] as const)('a Yes to %s skips 4-9', (key) => {
    const answers = { usCitizen: false, usGreencard: false, usTax: false, [key]: true };
    expect(isFatcaIndicationSkipped(answers)).toBe(true);
    expect(fatcaAskedQuestions(answers)).toEqual(['usCitizen', 'usGreencard', 'usTax']);
  });

  it('a Yes among 4-9 skips nothing', () => {
    expect(isFatcaIndicationSkipped({ ...allNo, usBorn: true })).toBe(false);
  });
});

describe('FATCA answer problems', () => {
  it('nine No answers are complete', () => {
    expect(fatcaAnswerProblems(allNo)).toEqual([]);
  });

  it('a Yes to 1-3 with 4-9 left out is complete', () => {
    expect(fatcaAnswerProblems({ usCitizen: true, usGreencard: false, usTax: false })).toEqual([]);
  });

  it('a missing answer among those asked is required', () => {
    const { usPhone: _, ...rest } = allNo;
    expect(fatcaAnswerProblems(rest)).toEqual([{ key: 'usPhone', problem: 'REQUIRED' }]);
    expect(fatcaAnswerProblems({ usCitizen: false, usGreencard: true })).toEqual([
      { key: 'usTax', problem: 'REQUIRED' },
    ]);
  });

  it('answers to skipped questions are refused', () => {
    expect(fatcaAnswerProblems({ ...allNo, usTax: true })).toEqual(
      fatcaIndicationQuestions.map((key) => ({ key, problem: 'SKIPPED' })),
    );
  });
});

describe('US person', () => {
  it('all No is not a US person', () => {
    expect(isUsPerson(allNo)).toBe(false);
  });

  it.each(fatcaQuestionKeys)('a Yes to %s alone is a US person', (key) => {
    expect(isUsPerson({ ...allNo, [key]: true })).toBe(true);
  });
});
