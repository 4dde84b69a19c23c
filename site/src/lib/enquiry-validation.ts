import {
  type ComplaintProblemType,
  type ContactTopic,
  complaintDetailMaxLength,
  complaintProblemTypes,
  contactTopics,
  errorMessage,
  isAllowedComplaintFile,
  isThaiPhone,
} from '@fund/domain';
import { enquiryT } from '../i18n/enquiry-messages.ts';
import type { Locale } from '../i18n/locales.ts';

export type FieldErrors<Field extends string> = Partial<Record<Field, string>>;

export interface ContactValues {
  name: string;
  email: string;
  phone: string;
  topic: ContactTopic | '';
}

export interface ComplaintValues {
  email: string;
  phone: string;
  problemType: ComplaintProblemType | '';
  detail: string;
  file: File | null;
}

// The shape the API accepts; anything stricter belongs to the mail server that receives the acknowledgement.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isContactTopic(value: string): value is ContactTopic {
  return Object.hasOwn(contactTopics, value);
}

export function isComplaintProblemType(value: string): value is ComplaintProblemType {
  return Object.hasOwn(complaintProblemTypes, value);
}

function emailError(email: string, locale: Locale): string | undefined {
  const t = enquiryT(locale);
  if (!email.trim()) return t('errors.emailRequired');
  return emailPattern.test(email.trim()) ? undefined : t('errors.emailInvalid');
}

function phoneError(phone: string, locale: Locale): string | undefined {
  const t = enquiryT(locale);
  if (!phone.trim()) return t('errors.phoneRequired');
  return isThaiPhone(phone) ? undefined : t('errors.phoneInvalid');
}

/** The same rules the API applies to `POST /contact-requests`, with the spec §8 wording. */
export function validateContact(values: ContactValues, locale: Locale): FieldErrors<keyof ContactValues> {
  const t = enquiryT(locale);
  return {
    name: values.name.trim() ? undefined : t('errors.nameRequired'),
    email: emailError(values.email, locale),
    phone: phoneError(values.phone, locale),
    topic: values.topic ? undefined : t('errors.topicRequired'),
  };
}

/** The attachment rule of spec §5: a file must be chosen, of an allowed format and within the size limit. */
export function complaintFileError(file: File | null, locale: Locale): string | undefined {
  if (!file) return errorMessage('FILE_REQUIRED', locale);
  const verdict = isAllowedComplaintFile(file);
  if (verdict === 'type') return errorMessage('FILE_TYPE_NOT_ALLOWED', locale);
  if (verdict === 'size') return errorMessage('FILE_TOO_LARGE', locale);
  return undefined;
}

/** The same rules the API applies to `POST /complaints` (spec §5), with the spec §8 wording. */
export function validateComplaint(
  values: ComplaintValues,
  locale: Locale,
): FieldErrors<keyof ComplaintValues> {
  const t = enquiryT(locale);
  const detail = values.detail.trim();
  return {
    email: emailError(values.email, locale),
    phone: phoneError(values.phone, locale),
    problemType: values.problemType ? undefined : t('errors.problemTypeRequired'),
    detail: !detail
      ? t('errors.detailRequired')
      : detail.length > complaintDetailMaxLength
        ? t('errors.detailTooLong', { max: complaintDetailMaxLength })
        : undefined,
    file: complaintFileError(values.file, locale),
  };
}

export function hasErrors(errors: Record<string, string | undefined>): boolean {
  return Object.values(errors).some(Boolean);
}
