import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { FormError } from '../../components/form/fields.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { readNewPassword } from '../../lib/password-checks.ts';
import { checkResetToken, resetPassword } from './api.ts';

/** Opens from the e-mailed link; an unusable link says so and offers a new one. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('reset.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  const { data, error, isLoading } = useSWR(
    token ? ['reset-token', token] : null,
    () => checkResetToken(token),
    {
      revalidateOnFocus: false,
      shouldRetryOnError: false,
    },
  );

  if (token && isLoading) {
    return (
      <section className="card card-narrow">
        <h1>{t('reset.title')}</h1>
        <p role="status">{t('reset.checking')}</p>
      </section>
    );
  }
  if (!token || error || !data) {
    return (
      <section className="card card-narrow">
        <h1>{t('reset.invalidTitle')}</h1>
        <p>{t('reset.invalidBody')}</p>
        <Link className="button button-primary" to="/auth/forget-password">
          {t('reset.requestAgain')}
        </Link>
      </section>
    );
  }
  return (
    <section className="card card-narrow">
      <h1>{t('reset.title')}</h1>
      <p className="muted">{t('reset.forAccount', { email: data.email })}</p>
      <ResetPasswordForm token={token} />
    </section>
  );
}

function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const form = useFormErrors<'password' | 'confirmPassword'>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const { password, errors } = readNewPassword(data);
    if (Object.keys(errors).length > 0) return form.show(errors);
    setSubmitting(true);
    form.clear();
    try {
      await resetPassword(token, password);
      showToast({ kind: 'success', message: t('reset.changed') });
      navigate('/auth/login', { replace: true });
    } catch (error) {
      setSubmitting(false);
      form.show({ form: apiErrorToken(error) });
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <NewPasswordFields
        label={t('reset.password')}
        confirmLabel={t('reset.confirmPassword')}
        errorOf={form.text}
      />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {t('reset.submit')}
      </button>
    </form>
  );
}
