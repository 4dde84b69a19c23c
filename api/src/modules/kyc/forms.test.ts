import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import type { SettableClock } from '../../platform/clock.ts';
import { allNoFatca, suitabilityAnswersFor } from '../questionnaires/test-helpers.ts';
import { sampleGeneral } from './sample-applicant.ts';
import { bookBankPhoto, newInvestor, newIp, verifiedIdentity } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const row = async (sql: string, userId: number) => {
  const [[found]] = (await t.ctx.sequelize.query(sql, { replacements: { userId } })) as [
    [Record<string, unknown> | undefined],
    unknown,
  ];
  return found;
};

const general = sampleGeneral;
const chiangMai = sampleGeneral.idCardAddress;

const personal = {
  occupation: 'EMPLOYEE',
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'TECHNOLOGY',
  position: 'OFFICER',
  workAddress: {
    kind: 'FOREIGN',
    houseDetail: '1 Raffles Place',
    state: 'Singapore',
    country: 'SG',
    postalCode: '048616',
  },
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfFunds: 'OTHER',
  sourceOfFundsOther: 'โบนัส',
  monthlyIncome: '50K_100K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'DIGITAL_ASSETS',
  beneficiary: { type: 'SELF' },
  vulnerable: false,
  investingKnowledge3Years: true,
};

/** The applicant saves one of the forms (`general`, `personal`, `bank-account`), as the portal does. */
const save = (form: string, cookie: string, body: object) =>
  t.http().put(`/kyc/${form}`).set('Cookie', cookie).send(body);

/** A phone opens the hand-off link: its token is redeemed for a session. */
const redeem = (token: string | null) =>
  t.http().post('/kyc/handoff/redeem').set('X-Forwarded-For', newIp()).send({ token });

describe('GET /kyc/options', () => {
  it('serves every list in Thai and English, Thailand first, and the banks with codes', async () => {
    const res = await t.http().get('/kyc/options').expect(200);
    expect(res.body.countries[0]).toEqual({ value: 'TH', th: 'ไทย', en: 'Thailand' });
    // the same list as the AML questionnaire's: every ISO 3166-1 country, Thai names
    expect(res.body.countries.length).toBeGreaterThan(240);
    expect(res.body.countries.find((c: { value: string }) => c.value === 'JP').th).toBe('ญี่ปุ่น');
    expect(res.body.sourcesOfIncome.map((o: { value: string }) => o.value)).toEqual([
      'SALARY',
      'INVESTMENT',
      'ROYALTIES',
      'RENT',
      'OTHER',
    ]);
    expect(res.body.banks).toContainEqual(expect.objectContaining({ code: '004', accountDigits: 10 }));
  });
});

