import { type CustomerType, customerTypes, isSaleCodeFormat } from '@fund/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CheckboxField, EmailField, FormError, TextField } from '../../components/form/fields.tsx';
import { NewPasswordFields } from '../../components/form/new-password-fields.tsx';
import { apiErrorToken, type FormErrors, useFormErrors } from '../../components/form/use-form-errors.ts';
import { useGlobalLoading } from '../../components/global-loading/global-loading.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { isEmailFormat } from '../../lib/email-format.ts';
import { useLanguage } from '../../lib/i18n/use-language.ts';
import { readNewPassword } from '../../lib/password-checks.ts';
import { type SignupAnswer, signUp } from './api.ts';
import { PolicyDialog } from './policy-dialog.tsx';
import type { PolicyKind } from './policy-texts.ts';

type Field =
  | 'email'
  | 'password'
  | 'confirmPassword'
  | 'companyName'
  | 'saleCode'
  | 'privacyPolicy'
  | 'terms';

/** The API codes that belong to one field rather than to the whole form. */
const fieldOfCode: Record<string, Field> = {
  AUTH_PASSWORD_TOO_COMMON: 'password',
  AUTH_SALE_CODE_UNKNOWN: 'saleCode',
};

interface SignupFormProps {
  onSignedUp: (answer: SignupAnswer, email: string) => void;
}

export function SignupForm({ onSignedUp }: SignupFormProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { whileLoading } = useGlobalLoading();
  const form = useFormErrors<Field>();
  const [customerType, setCustomerType] = useState<CustomerType>('INDIVIDUAL');
  const [submitting, setSubmitting] = useState(false);
  const [reading, setReading] = useState<PolicyKind | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const email = String(data.get('email') ?? '').trim();
    const { password, errors: passwordErrors } = readNewPassword(data);
    const companyName = String(data.get('companyName') ?? '').trim();
    const saleCode = String(data.get('saleCode') ?? '')
      .trim()
      .toUpperCase();
    const privacyPolicy = data.get('privacyPolicy') === 'on';
    const terms = data.get('terms') === 'on';
    const marketing = data.get('marketing') === 'on';

    const errors: FormErrors<Field> = { ...passwordErrors };
    if (!email) errors.email = 'validation.emailRequired';
    else if (!isEmailFormat(email)) errors.email = 'validation.emailInvalid';
    if (customerType === 'JURISTIC' && !companyName) errors.companyName = 'validation.companyRequired';
    if (saleCode && !isSaleCodeFormat(saleCode)) errors.saleCode = 'validation.saleCode';
    if (!privacyPolicy) errors.privacyPolicy = 'validation.privacy';
    if (!terms) errors.terms = 'validation.terms';
    if (Object.values(errors).some(Boolean)) return form.show(errors);

    setSubmitting(true);
    form.clear();
    try {
      const answer = await whileLoading(
        signUp({
          email,
          password,
          customerType,
          saleCode,
          companyName: customerType === 'JURISTIC' ? companyName : '',
          consents: { privacyPolicy, terms, marketing },
          language,
        }),
      );
      onSignedUp(answer, email);
    } catch (error) {
      setSubmitting(false);
      const field = error instanceof ApiError ? fieldOfCode[error.code] : undefined;
      form.show(field ? { [field]: apiErrorToken(error) } : { form: apiErrorToken(error) });
    }
  }

  return (
    <form ref={form.formRef} className="form" noValidate onSubmit={handleSubmit}>
      <FormError message={form.text('form')} />
      <EmailField label={t('signup.email')} error={form.text('email')} />
      <NewPasswordFields
        label={t('signup.password')}
        confirmLabel={t('signup.confirmPassword')}
        errorOf={form.text}
      />
      <fieldset className="field">
        <legend>{t('signup.accountType')}</legend>
        <div className="radio-row">
          {customerTypes.map((type) => (
            <label key={type}>
              <input
                type="radio"
                name="customerType"
                value={type}
                checked={customerType === type}
                onChange={() => setCustomerType(type)}
              />
              {t(type === 'INDIVIDUAL' ? 'signup.individual' : 'signup.juristic')}
            </label>
          ))}
        </div>
      </fieldset>
      {customerType === 'JURISTIC' && (
        <TextField
          name="companyName"
          label={t('signup.companyName')}
          autoComplete="organization"
          error={form.text('companyName')}
        />
      )}
      <TextField
        name="saleCode"
        label={t('signup.saleCode')}
        hint={t('signup.saleCodeHint')}
        autoCapitalize="characters"
        autoComplete="off"
        error={form.text('saleCode')}
      />
      <CheckboxField name="privacyPolicy" label={t('signup.privacy')} error={form.text('privacyPolicy')} />
      <button type="button" className="button-link policy-read" onClick={() => setReading('privacyPolicy')}>
        {t('signup.readPrivacy')}
      </button>
      <CheckboxField name="terms" label={t('signup.terms')} error={form.text('terms')} />
      <button type="button" className="button-link policy-read" onClick={() => setReading('terms')}>
        {t('signup.readTerms')}
      </button>
      {reading && (
        <PolicyDialog
          kind={reading}
          onClose={() => setReading(null)}
          onAccept={() => {
            const box = form.formRef.current?.elements.namedItem(reading);
            if (box instanceof HTMLInputElement) box.checked = true;
            setReading(null);
          }}
        />
      )}
      <CheckboxField name="marketing" label={t('signup.marketing')} />
      <button className="button button-primary" type="submit" disabled={submitting}>
        {submitting ? t('signup.submitting') : t('signup.submit')}
      </button>
    </form>
  );
}
