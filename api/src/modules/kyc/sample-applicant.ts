import { randomInt } from 'node:crypto';
import { nationalIdCheckDigit, suitabilityPages } from '@fund/domain';
import sharp from 'sharp';

/**
 * One complete applicant, สมชาย ใจดี, whose card the DOPA simulator knows: the demo investor's onboarding (seeded
 * outside production) and the API tests use the same forms, as the portal would send them.
 */
export const sampleIdentity = {
  titleTh: 'นาย',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  titleEn: 'Mr.',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  nationalId: '1-1017-00230-70-8',
  laserId: 'JT1-1234567-89',
  birthDate: '05/03/1990',
  idExpiry: '04/03/2030',
};

/**
 * สมชาย ใจดี on a card of the DOPA simulator's sandbox that nobody has used yet: one person, one account refuses
 * a second account with the sample card, so every test investor beyond the demo one gets a card of its own.
 */
export function freshSampleIdentity() {
  const first12 = `1${String(randomInt(0, 1e11)).padStart(11, '0')}`;
  const nationalId = `${first12}${nationalIdCheckDigit(first12)}`;
  return { ...sampleIdentity, nationalId, laserId: `SB${nationalId.slice(0, 10)}` };
}

export const sampleGeneral = {
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

export const samplePersonal = {
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

/** In the name of the card holder, so the name check passes. */
export const sampleBankAccount = {
  bankCode: '004',
  accountNumber: '123-4-56789-0',
  accountName: 'นาย สมชาย ใจดี',
};

export const sampleFatcaAllNo = {
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

/** Income earned in Thailand and above the planned investment: no enhanced due diligence. */
export const sampleThaiAml = {
  countryIncome: 'TH',
  typeOfIncome: 'TRANSFER',
  incomeRange: 'FROM_100K',
  incomeRatio: 'TH_ONLY',
};

/**
 * Suitability answers whose option scores add up to `raw` (19-76): every question starts at its most
 * conservative option (1) and questions are raised in order until the sum is reached. Raw 50 scores 54: High.
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

/** A photo-like JPEG: big enough and varied enough for the liveness simulator. */
export const samplePhoto = (width = 400, height = 300) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg()
    .toBuffer();
