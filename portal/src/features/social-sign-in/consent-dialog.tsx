import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { CheckboxField } from '../../components/form/fields.tsx';
import { type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import type { Consents } from './api.ts';

type Field = 'privacyPolicy' | 'terms';

/**
 * A provider sign-in may create the account, so the sign-up consents come first: privacy policy and terms must
 * be accepted, marketing is optional (spec §5). Asked before leaving on the sign-up page (`ask: 'before'`), and
 * after the API said a sign-in from the login page would open a new account (`ask: 'new-account'`).
 */
export function ConsentDialog({
  providerName,
  ask = 'before',
  onContinue,
  onCancel,
}: {
  providerName: string;
  ask?: 'before' | 'new-account';
  onContinue: (consents: Consents) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const form = useFormErrors<Field>();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const privacyPolicy = data.get('privacyPolicy') === 'on';
    const terms = data.get('terms') === 'on';
    const errors: FormErrors<Field> = {};
    if (!privacyPolicy) errors.privacyPolicy = 'validation.privacy';
    if (!terms) errors.terms = 'validation.terms';
    if (!privacyPolicy || !terms) return form.show(errors);
    onContinue({ privacyPolicy, terms, marketing: data.get('marketing') === 'on' });
  }

  return (
    <ModalDialog
      title={t(ask === 'new-account' ? 'social.consent.newAccountTitle' : 'social.consent.title', {
        provider: providerName,
      })}
      onClose={onCancel}
    >
      <p>
        {ask === 'new-account'
          ? t('social.consent.newAccountBody', { provider: providerName })
          : t('social.consent.body')}
      </p>
      <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
        <CheckboxField name="privacyPolicy" label={t('signup.privacy')} error={form.text('privacyPolicy')} />
        <CheckboxField name="terms" label={t('signup.terms')} error={form.text('terms')} />
        <CheckboxField name="marketing" label={t('signup.marketing')} />
        <div className="actions">
          <button className="button button-primary" type="submit">
            {t('social.consent.continue')}
          </button>
          <button className="button button-secondary" type="button" onClick={onCancel}>
            {t('social.consent.cancel')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
