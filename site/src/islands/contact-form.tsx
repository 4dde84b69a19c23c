import { contactTopics, normalizePhone } from '@fund/domain';
import { type FormEvent, useRef, useState } from 'react';
import { enquiryT } from '../i18n/enquiry-messages.ts';
import type { Locale } from '../i18n/locales.ts';
import { sendEnquiry } from '../lib/enquiry-submit.ts';
import {
  type ContactValues,
  type FieldErrors,
  hasErrors,
  isContactTopic,
  validateContact,
} from '../lib/enquiry-validation.ts';
import { EmailField, PhoneField } from './contact-fields.tsx';
import { useEarlyInput } from './early-input.ts';
import { useFocusFirstError } from './focus-first-error.ts';
import { FormField } from './form-field.tsx';
import { type FormStatus, FormStatusLine } from './form-status.tsx';

export interface ContactFormProps {
  locale: Locale;
  /** Prefix of the field ids; two forms on one page need different ones. */
  formId: string;
}

const emptyValues: ContactValues = { name: '', email: '', phone: '', topic: '' };

/** The contact-back form (spec §3): checks the API's rules first and keeps what was typed if a send fails. */
export function ContactForm({ locale, formId }: ContactFormProps) {
  const t = enquiryT(locale);
  const [values, setValues] = useState<ContactValues>(emptyValues);
  const [errors, setErrors] = useState<FieldErrors<keyof ContactValues>>({});
  const [attempted, setAttempted] = useState(false);
  const [status, setStatus] = useState<FormStatus>({ kind: 'idle' });
  const form = useRef<HTMLFormElement>(null);
  const focusFirstError = useFocusFirstError(form);
  useEarlyInput(form, (early) =>
    setValues((current) => ({
      name: early.name ?? current.name,
      email: early.email ?? current.email,
      phone: early.phone ?? current.phone,
      topic: early.topic && isContactTopic(early.topic) ? early.topic : current.topic,
    })),
  );

  // What to say beside a field the API refused although it passed the checks here.
  const serverRefusal: Record<keyof ContactValues, string> = {
    name: t('errors.nameRequired'),
    email: t('errors.emailInvalid'),
    phone: t('errors.phoneInvalid'),
    topic: t('errors.topicRequired'),
  };

  function update<Field extends keyof ContactValues>(field: Field, value: ContactValues[Field]) {
    const next = { ...values, [field]: value };
    setValues(next);
    if (attempted) setErrors(validateContact(next, locale));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status.kind === 'sending') return;
    setAttempted(true);
    const found = validateContact(values, locale);
    setErrors(found);
    if (hasErrors(found)) {
      setStatus({ kind: 'failed', message: t('fixErrors') });
      focusFirstError();
      return;
    }
    setStatus({ kind: 'sending' });
    const body = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: normalizePhone(values.phone),
      topic: values.topic,
      language: locale,
    };
    const outcome = await sendEnquiry<keyof ContactValues>(
      '/api/contact-requests',
      {
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(body),
      },
      locale,
      (field) => serverRefusal[field],
    );
    if (outcome.ok) {
      setValues(emptyValues);
      setAttempted(false);
      setErrors({});
      setStatus({ kind: 'sent', message: t('contactSuccess'), reference: outcome.reference });
    } else {
      setErrors((previous) => ({ ...previous, ...outcome.fieldErrors }));
      setStatus({ kind: 'failed', message: outcome.message });
      if (hasErrors(outcome.fieldErrors)) focusFirstError();
    }
  }

  const id = (field: string) => `${formId}-${field}`;
  return (
    <form ref={form} className="enquiry-form" noValidate onSubmit={submit}>
      <FormField id={id('name')} label={t('name')} error={errors.name}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="name"
            maxLength={120}
            name="name"
            value={values.name}
            onChange={(e) => update('name', e.target.value)}
          />
        )}
      </FormField>
      <EmailField
        id={id('email')}
        label={t('email')}
        error={errors.email}
        value={values.email}
        onChange={(value) => update('email', value)}
      />
      <PhoneField
        id={id('phone')}
        label={t('phone')}
        hint={t('phoneHint')}
        error={errors.phone}
        value={values.phone}
        onChange={(value) => update('phone', value)}
      />
      <FormField id={id('topic')} label={t('topic')} error={errors.topic}>
        {(control) => (
          <select
            {...control}
            name="topic"
            value={values.topic}
            onChange={(e) => update('topic', isContactTopic(e.target.value) ? e.target.value : '')}
          >
            <option value="">{t('choose')}</option>
            {Object.entries(contactTopics).map(([value, label]) => (
              <option key={value} value={value}>
                {label[locale]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="button button-primary" disabled={status.kind === 'sending'}>
        {status.kind === 'sending' ? t('sending') : t('contactSubmit')}
      </button>
      <FormStatusLine status={status} referenceText={(reference) => t('reference', { reference })} />
    </form>
  );
}
