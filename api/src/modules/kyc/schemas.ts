import {
  isEnglishName,
  isLaserId,
  isThaiName,
  isThaiPhone,
  kycForms,
  nationalIdProblem,
  normaliseLaserId,
  normaliseNationalId,
  normalizePhone,
  parseFormDate,
} from '@fund/domain';
import Joi from 'joi';
import { countryCodes } from '../reference/countries.ts';

const { optionValues, otherOption } = kycForms;

/** joi's conditional options: \`is\` → \`yes\`, else \`no\`. */
function branch(is: unknown, yes: Joi.Schema, no: Joi.Schema): Joi.WhenOptions {
  // biome-ignore lint/suspicious/noThenProperty: joi's conditional schemas are written with \`then\`.
  return { is: is as Joi.Schema, then: yes, otherwise: no };
}

const text = (max = 200) => Joi.string().trim().max(max);

/**
 * A draft keeps whatever was typed so far: the form's own field names only, each a short string, a boolean,
 * null or a small object of those (an address). Nothing else is checked until the form is sent for real.
 */
const draftValue = Joi.alternatives(
  Joi.string().allow('').max(500),
  Joi.boolean(),
  Joi.valid(null),
  Joi.object().pattern(
    /^\w{1,40}$/,
    Joi.alternatives(Joi.string().allow('').max(500), Joi.boolean(), Joi.valid(null)),
  ),
);

/** `{ draft: true, ...partial }` is saved as typed; otherwise the full schema applies. */
function withDraft(keys: Record<string, Joi.Schema>) {
  const draftKeys = Object.fromEntries(Object.keys(keys).map((k) => [k, draftValue]));
  return Joi.alternatives().conditional(
    Joi.object({ draft: Joi.valid(true).required() }).unknown(),
    branch(
      undefined,
      Joi.object({ draft: Joi.valid(true).required(), ...draftKeys }),
      Joi.object({ draft: Joi.valid(false), ...keys }),
    ),
  );
}

const code = (name: string) => ({ [name]: errorText[name] ?? name });
const errorText: Record<string, string> = {
  KYC_NATIONAL_ID_INVALID: 'Please enter your 13 digit identification card number',
  KYC_NATIONAL_ID_CHECK_DIGIT: 'This national ID number is not valid: its check digit does not match',
  KYC_LASER_ID_INVALID: 'Please enter the laser ID from the back of your card: 2 letters and 10 digits',
  KYC_BIRTH_DATE_INVALID: 'Please enter the correct date of birth',
  KYC_ID_EXPIRY_INVALID: 'Please enter the card expiry date (DD/MM/YYYY) or choose lifetime',
  NAME_SCRIPT: 'Use the letters of the name’s language',
  PHONE: 'Please enter a valid phone number',
};

export const thaiName = (max = 100) =>
  text(max)
    .custom((v: string, h) => (isThaiName(v) ? v : h.error('NAME_SCRIPT')))
    .messages(code('NAME_SCRIPT'));
export const englishName = (max = 100) =>
  text(max)
    .custom((v: string, h) => (isEnglishName(v) ? v : h.error('NAME_SCRIPT')))
    .messages(code('NAME_SCRIPT'));

export const formDate = (errorCode: string) =>
  Joi.string()
    .trim()
    .max(10)
    .custom((v: string, h) => parseFormDate(v) ?? h.error(errorCode))
    .messages({
      ...code(errorCode),
      'string.empty': errorText[errorCode]!,
      'any.required': errorText[errorCode]!,
    });

/** A Thai national ID, any separators allowed, answered as its 13 digits. */
export const nationalIdField = Joi.string()
  .trim()
  .max(20)
  .custom((v: string, h) => {
    const problem = nationalIdProblem(v);
    if (problem === null) return normaliseNationalId(v);
    return h.error(
      problem === 'NATIONAL_ID_CHECK_DIGIT' ? 'KYC_NATIONAL_ID_CHECK_DIGIT' : 'KYC_NATIONAL_ID_INVALID',
    );
  })
  .required()
  .messages({
    ...code('KYC_NATIONAL_ID_INVALID'),
    ...code('KYC_NATIONAL_ID_CHECK_DIGIT'),
    'string.empty': errorText.KYC_NATIONAL_ID_INVALID!,
    'any.required': errorText.KYC_NATIONAL_ID_INVALID!,
  });

/** The laser ID on the card's back, answered upper case without separators. */
export const laserIdField = Joi.string()
  .trim()
  .max(20)
  .custom((v: string, h) => (isLaserId(v) ? normaliseLaserId(v) : h.error('KYC_LASER_ID_INVALID')))
  .required()
  .messages({
    ...code('KYC_LASER_ID_INVALID'),
    'string.empty': errorText.KYC_LASER_ID_INVALID!,
    'any.required': errorText.KYC_LASER_ID_INVALID!,
  });

export const identityBody = withDraft({
  titleTh: text(40).required(),
  firstNameTh: thaiName().required(),
  middleNameTh: thaiName().allow('').default(''),
  lastNameTh: thaiName().required(),
  titleEn: text(40).required(),
  firstNameEn: englishName().required(),
  middleNameEn: englishName().allow('').default(''),
  lastNameEn: englishName().required(),
  nationalId: nationalIdField,
  laserId: laserIdField,
  birthDate: formDate('KYC_BIRTH_DATE_INVALID').required(),
  /** DD/MM/YYYY, or null with `idLifetime: true`. */
  idExpiry: Joi.when(
    'idLifetime',
    branch(true, Joi.valid(null, '').default(null), formDate('KYC_ID_EXPIRY_INVALID').required()),
  ),
  idLifetime: Joi.boolean().default(false),
});

