import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, OneTimeCodeField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { ApiError } from '../../lib/api-client.ts';
import { providerSecondFactor, type SignedIn, secondFactorTokenOf } from './api.ts';

type Field = 'twoFactor';

/**
 * The second step of a provider sign-in for an account with 2FA on: the provider has vouched for the account, and
 * the authenticator's code finishes it, as the password sign-in asks it. A wrong code is said at the field and the
 * API's fresh token is kept for the next try; anything else (a locked account, an expired step) goes to `onFailed`.
 * The caller titles it (`social.secondFactor.title`) at the level its page needs.
 */
export function SecondFactorStep({
  pendingSignInToken,
  providerName,
  onSignedIn,
  onFailed,
  onCancel,
}: {
  pendingSignInToken: string;
  providerName: string;
  onSignedIn: (answer: SignedIn & { allowInvest?: boolean }) => Promise<void> | void;
  onFailed: (error: unknown) => Promise<void> | void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors<Field>();
  const [token, setToken] = useState(pendingSignInToken);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const twoFactor = String(new FormData(event.currentTarget).get('twoFactor') ?? '').trim();
    if (!/^\d{6}$/.test(twoFactor)) return form.show({ twoFactor: 'validation.codeIncomplete' });
    setSubmitting(true);
    form.clear();
    try {
      await onSignedIn(await providerSecondFactor({ pendingSignInToken: token, twoFactor }));
    } catch (error) {
      setSubmitting(false);
      const fresh = secondFactorTokenOf(error);
      if (fresh && error instanceof ApiError && error.code === 'AUTH_2FA_INVALID') {
        setToken(fresh);
        form.show({ twoFactor: apiErrorToken(error) });
        return;
      }
      await onFailed(error);
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <p className="muted">{t('social.secondFactor.body', { provider: providerName })}</p>
      <FormError message={form.text('form')} />
      <OneTimeCodeField
        name="twoFactor"
        label={t('login.twoFactor')}
        hint={t('login.twoFactorHint')}
        error={form.text('twoFactor')}
      />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {submitting ? t('social.secondFactor.submitting') : t('social.secondFactor.submit')}
      </button>
      <button className="button button-secondary" type="button" onClick={onCancel}>
        {t('social.secondFactor.cancel')}
      </button>
    </form>
  );
}
