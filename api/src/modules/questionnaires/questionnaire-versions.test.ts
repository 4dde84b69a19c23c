import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { makeInvestor } from '../security/test-investors.ts';
import { seedQuestionnaires } from './service.ts';
import { answerRows, suitabilityAnswersFor } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const post = (cookie: string, body: object) =>
  t.http().post('/kyc/suitability').set('Cookie', cookie).send(body);

describe('questionnaire versions', () => {
  it('answers are kept with their version; once a new version is published the old one is refused', async () => {
    const { id, cookie } = await makeInvestor(t, 'versions@example.com');
    await post(cookie, { version: 1, answers: suitabilityAnswersFor(40) }).expect(201);

    // Version 2 rewords the first question.
    await t.ctx.sequelize.query(
      `INSERT INTO questionnaires (kind, version, content)
       SELECT kind, 2, jsonb_set(content, '{pages,0,items,0,label,en}', '"Your age"') FROM questionnaires
       WHERE kind = 'suitability' AND version = 1`,
    );
    const current = await t.http().get('/questionnaires/suitability').set('Cookie', cookie).expect(200);
    expect(current.body.version).toBe(2);
    expect(current.body.pages[0].items[0].label.en).toBe('Your age');

    const stale = await post(cookie, { version: 1, answers: suitabilityAnswersFor(50) });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('QUESTIONNAIRE_VERSION_STALE');
    await post(cookie, { version: 2, answers: suitabilityAnswersFor(50) }).expect(201);

    const rows = await answerRows(t, id, 'suitability');
    expect(rows.map((r) => [r.version, r.result.rawScore])).toEqual([
      [1, 40],
      [2, 50],
    ]);
    expect(rows[0]!.answers).toEqual({ answers: suitabilityAnswersFor(40), otherText: {} });
  });

  it('seeding again never overwrites a published version', async () => {
    await t.ctx.sequelize.query(
      `UPDATE questionnaires SET content = jsonb_set(content, '{title,en}', '"Edited"') WHERE kind = 'fatca' AND version = 1`,
    );
    await seedQuestionnaires(t.ctx);
    const [[row]] = (await t.ctx.sequelize.query(
      `SELECT content->'title'->>'en' AS title FROM questionnaires WHERE kind = 'fatca' AND version = 1`,
    )) as [[{ title: string }], unknown];
    expect(row.title).toBe('Edited');
  });
});
