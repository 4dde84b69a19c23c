import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, OneTimeCodeField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor, type TwoFactorSetup } from './api.ts';

interface TwoFactorFormProps {
  enabled: boolean;
  onChanged: () => void;
}

/** TOTP 2FA: enable by scanning the QR code and confirming a code; disable with a code. */
export function TwoFactorForm({ enabled, onChanged }: TwoFactorFormProps) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const { whileLoading } = useGlobalLoading();
  const form = useFormErrors<'code'>();
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function start() {
    form.clear();
    try {
      setSetup(await whileLoading(startTwoFactor()));
    } catch (error) {
      form.show({ form: apiErrorToken(error) });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const code = String(new FormData(event.currentTarget).get('code') ?? '').trim();
    if (!/^\d{6}$/.test(code)) return form.show({ code: 'validation.codeIncomplete' });
    setSubmitting(true);
    form.clear();
    try {
      if (enabled) {
        await disableTwoFactor(code);
        showToast({ kind: 'success', message: t('security.twoFactor.disabled') });
      } else {
        await confirmTwoFactor(code);
        showToast({ kind: 'success', message: t('security.twoFactor.enabled') });
      }
      setSetup(null);
      onChanged();
    } catch (error) {
      form.show({ code: apiErrorToken(error) });
    } finally {
      setSubmitting(false);
    }
  }

  if (!enabled && !setup) {
    return (
      <div className="form">
        <FormError message={form.text('form')} />
        <button type="button" className="button button-primary" onClick={() => void start()}>
          {t('security.twoFactor.enable')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      {setup && (
        <>
          {/* On the phone that holds the authenticator app a QR code cannot be scanned: the otpauth: link opens
              the app with the account filled in. */}
          <p>{t('security.twoFactor.samePhone')}</p>
          <a className="button button-secondary" href={setup.otpauthUrl}>
            {t('security.twoFactor.openApp')}
          </a>
          <p>{t('security.twoFactor.scan')}</p>
          <img src={setup.qrDataUrl} alt={t('security.twoFactor.qrAlt')} width={200} height={200} />
          <p>
            {t('security.twoFactor.secret')}:{' '}
            <code className="two-factor-secret" data-testid="two-factor-secret">
              {setup.secret}
            </code>
          </p>
        </>
      )}
      <OneTimeCodeField label={t('security.twoFactor.code')} error={form.text('code')} />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {enabled ? t('security.twoFactor.disable') : t('security.twoFactor.confirm')}
      </button>
    </form>
  );
}