describe('PUT /kyc/general and /kyc/personal', () => {
  it('stores both parts, copying the address, and the step waits for review', async () => {
    const a = await newInvestor(t);
    const g = await save('general', a.cookie, general).expect(200);
    expect(g.body).toEqual({ saved: true, draft: false, status: 'WAITING' });
    const p = await save('personal', a.cookie, personal).expect(200);
    expect(p.body.status).toBe('PENDING');
    const stored = await row(
      'SELECT general, personal, personal_status FROM kyc_profiles WHERE user_id = :userId',
      a.id,
    );
    expect(stored!.general).toMatchObject({ phone: '0812345678', currentAddress: chiangMai });
    expect(stored!.personal).toMatchObject({ sourceOfFundsOther: 'โบนัส', workAddress: { country: 'SG' } });
    const read = await t.http().get('/kyc/personal').set('Cookie', a.cookie).expect(200);
    expect(read.body.saved.employer).toBe('บริษัท ตัวอย่าง จำกัด');
  });

  it('copies the work address from the current one', async () => {
    const a = await newInvestor(t);
    await save('general', a.cookie, general).expect(200);
    const { workAddress: _w, ...rest } = personal;
    await save('personal', a.cookie, { ...rest, workAddressSameAs: 'CURRENT' }).expect(200);
    const stored = await row('SELECT personal FROM kyc_profiles WHERE user_id = :userId', a.id);
    expect(stored!.personal).toMatchObject({ workAddress: chiangMai });
  });

  it('refuses a district that is not in the province, and stores nothing', async () => {
    const a = await newInvestor(t);
    const res = await save('general', a.cookie, {
      ...general,
      idCardAddress: { ...chiangMai, district: 'หาดใหญ่' },
    }).expect(422);
    expect(res.body.code).toBe('KYC_ADDRESS_INVALID');
    expect(res.body.errors[0].field).toBe('body.idCardAddress.district');
    const wrongPostcode = await save('general', a.cookie, {
      ...general,
      idCardAddress: { ...chiangMai, postalCode: '10110' },
    });
    expect(wrongPostcode.body.code).toBe('KYC_ADDRESS_INVALID');
    expect(await row('SELECT 1 FROM kyc_profiles WHERE user_id = :userId', a.id)).toBeUndefined();
  });

  it('lists bad and missing fields: "other" needs its text, the 3-year confirmation is required, unknown keys refused', async () => {
    const a = await newInvestor(t);
    const res = await t
      .http()
      .put('/kyc/personal')
      .set('Cookie', a.cookie)
      .send({
        ...personal,
        sourceOfFundsOther: undefined,
        investingKnowledge3Years: false,
        monthlyIncome: 'LOTS',
        beneficiary: { type: 'NOMINEE' },
        salary: 1,
      })
      .expect(422);
    const fields = (res.body.errors as { field: string }[]).map((e) => e.field).sort();
    expect(fields).toEqual(
      [
        'body.beneficiary.name',
        'body.beneficiary.under20',
        'body.investingKnowledge3Years',
        'body.monthlyIncome',
        'body.salary',
        'body.sourceOfFundsOther',
      ].sort(),
    );
    const badPhone = await save('general', a.cookie, { ...general, phone: '12ab', nationality: 'XX' }).expect(
      422,
    );
    expect(badPhone.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'body.nationality',
      'body.phone',
    ]);
    expect(await row('SELECT 1 FROM kyc_profiles WHERE user_id = :userId', a.id)).toBeUndefined();
  });

  it('keeps a half-typed form as a draft', async () => {
    const a = await newInvestor(t);
    await save('general', a.cookie, {
      draft: true,
      phone: '081',
      idCardAddress: { kind: 'THAI', province: 'เชียง' },
    }).expect(200, { saved: false, draft: true, status: 'WAITING' });
    const read = await t.http().get('/kyc/general').set('Cookie', a.cookie).expect(200);
    expect(read.body).toMatchObject({
      saved: null,
      draft: { phone: '081', idCardAddress: { province: 'เชียง' } },
    });
  });
});

