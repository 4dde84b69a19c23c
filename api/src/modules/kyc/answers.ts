import {
  identitySources,
  kycCaseStatuses,
  kycForms,
  kycReviewSteps,
  ndidRequestStatuses,
  verificationStatuses,
} from '@fund/domain';
import Joi from 'joi';
import { day, id, instant, nullable } from '../../platform/answer-schemas.ts';
import { signedContractAnswer } from '../contract/answers.ts';

/** A step's status as the portal and staff read it. */
export const stepStatusAnswer = Joi.string().valid(...verificationStatuses);

/** A KYC photo or document as stored (storeKycFile): its id is a uuid. */
export const kycFileAnswer = Joi.object({
  id: Joi.string().guid().required(),
  kind: Joi.string()
    .valid(...kycForms.kycFileKinds)
    .required(),
  mimeType: Joi.string().required(),
  sizeBytes: Joi.number().integer().required(),
  createdAt: instant.required(),
});

/** The investor's bank account (BankAccountView), with the change waiting for staff, if any. */
export const bankAccountAnswer = Joi.object({
  bankCode: Joi.string().required(),
  accountNumber: Joi.string().required(),
  accountName: Joi.string().required(),
  status: stepStatusAnswer.required(),
  bankNameTh: Joi.string().allow('').required(),
  bankNameEn: Joi.string().allow('').required(),
  changeRequest: nullable(
    Joi.object({
      id: id.required(),
      bankCode: Joi.string().required(),
      accountNumber: Joi.string().required(),
      accountName: Joi.string().required(),
      createdAt: instant.required(),
    }),
  ).required(),
});

export const savedBankAccountAnswer = Joi.object({
  changeRequested: Joi.boolean().required(),
  account: bankAccountAnswer.required(),
});

/** Desktop → phone: the single-use link and its QR code. */
export const handoffAnswer = Joi.object({
  url: Joi.string().required(),
  qrDataUrl: Joi.string().required(),
  expiresAt: instant.required(),
});

/** The identity on file (IdentityData); an identity asserted through NDID has no laser code and adds the address. */
export const identityAnswer = Joi.object({
  titleTh: Joi.string().required(),
  firstNameTh: Joi.string().required(),
  middleNameTh: Joi.string().allow('').required(),
  lastNameTh: Joi.string().required(),
  titleEn: Joi.string().required(),
  firstNameEn: Joi.string().required(),
  middleNameEn: Joi.string().allow('').required(),
  lastNameEn: Joi.string().required(),
  nationalId: Joi.string().required().description('13 digits (masked to its last four for some staff)'),
  laserId: nullable(Joi.string()).required().description('The card back’s laser code; null from NDID'),
  birthDate: day.required(),
  idExpiry: nullable(day).required().description('null for a lifetime card or an NDID identity'),
  idLifetime: Joi.boolean().required(),
  address: Joi.string().description('The address the bank asserted (NDID only)'),
});

/** An address of the general and personal forms: Thai (province chain, postal code) or foreign (state, country). */
export const addressAnswer = Joi.object({
  kind: Joi.string()
    .valid(...kycForms.optionValues('addressKinds'))
    .required(),
  houseDetail: Joi.string().required(),
  province: Joi.string(),
  district: Joi.string(),
  subDistrict: Joi.string(),
  postalCode: Joi.string().allow(''),
  state: Joi.string(),
  country: Joi.string().required().description('ISO 3166-1 alpha-2'),
});

/** The general information as saved (generalKeys); the current address is a copy when it is the ID card's. */
export const generalAnswer = Joi.object({
  nationality: Joi.string().required(),
  gender: Joi.string().required(),
  maritalStatus: Joi.string().required(),
  phone: Joi.string().required(),
  idCardAddress: addressAnswer.required(),
  currentAddressSameAs: nullable(Joi.string().valid(...kycForms.currentAddressCopies)).required(),
  currentAddress: addressAnswer.required(),
});

const otherText = nullable(Joi.string()).required().description('The text of the "other" choice, else null');

