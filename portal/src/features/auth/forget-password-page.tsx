import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { EmailField, FormError } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { isEmailFormat } from '../../lib/email-format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { requestPasswordReset } from './api.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function ForgetPasswordPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  useDocumentTitle(t('forgot.title'));
  const form = useFormErrors<'email'>();
  const [sent, setSent] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    if (!email) return form.show({ email: 'validation.emailRequired' });
    if (!isEmailFormat(email)) return form.show({ email: 'validation.emailInvalid' });
    setSubmitting(true);
    form.clear();
    try {
      await requestPasswordReset(email, language);
      setSent(true);
    } catch (error) {
      form.show({ form: apiErrorToken(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className="card card-narrow">
      <h1>{t('forgot.title')}</h1>
      {sent ? (
        <p role="status">{t('forgot.sent')}</p>
      ) : (
        <>
          <p className="muted">{t('forgot.body')}</p>
          <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
            <FormError message={form.text('form')} />
            <EmailField label={t('forgot.email')} error={form.text('email')} />
            <button className="button button-primary" type="submit" disabled={submitting}>
              {t('forgot.submit')}
            </button>
          </form>
        </>
      )}
      <div className="form-links">
        <Link to="/auth/login">{t('forgot.backToLogin')}</Link>
      </div>
    </section>
  );
}
