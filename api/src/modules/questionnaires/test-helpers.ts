import { suitabilityPages } from '@fund/domain';
import type { TestApp } from '../../../test/test-app.ts';

/**
 * Suitability answers whose option scores add up to `raw` (19-76): every question starts at its most
 * conservative option (1) and questions are raised in order until the sum is reached.
 */
export function suitabilityAnswersFor(raw: number): Record<string, string | string[]> {
  const keys = suitabilityPages.flat();
  const scores = keys.map(() => 1);
  let left = raw - keys.length;
  for (let i = 0; i < scores.length && left > 0; i++) {
    const step = Math.min(3, left);
    scores[i]! += step;
    left -= step;
  }
  if (left !== 0) throw new Error(`raw ${raw} is out of reach`);
  return Object.fromEntries(
    keys.map((key, i) => [key, key === 'investTypeExperience' ? [String(scores[i])] : String(scores[i])]),
  );
}

export const allNoFatca = {
  usCitizen: false,
  usGreencard: false,
  usTax: false,
  usBorn: false,
  usAddress: false,
  usPhone: false,
  usMoneyAcc: false,
  usNominee: false,
  usCoordinator: false,
};

export const thaiAml = {
  countryIncome: 'TH',
  typeOfIncome: 'TRANSFER',
  incomeRange: 'FROM_100K',
  incomeRatio: 'TH_ONLY',
};

export async function answerRows(t: TestApp, userId: number, kind?: string) {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT kind, version, answers, result FROM questionnaire_answers
     WHERE user_id = :userId AND (CAST(:kind AS text) IS NULL OR kind = :kind) ORDER BY id`,
    { replacements: { userId, kind: kind ?? null } },
  )) as [
    { kind: string; version: number; answers: Record<string, unknown>; result: Record<string, unknown> }[],
    unknown,
  ];
  return rows;
}
