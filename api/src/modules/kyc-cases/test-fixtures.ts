import type { TestApp } from '../../../test/test-app.ts';
import { sampleBankAccount, sampleGeneral, samplePersonal } from '../kyc/sample-applicant.ts';
import { newIp, verifiedIdentity } from '../kyc/test-fixtures.ts';
import { allNoFatca, suitabilityAnswersFor, thaiAml } from '../questionnaires/test-helpers.ts';

export const general = sampleGeneral;
export const personal = samplePersonal;
export const bankAccount = sampleBankAccount;

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
  await send(t, cookie, 'post', '/kyc/contract', {
    version: 1,
    accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
  }).expect(201);
  return investor;
}

export async function submittedInvestor(t: TestApp) {
  const investor = await completedInvestor(t);
  await t.http().post('/kyc/submit').set('Cookie', investor.cookie).expect(200);
  return investor;
}

/** A submitted investor whose case compliance (signed in as `compliance`) approved: the profile is verified. */
export async function approvedInvestor(t: TestApp, compliance: string) {
  const investor = await submittedInvestor(t);
  await t
    .http()
    .post(`/admin/kyc-cases/${investor.id}/approve`)
    .set('Cookie', compliance)
    .send({})
    .expect(200);
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
