import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError, OneTimeCodeField, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { isEmailFormat } from '../../lib/email-format.ts';
import {
  type Consents,
  loginWithMerkle,
  pendingSignInTokenOf,
  providerConsent,
  secondFactorTokenOf,
} from './api.ts';
import { ConsentDialog } from './consent-dialog.tsx';
import { useFinishSignIn } from './finish-sign-in.ts';
import { SecondFactorStep } from './second-factor-step.tsx';

type Field = 'email' | 'password' | 'twoFactor';

/**
 * Sign-in with an account of the sister platform (spec §7 `/transfer/login-with-merkle`). From the login page a
 * first sign-in would open a new account: the API asks for the sign-up consents first, and this form asks them.
 */
export function MerkleForm({
  id,
  next,
  consents,
}: {
  id: string;
  next: string;
  consents: Consents | undefined;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const form = useFormErrors<Field>();
  const { finish, sentToSuspended } = useFinishSignIn();
  const [submitting, setSubmitting] = useState(false);
  const [pending, setPending] = useState<{ token: string; email: string } | null>(null);
  // The account here has 2FA on: its own code, asked after the sister platform's sign-in.
  const [secondFactor, setSecondFactor] = useState<{ token: string; email: string } | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('merkleEmail') ?? '').trim();
    const password = String(data.get('merklePassword') ?? '');
    const twoFactor = String(data.get('merkleTwoFactor') ?? '').trim();
    const errors: FormErrors<Field> = {};
    if (!email) errors.email = 'validation.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'validation.emailInvalid';
    if (!password) errors.password = 'validation.passwordRequired';
    if (twoFactor && !/^\d{6}$/.test(twoFactor)) errors.twoFactor = 'validation.codeIncomplete';
    if (Object.keys(errors).length > 0) return form.show(errors);

    setSubmitting(true);
    form.clear();
    try {
      const { user } = await loginWithMerkle({
        email,
        password,
        ...(twoFactor ? { twoFactor } : {}),
        consents,
      });
      if ((await finish(user)) === 'signed-in') navigate(next, { replace: true });
    } catch (error) {
      const pendingSignInToken = pendingSignInTokenOf(error);
      if (pendingSignInToken) return setPending({ token: pendingSignInToken, email });
      const secondFactorToken = secondFactorTokenOf(error);
      if (secondFactorToken) return setSecondFactor({ token: secondFactorToken, email });
      setSubmitting(false);
      if (!(await sentToSuspended(error, email))) form.show({ form: apiErrorToken(error) });
    }
  }

  async function acceptConsents(accepted: Consents) {
    if (!pending) return;
    setPending(null);
    try {
      const { user } = await providerConsent({ pendingSignInToken: pending.token, consents: accepted });
      if ((await finish(user)) === 'signed-in') navigate(next, { replace: true });
    } catch (error) {
      setSubmitting(false);
      if (!(await sentToSuspended(error, pending.email))) form.show({ form: apiErrorToken(error) });
    }
  }

  // Declining opens no account: the reader stays on the login page, signed out.
  function declineConsents() {
    setPending(null);
    setSubmitting(false);
  }

  if (secondFactor) {
    const leave = () => {
      setSecondFactor(null);
      setSubmitting(false);
    };
    return (
      <section aria-labelledby={`${id}-second-factor`}>
        <h2 id={`${id}-second-factor`}>{t('social.secondFactor.title')}</h2>
        <SecondFactorStep
          pendingSignInToken={secondFactor.token}
          providerName={t('social.names.merkle')}
          onSignedIn={async ({ user }) => {
            if ((await finish(user)) === 'signed-in') navigate(next, { replace: true });
          }}
          onFailed={async (error) => {
            leave();
            if (!(await sentToSuspended(error, secondFactor.email)))
              form.show({ form: apiErrorToken(error) });
          }}
          onCancel={leave}
        />
      </section>
    );
  }

  return (
    <>
      <form
        id={id}
        ref={form.formRef}
        className="form social-merkle-form"
        aria-label={t('social.merkleForm.title')}
        noValidate
        onSubmit={handleSubmit}
      >
        <FormError message={form.text('form')} />
        <TextField
          name="merkleEmail"
          type="email"
          label={t('social.merkleForm.email')}
          autoComplete="username"
          inputMode="email"
          error={form.text('email')}
        />
        <TextField
          name="merklePassword"
          type="password"
          label={t('social.merkleForm.password')}
          autoComplete="current-password"
          error={form.text('password')}
        />
        <OneTimeCodeField
          name="merkleTwoFactor"
          label={t('social.merkleForm.twoFactor')}
          hint={t('social.merkleForm.twoFactorHint')}
          error={form.text('twoFactor')}
        />
        <button className="button button-primary" type="submit" disabled={submitting}>
          {submitting ? t('social.merkleForm.submitting') : t('social.merkleForm.submit')}
        </button>
      </form>
      {/* Outside the form above: the dialog holds a form of its own. */}
      {pending && (
        <ConsentDialog
          providerName={t('social.names.merkle')}
          ask="new-account"
          onContinue={(accepted) => void acceptConsents(accepted)}
          onCancel={declineConsents}
        />
      )}
    </>
  );
}