describe('PUT /kyc/bank-account', () => {
  const account = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'นาย สมชาย ใจดี' };

  it('needs the identity check first', async () => {
    const a = await newInvestor(t);
    const res = await save('bank-account', a.cookie, account).expect(422);
    expect(res.body.code).toBe('KYC_IDENTITY_REQUIRED');
  });

  it('checks the number per bank and the name against the applicant, storing nothing when wrong', async () => {
    const a = await verifiedIdentity(t);
    const short = await save('bank-account', a.cookie, { ...account, bankCode: '030' }).expect(422);
    expect(short.body).toMatchObject({
      code: 'KYC_BANK_ACCOUNT_INVALID',
      title: 'Bank account number is incorrect',
    });
    const other = await save('bank-account', a.cookie, { ...account, accountName: 'Somsri Jaidee' }).expect(
      422,
    );
    expect(other.body.code).toBe('KYC_BANK_NAME_MISMATCH');
    const unknownBank = await save('bank-account', a.cookie, { ...account, bankCode: '999' }).expect(422);
    expect(unknownBank.body.code).toBe('VALIDATION_FAILED');
    expect(await row('SELECT 1 FROM kyc_bank_accounts WHERE user_id = :userId', a.id)).toBeUndefined();

    const gsb = await save('bank-account', a.cookie, {
      bankCode: '030',
      accountNumber: '020012345678',
      accountName: 'MR. SOMCHAI JAIDEE',
    }).expect(200);
    expect(gsb.body).toMatchObject({
      changeRequested: false,
      account: { bankCode: '030', accountNumber: '020012345678', status: 'PENDING', changeRequest: null },
    });
  });

  it('replaces the account while unverified, and asks for a change once verified', async () => {
    const a = await verifiedIdentity(t);
    await save('bank-account', a.cookie, account).expect(200);
    await save('bank-account', a.cookie, { ...account, accountNumber: '1112223334' }).expect(200);
    expect(await row('SELECT account_number FROM kyc_bank_accounts WHERE user_id = :userId', a.id)).toEqual({
      account_number: '1112223334',
    });
    await t.ctx.sequelize.query("UPDATE kyc_bank_accounts SET status = 'VERIFIED' WHERE user_id = :userId", {
      replacements: { userId: a.id },
    });
    const change = await t
      .http()
      .put('/kyc/bank-account')
      .set('Cookie', a.cookie)
      .send({
        bankCode: '014',
        accountNumber: '9876543210',
        accountName: 'Somchai Jaidee',
        bookBankFileId: await bookBankPhoto(t, a.cookie),
      })
      .expect(202);
    expect(change.body).toMatchObject({
      changeRequested: true,
      account: {
        bankCode: '004',
        accountNumber: '1112223334',
        status: 'VERIFIED',
        changeRequest: { bankCode: '014', accountNumber: '9876543210' },
      },
    });
    const progress = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    expect(progress.body.steps.find((s: { key: string }) => s.key === 'bankAccount')).toEqual({
      key: 'bankAccount',
      status: 'VERIFIED',
      changeRequested: true,
    });
  });
});

