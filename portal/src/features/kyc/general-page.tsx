import { isThaiPhone } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type Address, AddressFields, addressBodyOf } from './address-fields.tsx';
import { type FormAnswer, useKycOptions } from './api.ts';
import { SelectField } from './form-controls.tsx';
import { ProfileFormPage, useProfileFormSending } from './profile-form.tsx';
import { type FieldErrors, type FormValues, textOf, useKycForm } from './use-kyc-form.ts';
import './kyc.css';

export const generalFields = [
  'nationality',
  'gender',
  'maritalStatus',
  'phone',
  'idCardAddress',
  'currentAddressSameAs',
  'currentAddress',
] as const;

const fromAnswer = (answer: FormAnswer): FormValues => answer.draft ?? answer.saved ?? {};

/** Every address part the user still has to give, as field errors. */
export function addressErrors(field: string, address: unknown, errors: FieldErrors) {
  for (const part of addressBodyOf(address as Address).missing)
    errors[`${field}.${part}`] =
      part === 'postalCode' ? 'kyc.validation.postalCode' : 'kyc.validation.required';
}

function checkGeneral(values: FormValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of ['nationality', 'gender', 'maritalStatus'])
    if (!textOf(values, name)) errors[name] = 'kyc.validation.required';
  if (!isThaiPhone(textOf(values, 'phone'))) errors.phone = 'kyc.validation.phone';
  addressErrors('idCardAddress', values.idCardAddress, errors);
  addressErrors('currentAddress', values.currentAddress, errors);
  return errors;
}

/** The form as the API takes it: addresses typed out, never "same as". */
const generalBodyOf = (values: FormValues) => ({
  nationality: values.nationality,
  gender: values.gender,
  maritalStatus: values.maritalStatus,
  phone: textOf(values, 'phone').trim(),
  idCardAddress: addressBodyOf(values.idCardAddress as Address).body,
  currentAddressSameAs: null,
  currentAddress: addressBodyOf(values.currentAddress as Address).body,
});

/** Spec screen 10 (general part): nationality, gender, marital status, phone, ID-card and current addresses. */
export function GeneralPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.general.title'));
  const options = useKycOptions();
  const form = useKycForm('/kyc/general', generalFields, fromAnswer);
  const { showToast } = useToast();
  // A verified investor's new nationality of a high-risk country raises enhanced due diligence, as a new income
  // country does on the personal form: the documents are asked for here, with the change.
  const sending = useProfileFormSending({
    section: 'general',
    form,
    bodyOf: generalBodyOf,
    check: checkGeneral,
    next: '/kyc/personal',
  });
  const { errorText } = sending;

  if (form.loadError || options.error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!form.answer || !options.data) return <ProgressBar />;
  const { values, set, flush } = form;
  const choices = options.data;
  const select = (
    name: 'nationality' | 'gender' | 'maritalStatus',
    list: readonly { value: string; th: string; en: string }[],
  ) => (
    <SelectField
      label={t(`kyc.general.${name}`)}
      value={textOf(values, name)}
      choices={list}
      onChange={(value) => set(name, value)}
      onBlur={flush}
      error={errorText(name)}
    />
  );

  const copyIdCardAddress = () => {
    set('currentAddress', { ...(values.idCardAddress as Address) });
    showToast({ kind: 'success', message: t('kyc.address.copied') });
  };

  const countries = choices.countries;
  return (
    <ProfileFormPage
      section="general"
      form={form}
      sending={sending}
      eddReason={t('profile.form.eddNeededNationality')}
    >
      {select('nationality', countries)}
      {select('gender', choices.genders)}
      {select('maritalStatus', choices.maritalStatuses)}
      <TextField
        name="phone"
        type="tel"
        label={t('kyc.general.phone')}
        value={textOf(values, 'phone')}
        onChange={(event) => set('phone', event.target.value)}
        onBlur={flush}
        autoComplete="tel"
        inputMode="tel"
        error={errorText('phone')}
      />
      <AddressFields
        legend={t('kyc.general.idCardAddress')}
        value={values.idCardAddress as Address | undefined}
        onChange={(next) => set('idCardAddress', next)}
        onBlur={flush}
        errorOf={(part) => errorText(`idCardAddress.${part}`)}
        countries={choices.countries}
      />
      <button type="button" className="button button-secondary" onClick={copyIdCardAddress}>
        {t('kyc.general.copyFromIdCard')}
      </button>
      <AddressFields
        legend={t('kyc.general.currentAddress')}
        value={values.currentAddress as Address | undefined}
        onChange={(next) => set('currentAddress', next)}
        onBlur={flush}
        errorOf={(part) => errorText(`currentAddress.${part}`)}
        countries={choices.countries}
      />
    </ProfileFormPage>
  );
}
