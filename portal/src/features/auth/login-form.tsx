import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { FormError, OneTimeCodeField, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isEmailFormat } from '../../lib/email-format.ts';
import { safeNextPath } from '../../lib/safe-next.ts';
import { knownUuidFor } from '../../lib/session/known-account.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { isSecurityLocked, login } from './api.ts';

type Field = 'email' | 'password' | 'twoFactor';

export function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { showToast } = useToast();
  const { signIn } = useSession();
  const form = useFormErrors<Field>();
  const [submitting, setSubmitting] = useState(false);
  // Spec §3 login payload: the code is asked for only when the account has 2FA on.
  const [needsTwoFactor, setNeedsTwoFactor] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const password = String(data.get('password') ?? '');
    const twoFactor = String(data.get('twoFactor') ?? '').trim();
    const errors: FormErrors<Field> = {};
    if (!email) errors.email = 'validation.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'validation.emailInvalid';
    if (!password) errors.password = 'validation.passwordRequired';
    if (needsTwoFactor && !/^\d{6}$/.test(twoFactor)) errors.twoFactor = 'validation.codeIncomplete';
    if (Object.keys(errors).length > 0) return form.show(errors);

    setSubmitting(true);
    form.clear();
    try {
      const user = await login({ email, password, ...(needsTwoFactor ? { twoFactor } : {}) });
      if (await isSecurityLocked(user.uuid).catch(() => false)) {
        navigate('/suspended', { replace: true });
        return;
      }
      signIn(user);
      showToast({ kind: 'success', message: t('login.success') });
      // An investor who has not verified the e-mail yet can do nothing else first, so that step comes first.
      const next = user.emailVerified === false ? '/auth/verify-email' : safeNextPath(params.get('next'));
      navigate(next, { replace: true });
    } catch (error) {
      setSubmitting(false);
      const code = error instanceof ApiError ? error.code : 'INTERNAL_ERROR';
      const knownUuid = code === 'AUTH_INVALID_CREDENTIALS' ? knownUuidFor(email) : null;
      if (knownUuid && (await isSecurityLocked(knownUuid).catch(() => false))) {
        navigate('/suspended', { replace: true });
      } else if (code === 'AUTH_2FA_REQUIRED') {
        setNeedsTwoFactor(true);
        form.show({ twoFactor: 'api:AUTH_2FA_REQUIRED' });
      } else if (code === 'AUTH_2FA_INVALID') {
        form.show({ twoFactor: 'api:AUTH_2FA_INVALID' });
      } else {
        form.show({ form: apiErrorToken(error) });
      }
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <TextField
        name="email"
        type="email"
        label={t('login.email')}
        autoComplete="username"
        inputMode="email"
        error={form.text('email')}
      />
      <TextField
        name="password"
        type="password"
        label={t('login.password')}
        autoComplete="current-password"
        error={form.text('password')}
      />
      {needsTwoFactor && (
        <OneTimeCodeField
          name="twoFactor"
          label={t('login.twoFactor')}
          hint={t('login.twoFactorHint')}
          error={form.text('twoFactor')}
        />
      )}
      <button className="button button-primary" type="submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
