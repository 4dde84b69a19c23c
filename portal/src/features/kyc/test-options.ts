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

/** A Thai address as the KYC forms keep it. */
export const bangkokAddress = {
  kind: 'THAI',
  houseDetail: '99/1 ถนนสุขุมวิท',
  province: 'กรุงเทพมหานคร',
  district: 'วัฒนา',
  subDistrict: 'คลองเตยเหนือ',
  postalCode: '10110',
  state: null,
  country: 'TH',
} satisfies NonNullable<Answer<'/me/profile'>['general']>['idCardAddress'];

/** The general information an investor saved, as `/me/profile` (and `/kyc/general`) answer it. */
export const savedGeneral: Answer<'/me/profile'>['general'] = {
  nationality: 'TH',
  gender: 'MALE',
  maritalStatus: 'SINGLE',
  phone: '0815550101',
  idCardAddress: bangkokAddress,
  currentAddressSameAs: 'ID_CARD',
  currentAddress: bangkokAddress,
};

/** The personal information an investor saved, as `/me/profile` (and `/kyc/personal`) answer it. */
export const savedPersonal: Answer<'/me/profile'>['personal'] = {
  occupation: 'EMPLOYEE',
  employer: 'บริษัท ตัวอย่าง จำกัด',
  businessType: 'FINANCE',
  position: 'OFFICER',
  workAddressSameAs: 'ID_CARD',
  incomeSourceCountry: 'TH',
  sourceOfIncome: 'SALARY',
  sourceOfFunds: 'SAVINGS',
  monthlyIncome: '30K_50K',
  incomeRatio: 'DOMESTIC_ONLY',
  plannedAssetType: 'CASH',
  beneficiary: { type: 'SELF' },
  vulnerable: false,
  investingKnowledge3Years: true,
  workAddress: bangkokAddress,
};

/** A KYC file as `POST /kyc/files` answers its upload. */
export const kycFile = (id: string, kind: string): Answer<'/kyc/files', 'post', 201> => ({
  id,
  kind,
  mimeType: 'application/pdf',
  sizeBytes: 52_000,
  createdAt: '2026-11-23T03:00:00.000Z',
});

type ChangeRequest = NonNullable<Answer<'/me/profile', 'patch'>['changeRequest']>;

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