/** The personal information as saved (personalKeys). */
export const personalAnswer = Joi.object({
  occupation: Joi.string().required(),
  occupationOther: otherText,
  employer: Joi.string().required(),
  businessType: Joi.string().required(),
  businessTypeOther: otherText,
  position: Joi.string().required(),
  positionOther: otherText,
  workAddressSameAs: nullable(Joi.string().valid(...kycForms.workAddressCopies)).required(),
  workAddress: nullable(addressAnswer).required().description('null for occupations without a workplace'),
  incomeSourceCountry: Joi.string().required(),
  sourceOfIncome: Joi.string().required(),
  sourceOfIncomeOther: otherText,
  sourceOfFunds: Joi.string().required(),
  sourceOfFundsOther: otherText,
  monthlyIncome: Joi.string().required(),
  incomeRatio: Joi.string().required(),
  plannedAssetType: Joi.string().required(),
  plannedAssetTypeOther: otherText,
  beneficiary: Joi.object({
    type: Joi.string().required(),
    name: nullable(Joi.string().allow('')).required(),
    under20: nullable(Joi.boolean()).required(),
  }).required(),
  vulnerable: Joi.boolean().required(),
  vulnerabilityDetail: nullable(Joi.string().allow('')),
  investingKnowledge3Years: Joi.boolean().valid(true).required(),
});

/** A value typed into a form not yet sent: a short text, a yes/no, nothing, or an address being typed. */
const draftValue = Joi.alternatives(
  Joi.string().allow(''),
  Joi.boolean(),
  Joi.valid(null),
  Joi.object().pattern(
    /^\w{1,40}$/,
    Joi.alternatives(Joi.string().allow(''), Joi.boolean(), Joi.valid(null)),
  ),
);

/** A draft: any of the form's own fields, as typed. */
const draftOf = (form: Joi.ObjectSchema) =>
  Joi.object(Object.fromEntries(Object.keys(form.describe().keys).map((key) => [key, draftValue])));

/** `GET /kyc/identity`: the identity as saved, the draft being typed, and the check results. */
export const identityFormAnswer = Joi.object({
  saved: nullable(identityAnswer).required(),
  draft: nullable(draftOf(identityAnswer)).required(),
  status: stepStatusAnswer.required(),
  passDopa: Joi.boolean().required().description('The card matched DOPA'),
  liveness: stepStatusAnswer.required().description('The liveness check of the latest selfie'),
});

export const generalFormAnswer = Joi.object({
  saved: nullable(generalAnswer).required(),
  draft: nullable(draftOf(generalAnswer)).required(),
  status: stepStatusAnswer.required().description('The personal-information step, of which this is a part'),
});

export const personalFormAnswer = Joi.object({
  saved: nullable(personalAnswer).required(),
  draft: nullable(draftOf(personalAnswer)).required(),
  status: stepStatusAnswer.required().description('The personal-information step, of which this is a part'),
});

/** `PUT /kyc/identity`: the checks' results, or only that the draft was kept. */
export const identitySavedAnswer = Joi.alternatives(
  Joi.object({ draft: Joi.valid(true).required() }),
  Joi.object({
    status: stepStatusAnswer.required(),
    passDopa: Joi.boolean().required(),
    liveness: stepStatusAnswer.required(),
  }),
);

/** `PUT /kyc/general` and `/kyc/personal`: whether the form was saved for real or as a draft, and the step's status. */
export const formSavedAnswer = Joi.object({
  saved: Joi.boolean().required().description('Saved for real (false: kept as a draft)'),
  draft: Joi.boolean().required(),
  status: stepStatusAnswer.required(),
});

/**
 * One onboarding step (kycProgress and the questionnaire steps): its key and status, and the details of its kind.
 */
export const progressStepAnswer = Joi.object({
  key: Joi.string()
    .valid(
      'emailVerification',
      'identityPhoto',
      'identityData',
      'personalInfo',
      'bankAccount',
      'suitability',
      'fatca',
      'aml',
      'contract',
    )
    .required(),
  status: stepStatusAnswer.required(),
  idFront: Joi.boolean().description('identityPhoto: the card front is uploaded'),
  idBack: Joi.boolean().description('identityPhoto: the card back is uploaded'),
  selfie: Joi.boolean().description('identityPhoto: the selfie is uploaded'),
  ndid: Joi.boolean().description('identityPhoto: the identity came through NDID, no photos needed'),
  passDopa: Joi.boolean().description('identityData: the card matched DOPA'),
  source: nullable(Joi.string().valid(...identitySources)).description(
    'identityData: where the identity came from',
  ),
  liveness: Joi.object({
    status: stepStatusAnswer.required(),
    provider: nullable(Joi.string()).required(),
  }).description('identityData: the liveness check'),
  hasDraft: Joi.boolean().description('identityData, personalInfo: a draft is kept'),
  general: Joi.boolean().description('personalInfo: the general part is saved'),
  personal: Joi.boolean().description('personalInfo: the personal part is saved'),
  changeRequested: Joi.boolean().description('bankAccount: a change waits for staff'),
  version: nullable(Joi.number().integer()).description('suitability, fatca, aml: the version answered'),
  answeredAt: nullable(instant).description('suitability, fatca, aml: when it was answered'),
  signed: nullable(signedContractAnswer).description('contract: the contract in force'),
});

