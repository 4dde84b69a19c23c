import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { readNewPassword } from '../../lib/password-checks.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { changePassword } from './api.ts';

type Field = 'currentPassword' | 'password' | 'confirmPassword';

/** The API ends every session of the account on a change, so the reader signs in again with the new one. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { logout } = useSession();
  const { whileLoading } = useGlobalLoading();
  const form = useFormErrors<Field>();
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const currentPassword = String(data.get('currentPassword') ?? '');
    const { password: newPassword, errors: passwordErrors } = readNewPassword(data);
    const errors: FormErrors<Field> = passwordErrors;
    if (!currentPassword) errors.currentPassword = 'validation.passwordRequired';
    if (Object.keys(errors).length > 0) return form.show(errors);
    setSubmitting(true);
    form.clear();
    try {
      await whileLoading(changePassword({ currentPassword, newPassword }));
      showToast({ kind: 'success', message: t('security.password.changed') });
      await logout();
      navigate('/auth/login', { replace: true });
    } catch (error) {
      setSubmitting(false);
      const code = error instanceof ApiError ? error.code : '';
      if (code === 'AUTH_CURRENT_PASSWORD_WRONG') form.show({ currentPassword: apiErrorToken(error) });
      else if (code === 'AUTH_PASSWORD_TOO_COMMON') form.show({ password: apiErrorToken(error) });
      else form.show({ form: apiErrorToken(error) });
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <TextField
        name="currentPassword"
        type="password"
        label={t('security.password.current')}
        autoComplete="current-password"
        error={form.text('currentPassword')}
      />
      <NewPasswordFields
        label={t('security.password.new')}
        confirmLabel={t('security.password.confirm')}
        errorOf={form.text}
      />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {t('security.password.submit')}
      </button>
    </form>
  );
}
