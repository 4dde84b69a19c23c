import { otpRules } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { FormError, OneTimeCodeField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { useCountdown } from '../../lib/use-countdown.ts';
import { sendEmailOtp, verifyEmail } from './api.ts';
import { forgetPendingEmail } from './pending-verification.ts';

interface OtpFormProps {
  email: string;
  /** True when a code was just sent (by the sign-up), so the resend waits out the cooldown first. */
  codeSent: boolean;
}

/** Spec screen 7: the e-mail OTP step, with a resend countdown in seconds. */
export function OtpForm({ email, codeSent }: OtpFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { showToast } = useToast();
  const { signIn } = useSession();
  const form = useFormErrors<'code'>();
  const [submitting, setSubmitting] = useState(false);
  const [resending, setResending] = useState(false);
  const [cooldown, setCooldown] = useCountdown(codeSent ? otpRules.resendCooldownSeconds : 0);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) return form.show({ code: 'validation.codeIncomplete' });
    setSubmitting(true);
    form.clear();
    try {
      const user = await verifyEmail(code);
      forgetPendingEmail();
      signIn(user);
      showToast({ kind: 'success', message: t('otp.verified') });
      navigate('/', { replace: true });
    } catch (error) {
      setSubmitting(false);
      form.show({ code: apiErrorToken(error) });
    }
  }

  async function resend() {
    setResending(true);
    try {
      const sent = await sendEmailOtp(email, language);
      setCooldown(sent.resendAfterSeconds ?? otpRules.resendCooldownSeconds);
      form.clear();
      showToast({ kind: 'success', message: t('otp.sent') });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'AUTH_OTP_COOLDOWN') {
        const left = (error.problem.details as { retryAfterSeconds?: unknown } | undefined)
          ?.retryAfterSeconds;
        setCooldown(typeof left === 'number' && left > 0 ? left : otpRules.resendCooldownSeconds);
      }
      form.show({ form: apiErrorToken(error) });
    } finally {
      setResending(false);
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <OneTimeCodeField label={t('otp.code')} error={form.text('code')} />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {t('otp.submit')}
      </button>
      <button
        className="button button-secondary"
        type="button"
        disabled={cooldown > 0 || resending}
        onClick={() => void resend()}
      >
        {cooldown > 0 ? t('otp.resendIn', { seconds: cooldown }) : t('otp.resend')}
      </button>
    </form>
  );
}
