import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useErrorMessage } from '../../lib/i18n/use-language.ts';
import { login } from './api.ts';
import './login-form.css';

export function LoginForm() {
  const { t } = useTranslation();
  const translateError = useErrorMessage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  // The code, not the sentence, is kept so a language switch re-translates the message on screen.
  const [errorCode, setErrorCode] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setSubmitting(true);
    setErrorCode(null);
    try {
      await login({
        email: String(form.get('email') ?? '').trim(),
        password: String(form.get('password') ?? ''),
      });
      showToast({ kind: 'success', message: t('login.success') });
      navigate('/', { replace: true });
    } catch (error) {
      setErrorCode(error instanceof ApiError ? error.code : 'INTERNAL_ERROR');
      setSubmitting(false);
    }
  }

  return (
    <form className="form" onSubmit={handleSubmit}>
      {errorCode && (
        <p className="form-error" role="alert">
          {translateError(errorCode)}
        </p>
      )}
      <label className="field">
        <span>{t('login.email')}</span>
        <input name="email" type="email" autoComplete="username" inputMode="email" required />
      </label>
      <label className="field">
        <span>{t('login.password')}</span>
        <input name="password" type="password" autoComplete="current-password" required />
      </label>
      <button className="button button-primary" type="submit" disabled={submitting}>
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
    </form>
  );
}
