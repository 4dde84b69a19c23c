import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { auditActions, makeInvestor } from '../security/test-investors.ts';
import { questionnaireStatus } from './service.ts';
import { allNoFatca, answerRows, suitabilityAnswersFor, thaiAml } from './test-helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

let badCount = 0;
const post = (cookie: string, path: string, body: object) =>
  t.http().post(path).set('Cookie', cookie).send(body);

async function makeJuristic(email: string) {
  const investor = await makeInvestor(t, email);
  await t.ctx.sequelize.query(`UPDATE users SET customer_type = 'JURISTIC' WHERE id = :id`, {
    replacements: { id: investor.id },
  });
  return investor;
}

describe('GET /questionnaires/{kind}', () => {
  it('is for signed-in users only; an unknown kind is refused', async () => {
    await t.http().get('/questionnaires/suitability').expect(401);
    const { cookie } = await makeInvestor(t, 'q-get@example.com');
    const res = await t.http().get('/questionnaires/risk').set('Cookie', cookie).expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
  });

  it('suitability: 19 scored questions on 3 pages in Thai and English; only investTypeExperience is multiple choice', async () => {
    const { cookie } = await makeInvestor(t, 'q-suit@example.com');
    const { body } = await t.http().get('/questionnaires/suitability').set('Cookie', cookie).expect(200);
    expect(body).toMatchObject({ kind: 'suitability', version: 1 });
    expect(body.pages.map((p: { items: unknown[] }) => p.items.length)).toEqual([8, 6, 5]);
    const items = body.pages.flatMap((p: { items: unknown[] }) => p.items);
    expect(items.map((i: { key: string }) => i.key)).toEqual([
      'ageRange',
      'education',
      'monthlyRate',
      'financialStatus',
      'totalAsset',
      'totalAssetInvest',
      'totalAssetCrypto',
      'ratioAsset',
      'investTypeExperience',
      'experience',
      'knowledgeCrypto',
      'experienceCrypto',
      'reasonRegister',
      'investTimeRange',
      'highRiskInvestmentOpinion',
      'riskRatio',
      'riskPercentage',
      'exchangeRateRiskRatio',
      'ifLoss',
    ]);
    for (const item of items) {
      expect(item.label.th, item.key).toMatch(/[\u0E00-\u0E7F]/);
      expect(item.label.en, item.key).toMatch(/[A-Za-z]/);
      expect(item.calculate).toBe(true);
      expect(item.multipleChoice).toBe(item.key === 'investTypeExperience');
      expect(item.options.map((o: { score: number }) => o.score)).toEqual([1, 2, 3, 4]);
      for (const option of item.options) expect(option.label.th).toMatch(/[\u0E00-\u0E7F]/);
    }
    const age = items[0];
    expect(age.options[0].label.en).toBe('Over 60 years');
    expect(age.options[3].label.en).toBe('Under 35 years');
  });

  it('FATCA: part 1 asks questions 1-9, parts 2-4 are statements, then the agreement checkbox', async () => {
    const { cookie } = await makeInvestor(t, 'q-fatca@example.com');
    const { body } = await t.http().get('/questionnaires/fatca').set('Cookie', cookie).expect(200);
    expect(body.parts.map((p: { key: string; type: string }) => [p.key, p.type])).toEqual([
      ['part1', 'question'],
      ['part2', 'statement'],
      ['part3', 'statement'],
      ['part4', 'statement'],
    ]);
    const questions = body.parts[0].subtopics.flatMap((s: { questions: unknown[] }) => s.questions);
    expect(questions.map((q: { name: string; qNumber: number }) => `${q.qNumber}:${q.name}`)).toEqual([
      '1:usCitizen',
      '2:usGreencard',
      '3:usTax',
      '4:usBorn',
      '5:usAddress',
      '6:usPhone',
      '7:usMoneyAcc',
      '8:usNominee',
      '9:usCoordinator',
    ]);
    expect(body.agreementCheck).toMatchObject({ type: 'checkbox', errorMessage: '' });
  });

  it('AML: four selects; the country list has Thai names with Thailand first', async () => {
    const { cookie } = await makeInvestor(t, 'q-aml@example.com');
    const { body } = await t.http().get('/questionnaires/aml').set('Cookie', cookie).expect(200);
    expect(body.items.map((i: { key: string; other: boolean }) => [i.key, i.other])).toEqual([
      ['countryIncome', false],
      ['typeOfIncome', false],
      ['incomeRange', true],
      ['incomeRatio', true],
    ]);
    const countries = body.items[0].options;
    expect(countries[0]).toEqual({ value: 'TH', label: { th: 'ไทย', en: 'Thailand' } });
    expect(countries.length).toBeGreaterThan(240);
    expect(countries.find((c: { value: string }) => c.value === 'JP').label.th).toBe('ญี่ปุ่น');
    expect(body.edd.highRiskCountries).toContain('KP');
  });
});

