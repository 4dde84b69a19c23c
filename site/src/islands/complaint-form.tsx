import { complaintFileRules, complaintProblemTypes, errorMessage, normalizePhone } from '@fund/domain';
import { type FormEvent, useRef, useState } from 'react';
import { enquiryT } from '../i18n/enquiry-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { sendEnquiry } from '../lib/enquiry-submit.ts';
import {
  type ComplaintValues,
  complaintFileError,
  type FieldErrors,
  hasErrors,
  isComplaintProblemType,
  validateComplaint,
} from '../lib/enquiry-validation.ts';
import { EmailField, PhoneField } from './contact-fields.tsx';
import { useEarlyInput } from './early-input.ts';
import { useFocusFirstError } from './focus-first-error.ts';
import { FormField } from './form-field.tsx';
import { type FormStatus, FormStatusLine } from './form-status.tsx';

export interface ComplaintFormProps {
  locale: Locale;
}

const emptyValues: ComplaintValues = { email: '', phone: '', problemType: '', detail: '', file: null };
const formId = 'complaint';

/** The complaint form (spec §3, §5): the attachment is checked on choosing it and again on submit. */
export function ComplaintForm({ locale }: ComplaintFormProps) {
  const t = enquiryT(locale);
  const [values, setValues] = useState<ComplaintValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<keyof ComplaintValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const focusFirstError = useFocusFirstError(form);
  useEarlyInput(form, (early, files) =>
    setValues((current) => ({
      email: early.email ?? current.email,
      phone: early.phone ?? current.phone,
      problemType:
        early.problemType && isComplaintProblemType(early.problemType)
          ? early.problemType
          : current.problemType,
      detail: early.detail ?? current.detail,
      file: files.file ?? current.file,
    })),
  );

  function update<Field extends keyof ComplaintValues>(field: Field, value: ComplaintValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateComplaint(next, locale));
    else if (field === 'file')
      setErrors((previous) => ({ ...previous, file: complaintFileError(next.file, locale) }));
  }

  function serverRefusal(field: keyof ComplaintValues, code: string): string | undefined {
    if (field === 'file')
      return errorMessage(code.startsWith('FILE_') ? code : 'FILE_TYPE_NOT_ALLOWED', locale);
    const invalid: Record<Exclude<keyof ComplaintValues, 'file'>, string> = {
      email: t('errors.emailInvalid'),
      phone: t('errors.phoneInvalid'),
      problemType: t('errors.problemTypeRequired'),
      detail: t('errors.detailRequired'),
    };
    return invalid[field];
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);
    const found = validateComplaint(values, locale);
    setErrors(found);
    if (hasErrors(found) || !values.file) {
      setStatus({ kind: 'failed', message: t('fixErrors') });
      focusFirstError();
      return;
    }
    setStatus({ kind: 'sending' });
    const body = new FormData();
    body.append('email', values.email.trim());
    body.append('phone', normalizePhone(values.phone));
    body.append('problemType', values.problemType);
    body.append('detail', values.detail.trim());
    body.append('language', locale);
    body.append('file', values.file, values.file.name);
    const outcome = await sendEnquiry<keyof ComplaintValues>(
      '/api/complaints',
      { headers: { Accept: 'application/json' }, body },
      locale,
      serverRefusal,
    );
    if (outcome.ok) {
      setValues(emptyValues);
      setAttempted(false);
      setErrors({});
      if (fileInput.current) fileInput.current.value = '';
      setStatus({ kind: 'sent', message: t('complaintSuccess'), reference: outcome.reference });
    } else {
      setErrors((previous) => ({ ...previous, ...outcome.fieldErrors }));
      setStatus({ kind: 'failed', message: outcome.message });
      if (hasErrors(outcome.fieldErrors)) focusFirstError();
    }
  }

  const id = (field: string) => `${formId}-${field}`;
  return (
    <form ref={form} className="enquiry-form" noValidate onSubmit={submit}>
      <EmailField
        id={id('email')}
        label={t('email')}
        error={errors.email}
        value={values.email}
        onChange={(value) => update('email', value)}
      />
      <PhoneField
        id={id('phone')}
        label={t('registeredPhone')}
        hint={t('phoneHint')}
        error={errors.phone}
        value={values.phone}
        onChange={(value) => update('phone', value)}
      />
      <FormField id={id('problem-type')} label={t('problemType')} error={errors.problemType}>
        {(control) => (
          <select
            {...control}
            name="problemType"
            value={values.problemType}
            onChange={(e) =>
              update('problemType', isComplaintProblemType(e.target.value) ? e.target.value : '')
            }
          >
            <option value="">{t('choose')}</option>
            {Object.entries(complaintProblemTypes).map(([value, label]) => (
              <option key={value} value={value}>
                {label[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField id={id('detail')} label={t('detail')} error={errors.detail}>
        {(control) => (
          <textarea
            {...control}
            name="detail"
            rows={6}
            value={values.detail}
            onChange={(e) => update('detail', e.target.value)}
          />
        )}
      </FormField>
      <FormField id={id('file')} label={t('file')} error={errors.file} hint={t('fileHint')}>
        {(control) => (
          <input
            {...control}
            ref={fileInput}
            type="file"
            name="file"
            accept={complaintFileRules.extensions.join(',')}
            onChange={(e) => update('file', e.target.files?.[0] ?? null)}
          />
        )}
      </FormField>
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('sending') : t('complaintSubmit')}
      </button>
      <FormStatusLine status={status} referenceText={(reference) => t('reference', { reference })} />
    </form>
  );
}
