import { isPinFormat, isPinTooSimple } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormError, OneTimeCodeField, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { useSession } from '../../lib/session/session-provider.tsx';
import { resetPin, type SecurityStatus, sendPinResetCode, setPin } from './api.ts';

type Field = 'currentPin' | 'otp' | 'pin' | 'confirmPin';

/** Spec §5: 6 digits, not one anyone would guess (the API's own rule), and the confirmation must match. */
function newPinErrors(pin: string, confirmPin: string): FormErrors<Field> {
  const errors: FormErrors<Field> = {};
  if (!isPinFormat(pin)) errors.pin = 'validation.pinFormat';
  else if (isPinTooSimple(pin)) errors.pin = 'api:PIN_TOO_SIMPLE';
  if (!confirmPin || confirmPin !== pin) errors.confirmPin = 'validation.pinMismatch';
  return errors;
}

const fieldOfCode: Record<string, Field> = {
  PIN_INVALID: 'currentPin',
  PIN_MISMATCH: 'confirmPin',
  PIN_TOO_SIMPLE: 'pin',
  PIN_REQUIRED: 'currentPin',
  AUTH_OTP_INVALID: 'otp',
  AUTH_OTP_EXPIRED: 'otp',
};

/** Six digits, hidden as typed, never offered by the browser's autofill. */
function PinField({ name, label, error }: { name: Field; label: string; error: string | undefined }) {
  return (
    <TextField
      name={name}
      type="password"
      label={label}
      inputMode="numeric"
      autoComplete="off"
      maxLength={6}
      error={error}
    />
  );
}

interface PinFormProps {
  status: SecurityStatus;
  onChanged: () => void;
}

/** Set a PIN, change it with the current one, or, once blocked, set a new one with an e-mailed OTP. */
export function PinForm({ status, onChanged }: PinFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { user } = useSession();
  const { showToast } = useToast();
  const form = useFormErrors<Field>();
  const [submitting, setSubmitting] = useState(false);
  const [codeSent, setCodeSent] = useState(false);
  const blocked = status.pinBlocked;

  async function sendCode() {
    if (!user) return;
    try {
      await sendPinResetCode(user.email, language);
      setCodeSent(true);
      form.clear();
      showToast({ kind: 'success', message: t('security.pin.codeSent', { email: user.email }) });
    } catch (error) {
      form.show({ form: apiErrorToken(error) });
    }
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const formElement = event.currentTarget;
    const data = new FormData(formElement);
    const value = (name: Field) => String(data.get(name) ?? '').trim();
    const [pin, confirmPin, currentPin, otp] = [
      value('pin'),
      value('confirmPin'),
      value('currentPin'),
      value('otp'),
    ];
    const errors = newPinErrors(pin, confirmPin);
    if (!blocked && status.pinSet && !isPinFormat(currentPin)) errors.currentPin = 'validation.pinFormat';
    if (blocked && !/^\d{6}$/.test(otp)) errors.otp = 'validation.codeIncomplete';
    if (Object.keys(errors).length > 0) return form.show(errors);
    setSubmitting(true);
    form.clear();
    try {
      if (blocked) await resetPin({ otp, pin, confirmPin });
      else await setPin({ pin, confirmPin, ...(status.pinSet ? { currentPin } : {}) });
      showToast({ kind: 'success', message: t('security.pin.changed') });
      formElement.reset();
      setCodeSent(false);
      onChanged();
    } catch (error) {
      const code = error instanceof ApiError ? error.code : '';
      const field = fieldOfCode[code];
      form.show(field ? { [field]: apiErrorToken(error) } : { form: apiErrorToken(error) });
      if (code === 'PIN_BLOCKED') onChanged();
    } finally {
      setSubmitting(false);
    }
  }

  if (blocked && !codeSent) {
    return (
      <div className="form">
        <FormError message={form.text('form')} />
        <p>{t('security.pin.blocked')}</p>
        <button type="button" className="button button-primary" onClick={() => void sendCode()}>
          {t('security.pin.sendCode')}
        </button>
      </div>
    );
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      {blocked && <OneTimeCodeField name="otp" label={t('security.pin.otp')} error={form.text('otp')} />}
      {!blocked && status.pinSet && (
        <PinField name="currentPin" label={t('security.pin.current')} error={form.text('currentPin')} />
      )}
      <PinField name="pin" label={t('security.pin.new')} error={form.text('pin')} />
      <PinField name="confirmPin" label={t('security.pin.confirm')} error={form.text('confirmPin')} />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {blocked
          ? t('security.pin.submitReset')
          : status.pinSet
            ? t('security.pin.submitChange')
            : t('security.pin.submitSet')}
      </button>
    </form>
  );
}
