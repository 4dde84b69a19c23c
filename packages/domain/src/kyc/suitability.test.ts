import { describe, expect, it } from 'vitest';
import {
  isBandAtLeast,
  isSuitabilityExpired,
  type SuitabilityQuestionKey,
  suitabilityBandOf,
  suitabilityQuestionKeys,
  suitabilityRawScore,
  suitabilityScoreFromRaw,
  suitabilityStanding,
} from './suitability.ts';

function allAnswered(score: number): Record<SuitabilityQuestionKey, number[]> {
  return Object.fromEntries(suitabilityQuestionKeys.map((key) => [key, [score]])) as Record<
    SuitabilityQuestionKey,
    number[]
  >;
}

describe('suitability questions', () => {
  it('19 questions, each key once', () => {
    expect(suitabilityQuestionKeys).toHaveLength(19);
    expect(new Set(suitabilityQuestionKeys).size).toBe(19);
  });
});

describe('suitability score', () => {
  it('the most conservative answers score 0, the most aggressive 100', () => {
    expect(suitabilityScoreFromRaw(suitabilityRawScore(allAnswered(1)))).toBe(0);
    expect(suitabilityScoreFromRaw(suitabilityRawScore(allAnswered(4)))).toBe(100);
  });

  it('round(100 × (raw − 19) ÷ 57) at the raw sums around each band edge', () => {
    expect(suitabilityScoreFromRaw(30)).toBe(19); // 19.30
    expect(suitabilityScoreFromRaw(31)).toBe(21); // 21.05
    expect(suitabilityScoreFromRaw(44)).toBe(44); // 43.86
    expect(suitabilityScoreFromRaw(45)).toBe(46); // 45.61
    expect(suitabilityScoreFromRaw(53)).toBe(60); // 59.65
    expect(suitabilityScoreFromRaw(54)).toBe(61); // 61.40
  });

  it('a raw sum outside 19-76 is a programming error', () => {
    expect(() => suitabilityScoreFromRaw(18)).toThrow(RangeError);
    expect(() => suitabilityScoreFromRaw(77)).toThrow(RangeError);
    expect(() => suitabilityScoreFromRaw(30.5)).toThrow(RangeError);
  });

  it('the multiple choice counts its highest option only', () => {
    const answers = allAnswered(1);
    answers.investTypeExperience = [1, 3, 2];
    expect(suitabilityRawScore(answers)).toBe(19 + 2);
  });

  it('an unanswered question, two answers to a single choice or a score outside 1-4 are refused', () => {
    const missing: Partial<Record<SuitabilityQuestionKey, number[]>> = allAnswered(2);
    delete missing.ifLoss;
    expect(() => suitabilityRawScore(missing as Record<SuitabilityQuestionKey, number[]>)).toThrow(/ifLoss/);
    expect(() => suitabilityRawScore({ ...allAnswered(2), ageRange: [] })).toThrow(/ageRange/);
    expect(() => suitabilityRawScore({ ...allAnswered(2), education: [1, 2] })).toThrow(/education/);
    expect(() => suitabilityRawScore({ ...allAnswered(2), riskRatio: [5] })).toThrow(/riskRatio/);
    expect(() => suitabilityRawScore({ ...allAnswered(2), riskRatio: [0] })).toThrow(/riskRatio/);
  });
});

describe('suitability bands', () => {
  it.each([
    [0, 'LOW'],
    [20, 'LOW'],
    [21, 'MODERATE'],
    [44, 'MODERATE'],
    [45, 'HIGH'],
    [60, 'HIGH'],
    [61, 'VERY_HIGH'],
    [100, 'VERY_HIGH'],
  ])('score %i is %s', (score, type) => {
    expect(suitabilityBandOf(score).type).toBe(type);
  });

  it('each band carries the spec suggested share', () => {
    expect(suitabilityBandOf(20)).toMatchObject({
      label: { en: 'Low Risk' },
      suggestedShare: { minPercent: 1, maxPercent: 10 },
    });
    expect(suitabilityBandOf(21).suggestedShare).toEqual({ minPercent: 11, maxPercent: 15 });
    expect(suitabilityBandOf(45).suggestedShare).toEqual({ minPercent: 16, maxPercent: 30 });
    expect(suitabilityBandOf(61).suggestedShare).toEqual({ minPercent: 31, maxPercent: null });
  });

  it('a band holds the strategies of its own and lower minimum bands', () => {
    expect(isBandAtLeast('LOW', 'LOW')).toBe(true);
    expect(isBandAtLeast('LOW', 'MODERATE')).toBe(false);
    expect(isBandAtLeast('MODERATE', 'LOW')).toBe(true);
    expect(isBandAtLeast('HIGH', 'VERY_HIGH')).toBe(false);
    expect(isBandAtLeast('VERY_HIGH', 'HIGH')).toBe(true);
  });

  it('a score outside 0-100 is a programming error', () => {
    expect(() => suitabilityBandOf(-1)).toThrow(RangeError);
    expect(() => suitabilityBandOf(101)).toThrow(RangeError);
  });
});

describe('suitability expiry', () => {
  it('valid for 2 years to the instant', () => {
    const done = new Date('2024-03-01T05:00:00Z');
    expect(isSuitabilityExpired(done, new Date('2026-03-01T04:59:59Z'))).toBe(false);
    expect(isSuitabilityExpired(done, new Date('2026-03-01T05:00:00Z'))).toBe(true);
  });

  it('is told 30 days before, and refused from the instant it expires', () => {
    const expiresAt = new Date('2026-03-01T05:00:00Z');
    expect(suitabilityStanding(expiresAt, new Date('2026-01-30T04:59:59Z'))).toBe('VALID');
    expect(suitabilityStanding(expiresAt, new Date('2026-01-30T05:00:00Z'))).toBe('EXPIRING');
    expect(suitabilityStanding(expiresAt, new Date('2026-03-01T04:59:59Z'))).toBe('EXPIRING');
    expect(suitabilityStanding(expiresAt, new Date('2026-03-01T05:00:00Z'))).toBe('EXPIRED');
  });
});
