import { otpRules } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSWRConfig } from 'swr';
import { FormError, OneTimeCodeField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDateTime } from '../../lib/format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useCountdown } from '../../lib/use-countdown.ts';
import { phoneKey, textPhoneCode, usePhone, verifyPhone } from './phone-api.ts';

/** The seconds the server still wants before another code, from its cooldown refusal. */
function retryAfter(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.code !== 'AUTH_OTP_COOLDOWN') return null;
  const left = (error.problem.details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
  return typeof left === 'number' && left > 0 ? left : otpRules.resendCooldownSeconds;
}

/**
 * The profile's mobile number verified by SMS (spec §2 "SMS set" / "SMS setup failed"): a code texted to it, typed
 * here, with the resend countdown the server keeps. A new phone on the profile asks for it again.
 */
export function PhoneVerification() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { showToast } = useToast();
  const { mutate } = useSWRConfig();
  const { data } = usePhone();
  const form = useFormErrors<'code'>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [cooldown, setCooldown] = useCountdown(0);

  if (!data?.phone) return null;
  if (data.verified) {
    return (
      <p className="phone-verified" role="status">
        {t('profile.phoneVerification.verified', {
          date: data.verifiedAt ? formatDateTime(language, data.verifiedAt) : '',
        })}
      </p>
    );
  }

  async function send() {
    setBusy(true);
    form.clear();
    try {
      const sent = await textPhoneCode();
      setSentTo(sent.phoneEnding);
      setCooldown(sent.resendAfterSeconds);
    } catch (error) {
      const wait = retryAfter(error);
      if (wait !== null) setCooldown(wait);
      form.show({ form: apiErrorToken(error) });
    } finally {
      setBusy(false);
    }
  }

  async function confirm(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!new RegExp(`^\\d{${otpRules.digits}}$`).test(code))
      return form.show({ code: 'validation.codeIncomplete' });
    setBusy(true);
    form.clear();
    try {
      await mutate(phoneKey, await verifyPhone(code), { revalidate: false });
      showToast({ kind: 'success', message: t('profile.phoneVerification.done') });
    } catch (error) {
      form.show({ code: apiErrorToken(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form ref={form.formRef} className="form phone-verification" noValidate onSubmit={confirm}>
      <p className="muted">{t('profile.phoneVerification.notVerified')}</p>
      <FormError message={form.text('form')} />
      {sentTo && (
        <>
          <p role="status">
            {t('profile.phoneVerification.sent', { ending: sentTo, minutes: otpRules.expirySeconds / 60 })}
          </p>
          <OneTimeCodeField label={t('otp.code')} error={form.text('code')} />
          <button className="button button-primary" type="submit" disabled={busy}>
            {t('profile.phoneVerification.confirm')}
          </button>
        </>
      )}
      <button
        className="button button-secondary"
        type="button"
        disabled={busy || cooldown > 0}
        onClick={() => void send()}
      >
        {cooldown > 0
          ? t('otp.resendIn', { seconds: cooldown })
          : t(sentTo ? 'otp.resend' : 'profile.phoneVerification.send')}
      </button>
    </form>
  );
}
