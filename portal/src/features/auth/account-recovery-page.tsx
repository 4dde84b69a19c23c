import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { EmailField, FormError, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { isEmailFormat } from '../../lib/email-format.ts';
import { checkRecoveryToken, recoverAccount } from './api.ts';

/** A locked account's owner confirms their details from the e-mailed link, then sets a new password. */
export function AccountRecoveryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('recovery.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading } = useSWR(
    token ? ['recovery-token', token] : null,
    () => checkRecoveryToken(token),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );

  if (!token) {
    return (
      <section className="card card-narrow">
        <h1>{t('recovery.title')}</h1>
        <p>{t('recovery.noToken')}</p>
        {/* Someone sent here because their ID is on an account they cannot sign in to has no e-mailed link. */}
        <p>{t('recovery.noLinkYet')}</p>
        <Link to="/auth/forget-password">{t('recovery.resetExistingPassword')}</Link>
      </section>
    );
  }
  if (isLoading) {
    return (
      <section className="card card-narrow">
        <h1>{t('recovery.title')}</h1>
        <p role="status">{t('recovery.checking')}</p>
      </section>
    );
  }
  if (error || !data) {
    return (
      <section className="card card-narrow">
        <h1>{t('recovery.invalidTitle')}</h1>
        <p>{t('recovery.invalidBody')}</p>
      </section>
    );
  }
  return (
    <section className="card card-narrow">
      <h1>{t('recovery.title')}</h1>
      <p className="muted">{t('recovery.body')}</p>
      <RecoveryForm token={token} />
    </section>
  );
}

type Field = 'email' | 'birthDate';

function RecoveryForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useFormErrors<Field>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const birthDate = String(data.get('birthDate') ?? '').trim();
    const errors: FormErrors<Field> = {};
    if (!email) errors.email = 'validation.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'validation.emailInvalid';
    if (birthDate && !/^\d{4}-\d{2}-\d{2}$/.test(birthDate)) errors.birthDate = 'validation.birthDate';
    if (Object.keys(errors).length > 0) return form.show(errors);
    setSubmitting(true);
    form.clear();
    try {
      // The date field gives YYYY-MM-DD; the API takes the spec's DD/MM/YYYY.
      const { resetToken } = await recoverAccount({
        token,
        email,
        ...(birthDate ? { birthDate: birthDate.split('-').reverse().join('/') } : {}),
      });
      showToast({ kind: 'success', message: t('recovery.recovered') });
      navigate(`/auth/reset-password?token=${encodeURIComponent(resetToken)}`, { replace: true });
    } catch (error) {
      setSubmitting(false);
      form.show({ form: apiErrorToken(error) });
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <EmailField label={t('recovery.email')} error={form.text('email')} />
      <TextField
        name="birthDate"
        type="date"
        label={t('recovery.birthDate')}
        autoComplete="bday"
        error={form.text('birthDate')}
      />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {t('recovery.submit')}
      </button>
    </form>
  );
}
