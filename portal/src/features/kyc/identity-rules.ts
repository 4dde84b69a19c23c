import {
  fromIsoDate,
  isBirthDateInFuture,
  isEnglishName,
  isLaserId,
  isOldEnough,
  isThaiName,
  nationalIdProblem,
  parseFormDate,
} from '@fund/domain';
import type { FieldErrors, FormValues } from './use-kyc-form.ts';

export const identityFields = [
  'titleTh',
  'firstNameTh',
  'middleNameTh',
  'lastNameTh',
  'titleEn',
  'firstNameEn',
  'middleNameEn',
  'lastNameEn',
  'nationalId',
  'laserId',
  'birthDate',
  'idExpiry',
  'idLifetime',
] as const;

const text = (values: FormValues, name: string) => {
  const value = values[name];
  return typeof value === 'string' ? value.trim() : '';
};

/**
 * The identity form checked with the domain's rules, the API's own (spec §5): the national ID's check digit, the
 * laser ID, names in their script, real DD/MM/YYYY dates (Buddhist or Christian year), expiry or lifetime.
 * `underAge` is apart: it blocks the form rather than marking a field.
 */
export function checkIdentity(values: FormValues, now: Date): { errors: FieldErrors; underAge: boolean } {
  const errors: FieldErrors = {};
  const idProblem = nationalIdProblem(text(values, 'nationalId'));
  if (idProblem === 'NATIONAL_ID_CHECK_DIGIT') errors.nationalId = 'api:KYC_NATIONAL_ID_CHECK_DIGIT';
  else if (idProblem !== null) errors.nationalId = 'api:KYC_NATIONAL_ID_INVALID';
  if (!isLaserId(text(values, 'laserId'))) errors.laserId = 'api:KYC_LASER_ID_INVALID';
  for (const name of ['titleTh', 'titleEn'])
    if (!text(values, name)) errors[name] = 'kyc.validation.required';
  for (const name of ['firstNameTh', 'middleNameTh', 'lastNameTh']) {
    const value = text(values, name);
    if (!value && !name.startsWith('middle')) errors[name] = 'kyc.validation.required';
    else if (value && !isThaiName(value)) errors[name] = 'kyc.validation.thaiName';
  }
  for (const name of ['firstNameEn', 'middleNameEn', 'lastNameEn']) {
    const value = text(values, name);
    if (!value && !name.startsWith('middle')) errors[name] = 'kyc.validation.required';
    else if (value && !isEnglishName(value)) errors[name] = 'kyc.validation.englishName';
  }
  let underAge = false;
  const birth = parseFormDate(text(values, 'birthDate'));
  if (!birth || isBirthDateInFuture(fromIsoDate(birth), now)) errors.birthDate = 'api:KYC_BIRTH_DATE_INVALID';
  else underAge = !isOldEnough(fromIsoDate(birth), now);
  if (values.idLifetime !== true && !parseFormDate(text(values, 'idExpiry')))
    errors.idExpiry = 'api:KYC_ID_EXPIRY_INVALID';
  return { errors, underAge };
}

/** The body the API takes: the form's own fields, the expiry null for a lifetime card. */
export function identityBodyOf(values: FormValues): FormValues {
  const body: FormValues = {};
  for (const name of identityFields)
    body[name] = name === 'idLifetime' ? values[name] === true : text(values, name);
  if (body.idLifetime) body.idExpiry = null;
  return body;
}

/** Saved dates come back as YYYY-MM-DD; the form shows DD/MM/YYYY. */
export function isoToForm(value: unknown): unknown {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [year, month, day] = value.split('-');
  return `${day}/${month}/${year}`;
}
