import type { Answer } from '@fund/contract';
import { answerOf } from '@fund/contract/testing';
import { kycForms } from '@fund/domain';

/** GET /kyc/options as the API answers it: the domain's choices, a short country list (Thailand first), banks. */
export const optionsAnswer = () =>
  answerOf('/kyc/options', 'get', {
    ...kycForms.kycFormOptions,
    countries: [
      { value: 'TH', th: 'ไทย', en: 'Thailand' },
      { value: 'JP', th: 'ญี่ปุ่น', en: 'Japan' },
      { value: 'US', th: 'สหรัฐอเมริกา', en: 'United States' },
    ],
    banks: [...kycForms.thaiBanks],
  });

/** The options with a country of the high-risk list among the countries (Myanmar): a change to it raises EDD. */
export async function optionsWithHighRiskCountry() {
  const options = await optionsAnswer().json();
  return answerOf('/kyc/options', 'get', {
    ...options,
    countries: [...options.countries, { value: 'MM', th: 'เมียนมา', en: 'Myanmar' }],
  });
}

/**
 * The general and personal information as `/kyc/general` and `/kyc/personal` answer them once saved, and as
 * `/me/profile` answers them (its schema types the same fields differently, so a fixture for both meets both).
 */
export type SavedGeneral = NonNullable<Answer<'/kyc/general'>['saved']> &
  NonNullable<Answer<'/me/profile'>['general']>;
export type SavedPersonal = NonNullable<Answer<'/kyc/personal'>['saved']> &
  NonNullable<Answer<'/me/profile'>['personal']>;
export type KycAddress = SavedGeneral['idCardAddress'];

/** A Thai address as the KYC forms keep it. */
export const bangkokAddress: KycAddress = {
  kind: 'THAI',
  houseDetail: '99/1 ถนนสุขุมวิท',
  province: 'กรุงเทพมหานคร',
  district: 'วัฒนา',
  subDistrict: 'คลองเตยเหนือ',
  postalCode: '10110',
  country: 'TH',
};

/** The general information an investor saved, as `/kyc/general` (and `/me/profile`) answer it. */
export const savedGeneral: SavedGeneral = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '0815550101',
  idCardAddress: bangkokAddress,
  currentAddressSameAs: 'ID_CARD',
  currentAddress: bangkokAddress,
};

/** The personal information an investor saved, as `/kyc/personal` (and `/me/profile`) answer it. */
export const savedPersonal: SavedPersonal = {
  occupation: 'EMPLOYEE',
  occupationOther: null,
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'FINANCE',
  businessTypeOther: null,
  position: 'OFFICER',
  positionOther: null,
  workAddressSameAs: 'ID_CARD',
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfIncomeOther: null,
  sourceOfFunds: 'SAVINGS',
  sourceOfFundsOther: null,
  monthlyIncome: '30K_50K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'CASH',
  plannedAssetTypeOther: null,
  beneficiary: { type: 'SELF', name: null, under20: null },
  vulnerable: false,
  vulnerabilityDetail: null,
  investingKnowledge3Years: true,
  workAddress: bangkokAddress,
};

type KycFile = Answer<'/kyc/files', 'post', 201>;

/** A KYC file as `POST /kyc/files` answers its upload. */
export const kycFile = (id: string, kind: KycFile['kind']): KycFile => ({
  id,
  kind,
  mimeType: 'application/pdf',
  sizeBytes: 52_000,
  createdAt: '2026-11-23T03:00:00.000Z',
});

/** The ids of the two EDD documents, bank statements then the supporting document, in the order they are sent. */
export const eddFileIds = ['11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222'];

/** `POST /kyc/files` answering the two EDD documents' uploads in turn. */
export const eddFileAnswers = () => [
  answerOf('/kyc/files', 'post', kycFile(eddFileIds[0]!, 'EDD_STATEMENT'), { status: 201 }),
  answerOf('/kyc/files', 'post', kycFile(eddFileIds[1]!, 'EDD_SUPPORT'), { status: 201 }),
];

export type ChangeRequest = NonNullable<Answer<'/me/profile', 'patch'>['changeRequest']>;

/**
 * A change request's `before` or `after` (field → value, `'personal.monthlyIncome'`). The generated schema names the
 * API's key pattern as if it were a key, so no real field name type-checks: this one cast stands for them.
 */
export const fieldValues = (values: Record<string, unknown>) => values as ChangeRequest['before'];

/** A change request waiting for compliance, as `PATCH /me/profile` and `GET /me/profile` answer it. */
export const changeRequest = (overrides: Partial<ChangeRequest> = {}): ChangeRequest => ({
  id: 9,
  userId: 7,
  kind: 'PROFILE',
  status: 'PENDING',
  before: {},
  after: {},
  eddRequired: false,
  fileIds: [],
  reason: null,
  decidedAt: null,
  createdAt: '2026-11-23T03:00:00.000Z',
  ...overrides,
});
