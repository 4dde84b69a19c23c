import type { TestApp } from '../../../test/test-app.ts';
import { sampleBankAccount, sampleGeneral, samplePersonal } from '../kyc/sample-applicant.ts';
import { verifiedIdentity } from '../kyc/test-fixtures.ts';
import { allNoFatca, suitabilityAnswersFor, thaiAml } from '../questionnaires/test-helpers.ts';

/**
 * An investor (สมชาย ใจดี) who has done every step before the contract: e-mail, photos and identity, general
 * and personal information, bank account, suitability, FATCA and AML (`aml` overrides the AML answers).
 */
export async function investorBeforeContract(t: TestApp, options: { aml?: Record<string, string> } = {}) {
  const investor = await verifiedIdentity(t);
  const put = (path: string, body: object) =>
    t.http().put(path).set('Cookie', investor.cookie).send(body).expect(200);
  const post = (path: string, body: object) =>
    t.http().post(path).set('Cookie', investor.cookie).send(body).expect(201);
  await put('/kyc/general', sampleGeneral);
  await put('/kyc/personal', samplePersonal);
  await put('/kyc/bank-account', sampleBankAccount);
  await post('/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(50) });
  await post('/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true });
  await post('/kyc/aml', { version: 1, answers: { ...thaiAml, ...options.aml } });
  return investor;
}

export const acceptAll = {
  version: 1,
  accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
};