describe('POST /kyc/suitability', () => {
  it.each([
    [19, 0, 'LOW', { minPercent: 1, maxPercent: 10 }],
    [30, 19, 'LOW', { minPercent: 1, maxPercent: 10 }],
    [31, 21, 'MODERATE', { minPercent: 11, maxPercent: 15 }],
    [44, 44, 'MODERATE', { minPercent: 11, maxPercent: 15 }],
    [45, 46, 'HIGH', { minPercent: 16, maxPercent: 30 }],
    [53, 60, 'HIGH', { minPercent: 16, maxPercent: 30 }],
    [54, 61, 'VERY_HIGH', { minPercent: 31, maxPercent: null }],
    [76, 100, 'VERY_HIGH', { minPercent: 31, maxPercent: null }],
  ])('raw %i scores %i, %s', async (raw, score, type, suggestedShare) => {
    const { id, cookie } = await makeInvestor(t, `suit-${raw}@example.com`);
    const res = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers: suitabilityAnswersFor(raw),
    }).expect(201);
    expect(res.body).toMatchObject({ version: 1, rawScore: raw, score, type, suggestedShare });
    expect(res.body.investType.en).toMatch(/Risk$/);
    expect(res.body.adviserNote.en).toMatch(/e-mail/);
    const rows = await answerRows(t, id, 'suitability');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ version: 1, result: { score, type } });
  });

  it('the funds follow the band: stablecoin only when low, every strategy when very high', async () => {
    const { cookie } = await makeInvestor(t, 'suit-funds@example.com');
    const low = await post(cookie, '/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(30) });
    expect(low.body.funds.map((f: { code: string }) => f.code)).toEqual(['M-STABLE']);
    const moderate = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers: suitabilityAnswersFor(31),
    });
    expect(moderate.body.funds.map((f: { code: string }) => f.code).sort()).toEqual(['M-BTC', 'M-STABLE']);
    const veryHigh = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers: suitabilityAnswersFor(76),
    });
    expect(veryHigh.body.funds).toHaveLength(6);
  });

  it('the multiple choice scores its highest option', async () => {
    const { cookie } = await makeInvestor(t, 'suit-multi@example.com');
    const answers = { ...suitabilityAnswersFor(19), investTypeExperience: ['1', '4', '2'] };
    const res = await post(cookie, '/kyc/suitability', { version: 1, answers }).expect(201);
    expect(res.body.rawScore).toBe(22);
  });

  it('a retake adds a new answer; the latest is the result, both are kept and audited', async () => {
    const { id, cookie } = await makeInvestor(t, 'suit-retake@example.com');
    await t
      .http()
      .get('/kyc/suitability')
      .set('Cookie', cookie)
      .expect(404, /KYC_ASSESSMENT_NOT_DONE/);
    await post(cookie, '/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(20) }).expect(201);
    const second = await post(cookie, '/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(70) });
    expect(second.status).toBe(201);
    const latest = await t.http().get('/kyc/suitability').set('Cookie', cookie).expect(200);
    expect(latest.body).toMatchObject({ id: second.body.id, type: 'VERY_HIGH' });
    expect((await answerRows(t, id)).map((r) => r.result.type)).toEqual(['LOW', 'VERY_HIGH']);
    expect(await auditActions(t, id)).toEqual(['KYC_SUITABILITY_SUBMITTED', 'KYC_SUITABILITY_SUBMITTED']);
    const status = await questionnaireStatus(t.ctx, id);
    expect(status.suitability).toMatchObject({ status: 'DONE', version: 1, result: { type: 'VERY_HIGH' } });
    expect(status.fatca.status).toBe('NOT_STARTED');
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['an unanswered question', { ifLoss: undefined }, 'body.answers.ifLoss', 'answer.required'],
    ['an option that does not exist', { ageRange: '5' }, 'body.answers.ageRange', 'answer.option'],
    ['two answers to a single choice', { education: ['1', '2'] }, 'body.answers.education', 'answer.single'],
    [
      'an empty multiple choice',
      { investTypeExperience: [] },
      'body.answers.investTypeExperience',
      'answer.required',
    ],
    [
      'an option chosen twice',
      { investTypeExperience: ['2', '2'] },
      'body.answers.investTypeExperience',
      'answer.repeated',
    ],
    ['a question of no version', { favouriteColour: '1' }, 'body.answers.favouriteColour', 'answer.unknown'],
  ])('%s is refused with its field and nothing is stored', async (_, change, field, code) => {
    const { id, cookie } = await makeInvestor(t, `suit-bad-${++badCount}@example.com`);
    const answers = { ...suitabilityAnswersFor(40), ...change };
    const res = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers: JSON.parse(JSON.stringify(answers)),
    });
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors).toContainEqual(expect.objectContaining({ field, code }));
    expect(await answerRows(t, id)).toEqual([]);
  });

  it('"other" text where no other was chosen, a missing version, a number for an option and unknown body keys are refused', async () => {
    const { id, cookie } = await makeInvestor(t, 'suit-envelope@example.com');
    const answers = suitabilityAnswersFor(40);
    const other = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers,
      otherText: { ageRange: 'x' },
    });
    expect(other.status).toBe(422);
    expect(other.body.errors).toContainEqual(expect.objectContaining({ field: 'body.otherText.ageRange' }));
    await post(cookie, '/kyc/suitability', { answers }).expect(422, /body\.version/);
    await post(cookie, '/kyc/suitability', { version: 1, answers: { ...answers, ageRange: 1 } }).expect(422);
    await post(cookie, '/kyc/suitability', { version: 1, answers, score: 100 }).expect(422, /body\.score/);
    expect(await answerRows(t, id)).toEqual([]);
  });

  it('a version that is not the current one answers 409 and stores nothing', async () => {
    const { id, cookie } = await makeInvestor(t, 'suit-version@example.com');
    const res = await post(cookie, '/kyc/suitability', { version: 2, answers: suitabilityAnswersFor(40) });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('QUESTIONNAIRE_VERSION_STALE');
    expect(await answerRows(t, id)).toEqual([]);
  });
});