const choice = (list: kycForms.KycFormOptionList) => Joi.string().valid(...optionValues(list));
/** An ISO 3166-1 alpha-2 code of the API's country list (`GET /kyc/options`). */
const country = () => Joi.string().valid(...countryCodes());
/** The free text that goes with "other"; required exactly when "other" is chosen. */
const otherText = (field: string) =>
  Joi.when(field, branch(otherOption, text(200).min(1).required(), Joi.valid('', null).default(null)));

export const address = Joi.object({
  kind: choice('addressKinds').required(),
  houseDetail: text(300).min(1).required(),
  province: Joi.when('kind', branch('THAI', text(100).min(1).required(), Joi.forbidden())),
  district: Joi.when('kind', branch('THAI', text(100).min(1).required(), Joi.forbidden())),
  subDistrict: Joi.when('kind', branch('THAI', text(100).min(1).required(), Joi.forbidden())),
  postalCode: Joi.when(
    'kind',
    branch(
      'THAI',
      Joi.string()
        .trim()
        .pattern(/^\d{5}$/)
        .required(),
      text(20).allow(''),
    ),
  ),
  state: Joi.when('kind', branch('FOREIGN', text(100).min(1).required(), Joi.forbidden())),
  country: Joi.when(
    'kind',
    branch('FOREIGN', country().invalid('TH').required(), Joi.valid('TH').default('TH')),
  ),
});

/** "Copy address": the address is taken from another one the user already gave. */
const copiedOr = (flag: string, sources: readonly string[]) =>
  Joi.when(flag, branch(Joi.valid(...sources).required(), Joi.forbidden(), address.required()));

const phone = Joi.string()
  .trim()
  .max(20)
  .custom((v: string, h) => (isThaiPhone(v) ? normalizePhone(v) : h.error('PHONE')))
  .messages({ ...code('PHONE'), 'string.empty': errorText.PHONE! });

export const generalKeys = {
  nationality: country().required(),
  gender: choice('genders').required(),
  maritalStatus: choice('maritalStatuses').required(),
  phone: phone.required(),
  idCardAddress: address.required(),
  currentAddressSameAs: Joi.valid(...kycForms.currentAddressCopies, null).default(null),
  currentAddress: copiedOr('currentAddressSameAs', kycForms.currentAddressCopies),
};
export const generalBody = withDraft(generalKeys);

/** Occupations without a workplace need no work address. */
export const occupationsWithoutWork = ['STUDENT', 'RETIRED', 'HOUSEWIFE'];

export const personalKeys = {
  occupation: choice('occupations').required(),
  occupationOther: otherText('occupation'),
  employer: text(200).min(1).required().messages({ 'string.empty': 'Enter - if you have no employer' }),
  businessType: choice('businessTypes').required(),
  businessTypeOther: otherText('businessType'),
  position: choice('positions').required(),
  positionOther: otherText('position'),
  workAddressSameAs: Joi.valid(...kycForms.workAddressCopies, null).default(null),
  workAddress: Joi.when(
    'workAddressSameAs',
    branch(
      Joi.valid(...kycForms.workAddressCopies).required(),
      Joi.forbidden(),
      Joi.when(
        'occupation',
        branch(Joi.valid(...occupationsWithoutWork), address.allow(null).default(null), address.required()),
      ),
    ),
  ),
  incomeSourceCountry: country().required(),
  sourceOfIncome: choice('sourcesOfIncome').required(),
  sourceOfIncomeOther: otherText('sourceOfIncome'),
  sourceOfFunds: choice('sourcesOfFunds').required(),
  sourceOfFundsOther: otherText('sourceOfFunds'),
  monthlyIncome: choice('monthlyIncomes').required(),
  incomeRatio: choice('incomeRatios').required(),
  plannedAssetType: choice('plannedAssetTypes').required(),
  plannedAssetTypeOther: otherText('plannedAssetType'),
  beneficiary: Joi.object({
    type: choice('beneficiaryTypes').required(),
    name: Joi.when('type', branch('NOMINEE', text(200).min(1).required(), Joi.valid('', null).default(null))),
    under20: Joi.when(
      'type',
      branch('NOMINEE', Joi.boolean().required(), Joi.valid(false, null).default(null)),
    ),
  }).required(),
  vulnerable: Joi.boolean().required(),
  vulnerabilityDetail: Joi.when(
    'vulnerable',
    branch(true, text(500).allow(''), Joi.valid('', null).default(null)),
  ),
  /** The user confirms three years of investing knowledge; the form cannot be sent without it. */
  investingKnowledge3Years: Joi.valid(true).required().messages({ 'any.only': 'Please confirm' }),
};
export const personalBody = withDraft(personalKeys);

export const bankAccountBody = Joi.object({
  bankCode: Joi.string()
    .valid(...kycForms.thaiBanks.map((b) => b.code))
    .required(),
  accountNumber: Joi.string().trim().max(30).required(),
  accountName: text(200).min(1).required(),
  /** The new account's book-bank photo (POST /kyc/files, kind BOOK_BANK): required once the account is verified. */
  bookBankFileId: Joi.string().guid(),
});

export const fileUploadBody = Joi.object({
  kind: Joi.string()
    .valid(...kycForms.kycFileKinds)
    .required(),
});

export const fileIdParams = Joi.object({ id: Joi.string().max(64).required() });

export const handoffRedeemBody = Joi.object({ token: Joi.string().trim().max(200).required() });

/** The NDID route: the bank (identity provider) picked and the investor's national ID. */
export const ndidStartBody = Joi.object({
  idpId: Joi.string().trim().max(40).required(),
  nationalId: nationalIdField,
});

export const ndidRequestParams = Joi.object({ id: Joi.string().guid({ version: 'uuidv4' }).required() });
