import type { TestApp } from '../../../test/test-app.ts';
import { newIp, verifiedIdentity } from '../kyc/test-fixtures.ts';
import { allNoFatca, suitabilityAnswersFor, thaiAml } from '../questionnaires/test-helpers.ts';

export const general = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '081-234-5678',
  idCardAddress: {
    kind: 'THAI',
    houseDetail: '12/3 ถนนราชดำเนิน',
    province: 'เชียงใหม่',
    district: 'เมืองเชียงใหม่',
    subDistrict: 'ศรีภูมิ',
    postalCode: '50200',
  },
  currentAddressSameAs: 'ID_CARD',
};

export const personal = {
  occupation: 'EMPLOYEE',
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'TECHNOLOGY',
  position: 'OFFICER',
  workAddressSameAs: 'ID_CARD',
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfFunds: 'SALARY',
  monthlyIncome: '50K_100K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'DIGITAL_ASSETS',
  beneficiary: { type: 'SELF' },
  vulnerable: false,
  investingKnowledge3Years: true,
};

export const bankAccount = { bankCode: '004', accountNumber: '123-4-56789-0', accountName: 'นาย สมชาย ใจดี' };

/**
 * The contract module's table, as it will be after the merge: a SIGNED row is the investor's signature.
 * Created here only, for the tests, until the contract migration exists.
 */
export async function ensureContractTable(t: TestApp) {
  await t.ctx.sequelize.query(`
    CREATE TABLE IF NOT EXISTS kyc_contracts (
      user_id bigint NOT NULL, version integer NOT NULL, status text NOT NULL, signed_at timestamptz,
      ip text, user_agent text, content_hash text, storage_key text)`);
}

export async function signContract(t: TestApp, userId: number) {
  await ensureContractTable(t);
  await t.ctx.sequelize.query(
    `INSERT INTO kyc_contracts (user_id, version, status, signed_at, ip, user_agent, content_hash, storage_key)
     VALUES (:userId, 1, 'SIGNED', :now, '203.0.113.9', 'test', 'sha256:abc', 'contracts/test.pdf')`,
    { replacements: { userId, now: t.ctx.clock.now() } },
  );
}

export function send(t: TestApp, cookie: string, method: 'put' | 'post', path: string, body: object) {
  return t.http()[method](path).set('Cookie', cookie).set('X-Forwarded-For', newIp()).send(body);
}

/** An investor who finished every step (identity, forms, bank, questionnaires, contract) but did not submit. */
export async function completedInvestor(t: TestApp, options: { suitabilityRaw?: number } = {}) {
  const investor = await verifiedIdentity(t);
  const { cookie } = investor;
  await send(t, cookie, 'put', '/kyc/general', general).expect(200);
  await send(t, cookie, 'put', '/kyc/personal', personal).expect(200);
  await send(t, cookie, 'put', '/kyc/bank-account', bankAccount).expect(200);
  const answers = suitabilityAnswersFor(options.suitabilityRaw ?? 40);
  await send(t, cookie, 'post', '/kyc/suitability', { version: 1, answers }).expect(201);
  await send(t, cookie, 'post', '/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true }).expect(
    201,
  );
  await send(t, cookie, 'post', '/kyc/aml', { version: 1, answers: thaiAml }).expect(201);
  await signContract(t, investor.id);
  return investor;
}

export async function submittedInvestor(t: TestApp) {
  const investor = await completedInvestor(t);
  await t.http().post('/kyc/submit').set('Cookie', investor.cookie).expect(200);
  return investor;
}

export async function mailsTo(t: TestApp, userId: number) {
  const [rows] = (await t.ctx.sequelize.query(
    `SELECT template, subject, body_text AS text FROM outbox_messages
     WHERE recipient = (SELECT email FROM users WHERE id = :userId) ORDER BY id`,
    { replacements: { userId } },
  )) as [{ template: string; subject: string; text: string }[], unknown];
  return rows;
}