describe('POST /kyc/fatca', () => {
  it('all No: not a US person, kept and DONE', async () => {
    const { id, cookie } = await makeInvestor(t, 'fatca-no@example.com');
    const res = await post(cookie, '/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true }).expect(
      201,
    );
    expect(res.body).toMatchObject({ version: 1, usPerson: false, status: 'DONE' });
    expect(await answerRows(t, id, 'fatca')).toEqual([
      expect.objectContaining({
        version: 1,
        answers: { answers: allNoFatca, agreement: true },
        result: { usPerson: false },
      }),
    ]);
    expect((await questionnaireStatus(t.ctx, id)).fatca.status).toBe('DONE');
  });

  it('a Yes to question 1 skips 4-9 and blocks the customer as a US person; nothing more is accepted', async () => {
    const { id, cookie } = await makeInvestor(t, 'fatca-yes@example.com');
    const res = await post(cookie, '/kyc/fatca', {
      version: 1,
      answers: { usCitizen: true, usGreencard: false, usTax: false },
      agreement: true,
    }).expect(201);
    expect(res.body).toMatchObject({ usPerson: true, status: 'BLOCKED' });
    const status = await questionnaireStatus(t.ctx, id);
    expect(status.fatca).toMatchObject({ status: 'BLOCKED', result: { usPerson: true } });
    const [blocks] = await t.ctx.sequelize.query('SELECT reason FROM kyc_blocks WHERE user_id = :id', {
      replacements: { id },
    });
    expect(blocks).toEqual([{ reason: 'FATCA_US_PERSON' }]);
    expect(await auditActions(t, id)).toEqual(['KYC_FATCA_SUBMITTED', 'KYC_BLOCKED']);

    for (const [path, body] of [
      ['/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true }],
      ['/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(40) }],
      ['/kyc/aml', { version: 1, answers: thaiAml }],
    ] as const) {
      const refused = await post(cookie, path, body);
      expect(refused.status, path).toBe(403);
      expect(refused.body.code).toBe('KYC_BLOCKED');
    }
    expect(await answerRows(t, id)).toHaveLength(1);
  });

  it.each(['usBorn', 'usAddress', 'usPhone', 'usMoneyAcc', 'usNominee', 'usCoordinator'])(
    'a Yes to %s alone makes a US person',
    async (key) => {
      const { cookie } = await makeInvestor(t, `fatca-${key.toLowerCase()}@example.com`);
      const res = await post(cookie, '/kyc/fatca', {
        version: 1,
        answers: { ...allNoFatca, [key]: true },
        agreement: true,
      });
      expect(res.status).toBe(201);
      expect(res.body.usPerson).toBe(true);
    },
  );

  it('answers to skipped questions, a missing answer, no agreement or a stale version store nothing', async () => {
    const { id, cookie } = await makeInvestor(t, 'fatca-bad@example.com');
    const skipped = await post(cookie, '/kyc/fatca', {
      version: 1,
      answers: { ...allNoFatca, usGreencard: true },
      agreement: true,
    });
    expect(skipped.status).toBe(422);
    expect(skipped.body.errors).toContainEqual(
      expect.objectContaining({ field: 'body.answers.usBorn', code: 'answer.skipped' }),
    );
    const { usPhone: _, ...missing } = allNoFatca;
    const incomplete = await post(cookie, '/kyc/fatca', { version: 1, answers: missing, agreement: true });
    expect(incomplete.status).toBe(422);
    expect(incomplete.body.errors).toEqual([
      expect.objectContaining({ field: 'body.answers.usPhone', code: 'answer.required' }),
    ]);
    const notAgreed = await post(cookie, '/kyc/fatca', { version: 1, answers: allNoFatca, agreement: false });
    expect(notAgreed.status).toBe(422);
    expect(notAgreed.body.code).toBe('KYC_FATCA_AGREEMENT_REQUIRED');
    await post(cookie, '/kyc/fatca', {
      version: 1,
      answers: { ...allNoFatca, usTax: 'no' },
      agreement: true,
    }).expect(422);
    await post(cookie, '/kyc/fatca', {
      version: 1,
      answers: { ...allNoFatca, usVisa: false },
      agreement: true,
    }).expect(422);
    await post(cookie, '/kyc/fatca', { version: 9, answers: allNoFatca, agreement: true }).expect(409);
    expect(await answerRows(t, id)).toEqual([]);
    expect((await questionnaireStatus(t.ctx, id)).fatca.status).toBe('NOT_STARTED');
  });
});

describe('POST /kyc/aml', () => {
  it('Thai income of 100,000 baht or more needs no enhanced due diligence', async () => {
    const { id, cookie } = await makeInvestor(t, 'aml-ok@example.com');
    const res = await post(cookie, '/kyc/aml', { version: 1, answers: thaiAml }).expect(201);
    expect(res.body).toMatchObject({ version: 1, eddRequired: false, eddReasons: [] });
    expect(await answerRows(t, id, 'aml')).toEqual([
      expect.objectContaining({ version: 1, result: { eddRequired: false, eddReasons: [] } }),
    ]);
  });

  it('income from a high-risk country, under 20,000 baht or described as other text raises EDD', async () => {
    const { cookie } = await makeInvestor(t, 'aml-edd@example.com');
    const highRisk = await post(cookie, '/kyc/aml', {
      version: 1,
      answers: { ...thaiAml, countryIncome: 'KP' },
    });
    expect(highRisk.body).toMatchObject({ eddRequired: true, eddReasons: ['HIGH_RISK_COUNTRY'] });
    const low = await post(cookie, '/kyc/aml', {
      version: 1,
      answers: { ...thaiAml, incomeRange: 'UNDER_20K' },
    });
    expect(low.body).toMatchObject({ eddRequired: true, eddReasons: ['INCOME_BELOW_PLANNED_INVESTMENT'] });
    const other = await post(cookie, '/kyc/aml', {
      version: 1,
      answers: { ...thaiAml, incomeRange: 'OTHER' },
      otherText: { incomeRange: 'Irregular freelance income' },
    });
    expect(other.status).toBe(201);
    expect(other.body).toMatchObject({ eddRequired: true, eddReasons: ['INCOME_NOT_STATED'] });
  });

  it('an unknown country, "other" without its text and a missing answer store nothing', async () => {
    const { id, cookie } = await makeInvestor(t, 'aml-bad@example.com');
    const country = await post(cookie, '/kyc/aml', {
      version: 1,
      answers: { ...thaiAml, countryIncome: 'XX' },
    });
    expect(country.body.errors).toContainEqual(
      expect.objectContaining({ field: 'body.answers.countryIncome', code: 'answer.option' }),
    );
    const other = await post(cookie, '/kyc/aml', {
      version: 1,
      answers: { ...thaiAml, incomeRatio: 'OTHER' },
      otherText: { incomeRatio: '   ' },
    });
    expect(other.body.errors).toContainEqual(
      expect.objectContaining({ field: 'body.otherText.incomeRatio', code: 'answer.otherRequired' }),
    );
    const { typeOfIncome: _, ...missing } = thaiAml;
    const incomplete = await post(cookie, '/kyc/aml', { version: 1, answers: missing });
    expect(incomplete.body.errors).toContainEqual(
      expect.objectContaining({ field: 'body.answers.typeOfIncome', code: 'answer.required' }),
    );
    for (const res of [country, other, incomplete]) expect(res.status).toBe(422);
    expect(await answerRows(t, id)).toEqual([]);
  });
});

describe('own data only', () => {
  it("user B never sees user A's answers", async () => {
    const a = await makeInvestor(t, 'owner-a@example.com');
    const b = await makeInvestor(t, 'owner-b@example.com');
    await post(a.cookie, '/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(60) }).expect(201);
    await post(a.cookie, '/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true }).expect(201);
    await t.http().get('/kyc/suitability').set('Cookie', b.cookie).expect(404);
    expect((await t.http().get('/kyc/suitability').set('Cookie', a.cookie).expect(200)).body.rawScore).toBe(
      60,
    );
    const status = await questionnaireStatus(t.ctx, b.id);
    expect(Object.values(status).map((s) => s.status)).toEqual(['NOT_STARTED', 'NOT_STARTED', 'NOT_STARTED']);
    // B's own FATCA Yes blocks B only.
    await post(b.cookie, '/kyc/fatca', {
      version: 1,
      answers: { ...allNoFatca, usPhone: true },
      agreement: true,
    }).expect(201);
    await post(a.cookie, '/kyc/aml', { version: 1, answers: thaiAml }).expect(201);
  });

  it('the answer routes need a session', async () => {
    await t.http().post('/kyc/suitability').send({ version: 1, answers: {} }).expect(401);
    await t.http().post('/kyc/fatca').send({}).expect(401);
    await t.http().post('/kyc/aml').send({}).expect(401);
    await t.http().get('/kyc/suitability').expect(401);
  });
});

describe('juristic customers', () => {
  it('skip suitability and FATCA: both refused with their code, nothing stored; AML is still answered', async () => {
    const { id, cookie } = await makeJuristic('juristic@example.com');
    const suitability = await post(cookie, '/kyc/suitability', {
      version: 1,
      answers: suitabilityAnswersFor(40),
    });
    expect(suitability.status).toBe(403);
    expect(suitability.body.code).toBe('KYC_NOT_FOR_JURISTIC');
    const fatca = await post(cookie, '/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true });
    expect(fatca.status).toBe(403);
    expect(fatca.body.code).toBe('KYC_NOT_FOR_JURISTIC');
    expect(await answerRows(t, id)).toEqual([]);
    await post(cookie, '/kyc/aml', { version: 1, answers: thaiAml }).expect(201);
  });
});

describe('OpenAPI', () => {
  it('documents every questionnaire route', async () => {
    const { body } = await t.http().get('/docs/openapi.json').expect(200);
    expect(body.paths['/questionnaires/{kind}'].get).toBeDefined();
    expect(body.paths['/kyc/suitability'].get).toBeDefined();
    for (const path of ['/kyc/suitability', '/kyc/fatca', '/kyc/aml']) {
      expect(body.paths[path].post.requestBody, path).toBeDefined();
    }
  });
});
