import { isPinFormat } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { FormError, TextField } from '../../components/form/fields.tsx';
import { apiErrorToken, useFormErrors } from '../../components/form/use-form-errors.ts';
import { verifyPin } from './api.ts';

interface PinDialogProps {
  /** Called with the PIN once the API accepted it, so the screen can send it with its request. */
  onVerified: (pin: string) => void;
  onCancel: () => void;
  title?: string;
}

/** The 6-digit PIN check that deposit, withdrawal and trade screens put in front of their request. */
export function PinDialog({ onVerified, onCancel, title }: PinDialogProps) {
  const { t } = useTranslation();
  const form = useFormErrors<'pin'>();
  const [submitting, setSubmitting] = useState(false);

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
