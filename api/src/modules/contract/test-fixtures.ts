import type { TestApp } from '../../../test/test-app.ts';
import { verifiedIdentity } from '../kyc/test-fixtures.ts';
import { allNoFatca, suitabilityAnswersFor, thaiAml } from '../questionnaires/test-helpers.ts';

const address = {
  kind: 'THAI',
  houseDetail: '12/3 ถนนราชดำเนิน',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'ศรีภูมิ',
  postalCode: '50200',
};

export const generalInfo = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '081-234-5678',
  idCardAddress: address,
  currentAddressSameAs: 'ID_CARD',
};

export const personalInfo = {
  occupation: 'EMPLOYEE',
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'TECHNOLOGY',
  position: 'OFFICER',
  workAddressSameAs: 'CURRENT',
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfFunds: 'SAVINGS',
  monthlyIncome: '50K_100K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'DIGITAL_ASSETS',
  beneficiary: { type: 'SELF' },
  vulnerable: false,
  investingKnowledge3Years: true,
};

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
  await put('/kyc/general', generalInfo);
  await put('/kyc/personal', personalInfo);
  await put('/kyc/bank-account', {
    bankCode: '004',
    accountNumber: '123-4-56789-0',
    accountName: 'นาย สมชาย ใจดี',
  });
  await post('/kyc/suitability', { version: 1, answers: suitabilityAnswersFor(50) });
  await post('/kyc/fatca', { version: 1, answers: allNoFatca, agreement: true });
  await post('/kyc/aml', { version: 1, answers: { ...thaiAml, ...options.aml } });
  return investor;
}

export const acceptAll = {
  version: 1,
  accepted: { management: true, powerOfAttorney: true, investmentPolicy: true },
};