describe('GET /kyc/progress', () => {
  it('lists the steps in order with their statuses', async () => {
    const a = await newInvestor(t);
    const res = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    expect(res.body.steps.map((s: { key: string; status: string }) => [s.key, s.status])).toEqual([
      ['emailVerification', 'VERIFIED'],
      ['identityPhoto', 'WAITING'],
      ['identityData', 'WAITING'],
      ['personalInfo', 'WAITING'],
      ['bankAccount', 'WAITING'],
      ['suitability', 'WAITING'],
      ['fatca', 'WAITING'],
      ['aml', 'WAITING'],
      ['contract', 'WAITING'],
    ]);
    // Only the verified e-mail counts so far.
    expect(res.body.completeness).toMatchObject({ score: 1, max: 9 });
    expect(res.body.completeness.points.isVerified).toBe(true);
    expect(res.body.readyToInvest).toBe(false);
    await t.http().get('/kyc/progress').expect(401);
  });

  it('takes in the questionnaires: submitted ones wait for review, a FATCA "yes" blocks', async () => {
    const a = await newInvestor(t);
    const post = (path: string, body: object) =>
      t.http().post(path).set('Cookie', a.cookie).set('X-Forwarded-For', newIp()).send(body);
    const suit = await post('/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(40) });
    expect(suit.status, JSON.stringify(suit.body)).toBe(201);
    await post('/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true }).expect(201);
    const res = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    const status = (key: string) => res.body.steps.find((s: { key: string }) => s.key === key)?.status;
    expect([status('suitability'), status('fatca'), status('aml')]).toEqual([
      'PENDING',
      'PENDING',
      'WAITING',
    ]);
    expect(res.body.completeness.points).toMatchObject({ suit: true, agreeFatca: true, isVerified: true });
    expect(res.body.completeness.score).toBe(3);
    expect(res.body.readiness).toMatchObject({ fatca: true, suitability: false, contract: false });

    const b = await newInvestor(t);
    await t
      .http()
      .post('/kyc/fatca')
      .set('Cookie', b.cookie)
      .set('X-Forwarded-For', newIp())
      // A yes to 1-3 skips questions 4-9.
      .send({ version: 1, answers: { usCitizen: true, usGreencard: false, usTax: false }, agreement: true })
      .expect(201);
    const blocked = await t.http().get('/kyc/progress').set('Cookie', b.cookie).expect(200);
    expect(blocked.body.steps.find((s: { key: string }) => s.key === 'fatca').status).toBe('BLOCKED');
    expect(blocked.body.completeness.points.agreeFatca).toBe(false);
  });

  it('a juristic customer has no suitability or FATCA step', async () => {
    const a = await newInvestor(t);
    await t.ctx.sequelize.query("UPDATE users SET customer_type = 'JURISTIC' WHERE id = :id", {
      replacements: { id: a.id },
    });
    const res = await t.http().get('/kyc/progress').set('Cookie', a.cookie).expect(200);
    const keys = res.body.steps.map((s: { key: string }) => s.key);
    expect(keys).not.toContain('suitability');
    expect(keys).not.toContain('fatca');
    expect(res.body.readiness).toMatchObject({ fatca: true, suitability: true });
  });
});

describe('POST /kyc/handoff', () => {
  const clock = () => t.ctx.clock as SettableClock;
  afterAll(() => clock().set(null));

  it('gives a link and QR code that sign the phone in once', async () => {
    const a = await newInvestor(t);
    const res = await t.http().post('/kyc/handoff').set('Cookie', a.cookie).expect(201);
    expect(res.body.url).toMatch(new RegExp(`^${t.ctx.config.portalUrl}/kyc/handoff\\?token=[\\w-]{43}$`));
    expect(res.body.qrDataUrl).toMatch(/^data:image\/png;base64,/);
    const token = new URL(res.body.url).searchParams.get('token');

    const phone = await redeem(token).expect(200);
    const cookies = (phone.headers['set-cookie'] as unknown as string[])
      .map((c) => c.split(';')[0])
      .join('; ');
    const me = await t.http().get('/kyc/progress').set('Cookie', cookies).expect(200);
    expect(me.body.steps).toHaveLength(9);
    const [[user]] = (await t.ctx.sequelize.query('SELECT uuid FROM users WHERE id = :id', {
      replacements: { id: a.id },
    })) as [[{ uuid: string }], unknown];
    expect(phone.body.uuid).toBe(user.uuid);

    const again = await redeem(token).expect(400);
    expect(again.body.code).toBe('KYC_HANDOFF_INVALID');
  });

  it('expires after five minutes', async () => {
    const start = new Date('2026-11-23T03:00:00Z');
    clock().set(start);
    const a = await newInvestor(t);
    const early = await t.http().post('/kyc/handoff').set('Cookie', a.cookie).expect(201);
    const late = await t.http().post('/kyc/handoff').set('Cookie', a.cookie).expect(201);
    const tokenOf = (url: string) => new URL(url).searchParams.get('token');

    clock().set(new Date(start.getTime() + 5 * 60_000 - 1000));
    await redeem(tokenOf(early.body.url)).expect(200);
    clock().set(new Date(start.getTime() + 5 * 60_000));
    const expired = await redeem(tokenOf(late.body.url)).expect(400);
    expect(expired.body.code).toBe('KYC_HANDOFF_INVALID');
  });

  it('refuses a made-up token and a body with other keys', async () => {
    const ip = newIp();
    await t.http().post('/kyc/handoff/redeem').set('X-Forwarded-For', ip).send({ token: 'nope' }).expect(400);
    await t
      .http()
      .post('/kyc/handoff/redeem')
      .set('X-Forwarded-For', ip)
      .send({ token: 'x', userId: 1 })
      .expect(422);
  });

  it('limits redemption attempts per address', async () => {
    const ip = newIp();
    const answers: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      answers.push(
        (
          await t
            .http()
            .post('/kyc/handoff/redeem')
            .set('X-Forwarded-For', ip)
            .send({ token: `guess-${i}` })
        ).status,
      );
    }
    expect(answers.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(answers[10]).toBe(429);
  });
});
