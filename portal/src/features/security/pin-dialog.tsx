import { isPinFormat } from '@fund/domain';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useBrand } from '../../lib/brand.tsx';
import { useSession } from '../../lib/session/session-provider.tsx';
import { pinUnlock } from '../../platform/biometric-unlock.ts';
import { verifyPin } from './api.ts';

interface PinDialogProps {
  /** Called with the PIN once the API accepted it, so the screen can send it with its request. */
  onVerified: (pin: string) => void;
  onCancel: () => void;
  title?: string;
  /** Whether a fingerprint or face may stand in for the typed PIN (where the investor turned it on). */
  biometrics?: boolean;
}

/**
 * The 6-digit PIN check that deposit, withdrawal and trade screens put in front of their request. In the app, an
 * investor who turned on the biometric unlock is asked for their fingerprint or face first; a match sends the kept
 * PIN through the same check, anything else leaves the PIN to be typed.
 */
export function PinDialog({ onVerified, onCancel, title, biometrics = true }: PinDialogProps) {
  const { t } = useTranslation();
  const form = useFormErrors<'pin'>();
  const [submitting, setSubmitting] = useState(false);
  const { user } = useSession();
  const brand = useBrand();
  const asked = useRef(false);
  const latest = useRef({ onVerified, form, t, brand });
  latest.current = { onVerified, form, t, brand };

  useEffect(() => {
    const uuid = user?.uuid;
    if (!biometrics || !uuid || asked.current) return;
    // Once per dialog: a cancelled prompt is not asked again while the investor types.
    asked.current = true;
    const { t: translate, brand: named } = latest.current;
    const texts = {
      reason: translate('security.biometrics.reason'),
      title: named.name,
      cancel: translate('security.biometrics.cancel'),
    };
    void pinUnlock.unlock(uuid, texts).then(async (pin) => {
      if (!pin) return;
      setSubmitting(true);
      try {
        await verifyPin(pin);
        latest.current.onVerified(pin);
      } catch (error) {
        // A PIN changed since it was kept no longer unlocks anything: forget it, the investor types the new one.
        if (apiErrorToken(error) === 'api:PIN_INVALID') await pinUnlock.disable(uuid);
        setSubmitting(false);
        latest.current.form.show({ pin: apiErrorToken(error) });
      }
    });
  }, [biometrics, user?.uuid]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const pin = String(new FormData(event.currentTarget).get('pin') ?? '');
    if (!isPinFormat(pin)) return form.show({ pin: 'validation.pinFormat' });
    setSubmitting(true);
    form.clear();
    try {
      await verifyPin(pin);
      onVerified(pin);
    } catch (error) {
      setSubmitting(false);
      form.show({ pin: apiErrorToken(error) });
    }
  }

  return (
    <ModalDialog title={title ?? t('pinDialog.title')} onClose={onCancel}>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <FormError message={form.text('form')} />
        <TextField
          name="pin"
          type="password"
          label={t('pinDialog.pin')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={6}
          error={form.text('pin')}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('pinDialog.cancel')}
          </button>
          <button type="submit" className="button button-primary" disabled={submitting}>
            {t('pinDialog.submit')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