/** The case an onboarding is in, as the investor sees it. */
export const caseReasonAnswer = Joi.object({
  step: Joi.string()
    .valid(...kycReviewSteps)
    .required()
    .description('The step the reason is about'),
  reason: Joi.string().required(),
});

/** `GET /kyc/progress` (kycOverview). */
export const progressAnswer = Joi.object({
  steps: Joi.array().items(progressStepAnswer).required(),
  case: nullable(
    Joi.object({
      status: Joi.string()
        .valid(...kycCaseStatuses)
        .required(),
      submittedAt: nullable(instant).required(),
      deadline: nullable(day).required().description('REVIEW: the day the revision is due'),
      reasons: Joi.array().items(caseReasonAnswer).required(),
    }),
  ).required(),
  customerService: Joi.boolean().required().description('Juristic: customer service opens the account'),
  completeness: Joi.object({
    score: Joi.number().integer().required(),
    max: Joi.number().integer().required(),
    points: Joi.object({
      kyc: Joi.boolean().required(),
      onfido: Joi.boolean().required(),
      verifio: Joi.boolean().required(),
      suit: Joi.boolean().required(),
      passDopa: Joi.boolean().required(),
      isVerified: Joi.boolean().required(),
      agreeFatca: Joi.boolean().required(),
      contractVerified: Joi.boolean().required(),
      walletOrBank: Joi.boolean().required(),
    })
      .required()
      .description('Each point, earned or not'),
  }).required(),
  readyToInvest: Joi.boolean().required(),
  readiness: Joi.object({
    fatca: Joi.boolean().required(),
    isVerified: Joi.boolean().required(),
    kyc: Joi.boolean().required(),
    contract: Joi.boolean().required(),
    suitability: Joi.boolean().required(),
    liveness: Joi.boolean().required(),
  })
    .required()
    .description('Each clause of being ready to invest, held or not'),
});

const ndidIdpAnswer = Joi.object({
  id: Joi.string().required(),
  nameTh: Joi.string().required(),
  nameEn: Joi.string().required(),
});

export const ndidProvidersAnswer = Joi.object({
  providers: Joi.array()
    .items(ndidIdpAnswer.keys({ bankCode: Joi.string().required() }))
    .required(),
});

/** An NDID request as the investor sees it: the bank, the reference its app shows, and the time left. */
export const ndidRequestAnswer = Joi.object({
  id: Joi.string().guid().required(),
  idp: nullable(ndidIdpAnswer).required(),
  referenceCode: Joi.string().required().description("The reference the bank's app shows"),
  status: Joi.string()
    .valid(...ndidRequestStatuses)
    .required(),
  createdAt: instant.required(),
  expiresAt: instant.required(),
  secondsLeft: Joi.number().integer().required(),
});

/** A choice of a form: the value stored and its Thai and English labels. */
export const formOptionAnswer = Joi.object({
  value: Joi.string().required(),
  th: Joi.string().required(),
  en: Joi.string().required(),
});

const optionList = Joi.array().items(formOptionAnswer).required();

/** `GET /kyc/options`: every choice of the KYC forms, the countries (Thailand first) and the banks. */
export const kycOptionsAnswer = Joi.object({
  genders: optionList,
  maritalStatuses: optionList,
  titlesTh: optionList,
  titlesEn: optionList,
  occupations: optionList,
  businessTypes: optionList,
  positions: optionList,
  sourcesOfIncome: optionList,
  sourcesOfFunds: optionList,
  monthlyIncomes: optionList,
  incomeRatios: optionList,
  plannedAssetTypes: optionList,
  beneficiaryTypes: optionList,
  addressKinds: optionList,
  countries: optionList.description('ISO 3166-1 alpha-2 values'),
  banks: Joi.array()
    .items(
      Joi.object({
        code: Joi.string().required().description('Bank of Thailand code'),
        swift: Joi.string().required(),
        nameTh: Joi.string().required(),
        nameEn: Joi.string().required(),
        accountDigits: Joi.number()
          .integer()
          .required()
          .description('Digits in an account number of this bank'),
      }),
    )
    .required(),
});
