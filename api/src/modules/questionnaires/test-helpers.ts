import type { TestApp } from '../../../test/test-app.ts';

export {
  sampleFatcaAllNo as allNoFatca,
  sampleThaiAml as thaiAml,
  suitabilityAnswersFor,
} from '../kyc/sample-applicant.ts';

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
