import { kycForms } from '@fund/domain';
import { type Address, addressBodyOf } from './address-fields.tsx';
import { addressErrors } from './general-page.tsx';
import { type FieldErrors, type FormValues, textOf } from './use-kyc-form.ts';

export const personalFields = [
  'occupation',
  'occupationOther',
  'employer',
  'businessType',
  'businessTypeOther',
  'position',
  'positionOther',
  'workAddressSameAs',
  'workAddress',
  'incomeSourceCountry',
  'sourceOfIncome',
  'sourceOfIncomeOther',
  'sourceOfFunds',
  'sourceOfFundsOther',
  'monthlyIncome',
  'incomeRatio',
  'plannedAssetType',
  'plannedAssetTypeOther',
  'beneficiary',
  'vulnerable',
  'vulnerabilityDetail',
  'investingKnowledge3Years',
] as const;

/** The selects whose "other" choice asks for free text, with that text's field. */
export const withOther = {
  occupation: 'occupationOther',
  businessType: 'businessTypeOther',
  position: 'positionOther',
  sourceOfIncome: 'sourceOfIncomeOther',
  sourceOfFunds: 'sourceOfFundsOther',
  plannedAssetType: 'plannedAssetTypeOther',
} as const;

/** Occupations without a workplace need no work address (the API's rule). */
const occupationsWithoutWork = ['STUDENT', 'RETIRED', 'HOUSEWIFE'];

export const needsWorkAddress = (values: FormValues) =>
  !occupationsWithoutWork.includes(textOf(values, 'occupation'));

type Beneficiary = { type?: string; name?: string; under20?: boolean | null };

export function checkPersonal(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  const required = [
    ...Object.keys(withOther),
    'employer',
    'incomeSourceCountry',
    'monthlyIncome',
    'incomeRatio',
  ];
  for (const name of required) if (!textOf(values, name).trim()) errors[name] = 'kyc.validation.required';
  for (const [choice, other] of Object.entries(withOther))
    if (textOf(values, choice) === kycForms.otherOption && !textOf(values, other).trim())
      errors[other] = 'kyc.validation.required';
  const beneficiary = (values.beneficiary ?? {}) as Beneficiary;
  if (!beneficiary.type) errors['beneficiary.type'] = 'kyc.validation.required';
  if (beneficiary.type === 'NOMINEE' && !beneficiary.name?.trim())
    errors['beneficiary.name'] = 'kyc.validation.required';
  if (values.investingKnowledge3Years !== true) errors.investingKnowledge3Years = 'kyc.validation.confirm';
  if (needsWorkAddress(values)) addressErrors('workAddress', values.workAddress, errors);
  return errors;
}

/** The body the API takes: "other" texts only with "other", the nominee's details only for a nominee. */
export function personalBodyOf(values: FormValues): FormValues {
  const body: FormValues = {};
  for (const [choice, other] of Object.entries(withOther)) {
    body[choice] = textOf(values, choice);
    body[other] = body[choice] === kycForms.otherOption ? textOf(values, other).trim() : null;
  }
  const beneficiary = (values.beneficiary ?? {}) as Beneficiary;
  const nominee = beneficiary.type === 'NOMINEE';
  const vulnerable = values.vulnerable === true;
  return {
    ...body,
    employer: textOf(values, 'employer').trim(),
    workAddressSameAs: null,
    workAddress: needsWorkAddress(values) ? addressBodyOf(values.workAddress as Address).body : null,
    incomeSourceCountry: textOf(values, 'incomeSourceCountry'),
    monthlyIncome: textOf(values, 'monthlyIncome'),
    incomeRatio: textOf(values, 'incomeRatio'),
    beneficiary: {
      type: beneficiary.type,
      name: nominee ? beneficiary.name?.trim() : null,
      under20: nominee ? beneficiary.under20 === true : null,
    },
    vulnerable,
    vulnerabilityDetail: vulnerable ? textOf(values, 'vulnerabilityDetail').trim() : null,
    investingKnowledge3Years: true,
  };
}
