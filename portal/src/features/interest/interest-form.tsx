import { type ContactTopic, contactTopics, isThaiPhone } from '@fund/domain';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useInterestPopup } from '../../components/interest-popup/interest-popup.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { isEmailFormat } from '../../lib/email-format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { sendInterest } from './api.ts';

type Field = 'name' | 'email' | 'phone' | 'topic';

/** The interest form inside the shell's popup: a call-back request about a strategy or topic. */
export function InterestForm() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { close, topic: openedFor } = useInterestPopup();
  const { showToast } = useToast();
  const form = useFormErrors<Field>();
  const [submitting, setSubmitting] = useState(false);
  const topicId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '').trim();
    const email = String(data.get('email') ?? '').trim();
    const phone = String(data.get('phone') ?? '').trim();
    const topic = String(data.get('topic') ?? '') as ContactTopic;
    const errors: FormErrors<Field> = {};
    if (!name) errors.name = 'validation.nameRequired';
    if (!email) errors.email = 'validation.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'validation.emailInvalid';
    if (!isThaiPhone(phone)) errors.phone = 'validation.phoneInvalid';
    if (!(topic in contactTopics)) errors.topic = 'validation.required';
    if (Object.keys(errors).length > 0) return form.show(errors);
    setSubmitting(true);
    try {
      await sendInterest({ name, email, phone, topic, language });
      showToast({ kind: 'success', message: t('interest.sent') });
      close();
    } catch (error) {
      form.show({ form: apiErrorToken(error) });
      setSubmitting(false);
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <TextField name="name" label={t('interest.name')} autoComplete="name" error={form.text('name')} />
      <TextField
        name="email"
        type="email"
        label={t('interest.email')}
        autoComplete="email"
        inputMode="email"
        error={form.text('email')}
      />
      <TextField
        name="phone"
        type="tel"
        label={t('interest.phone')}
        autoComplete="tel"
        inputMode="tel"
        error={form.text('phone')}
      />
      <div className="field">
        <label htmlFor={topicId}>{t('interest.topic')}</label>
        <select
          id={topicId}
          name="topic"
          defaultValue={openedFor ?? 'STRATEGY_INFORMATION'}
          aria-invalid={form.errors.topic ? true : undefined}
        >
          {Object.entries(contactTopics).map(([value, label]) => (
            <option key={value} value={value}>
              {label[language]}
            </option>
          ))}
        </select>
      </div>
      <button className="button button-primary" type="submit" disabled={submitting}>
        {t('interest.submit')}
      </button>
    </form>
  );
}
