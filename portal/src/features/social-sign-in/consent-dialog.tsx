import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../../components/dialog/modal-dialog.tsx';
import { CheckboxField } from '../../components/form/fields.tsx';
import { type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import type { Consents } from './api.ts';

type Field = 'privacyPolicy' | 'terms';

/**
 * On the sign-up page a provider sign-in may create the account, so the sign-up consents come first: privacy
 * policy and terms must be accepted, marketing is optional (spec §5).
 */
export function ConsentDialog({
  providerName,
  onContinue,
  onCancel,
}: {
  providerName: string;
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
    <ModalDialog title={t('social.consent.title', { provider: providerName })} onClose={onCancel}>
      <p>{t('social.consent.body')}</p>
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
