import { kycForms } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { CheckboxField, TextField } from '../../components/form/fields.tsx';
import { ProgressBar } from '../../components/route-progress-bar.tsx';
import { useToast } from '../../components/toast/toast-provider.tsx';
import { useDocumentTitle } from '../../lib/document-title.ts';
import { type Address, AddressFields } from './address-fields.tsx';
import { type FormAnswer, fetchForm, type KycOptions, useKycOptions } from './api.ts';
import { type Choice, SelectField } from './form-controls.tsx';
import {
  checkPersonal,
  needsWorkAddress,
  personalBodyOf,
  personalFields,
  withOther,
} from './personal-rules.ts';
import { ProfileFormPage, useProfileFormSending } from './profile-form.tsx';
import { type FormValues, textOf, useKycForm } from './use-kyc-form.ts';
import './kyc.css';

const fromAnswer = (answer: FormAnswer): FormValues => answer.draft ?? answer.saved ?? {};

type Beneficiary = { type?: string; name?: string; under20?: boolean };

/** Spec screen 10 (personal part): work, income and funds, beneficiary, vulnerability, 3 years' knowledge. */
export function PersonalPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('kyc.personal.title'));
  const options = useKycOptions();
  const general = useSWR('/kyc/general', () => fetchForm('/kyc/general'));
  const form = useKycForm('/kyc/personal', personalFields, fromAnswer);

  if (form.loadError || options.error)
    return (
      <p className="form-error" role="alert">
        {t('kyc.loadFailed')}
      </p>
    );
  if (!form.answer || !options.data) return <ProgressBar />;
  const generalValues = general.data?.saved ?? general.data?.draft ?? null;
  return (
    <PersonalForm
      form={form}
      options={options.data}
      currentAddress={(generalValues?.currentAddress as Address | undefined) ?? null}
    />
  );
}

function PersonalForm({
  form,
  options,
  currentAddress,
}: {
  form: ReturnType<typeof useKycForm>;
  options: KycOptions;
  currentAddress: Address | null;
}) {
  const { t } = useTranslation();
  const { showToast } = useToast();
  const sending = useProfileFormSending({
    section: 'personal',
    form,
    bodyOf: personalBodyOf,
    check: checkPersonal,
    next: '/kyc',
  });
  const { errors, setErrors, errorText } = sending;
  const { values, set, flush } = form;
  const beneficiary = (values.beneficiary ?? {}) as Beneficiary;
  const countries = options.countries;

  const select = (name: string, choices: readonly Choice[]) => {
    const other = withOther[name as keyof typeof withOther];
    return (
      <>
        <SelectField
          label={t(`kyc.personal.${name}`)}
          value={textOf(values, name)}
          choices={choices}
          onChange={(value) => set(name, value)}
          onBlur={flush}
          error={errorText(name)}
        />
        {other && textOf(values, name) === kycForms.otherOption && <TextField {...textField(other)} />}
      </>
    );
  };
  const textField = (name: string) => ({
    name,
    label: t(`kyc.personal.${name}`),
    value: textOf(values, name),
    onChange: (event: { target: { value: string } }) => set(name, event.target.value),
    onBlur: flush,
    error: errorText(name),
  });

  const copyCurrentAddress = () => {
    if (!currentAddress) {
      setErrors({ ...errors, 'workAddress.houseDetail': 'kyc.personal.generalFirst' });
      return;
    }
    set('workAddress', { ...currentAddress });
    showToast({ kind: 'success', message: t('kyc.address.copied') });
  };

  return (
    <ProfileFormPage section="personal" form={form} sending={sending} eddReason={t('profile.form.eddNeeded')}>
      {select('occupation', options.occupations)}
      <TextField {...textField('employer')} hint={t('kyc.personal.employerHint')} />
      {select('businessType', options.businessTypes)}
      {select('position', options.positions)}
      {needsWorkAddress(values) && (
        <>
          <button type="button" className="button button-secondary" onClick={copyCurrentAddress}>
            {t('kyc.personal.copyFromCurrent')}
          </button>
          <AddressFields
            legend={t('kyc.personal.workAddress')}
            value={values.workAddress as Address | undefined}
            onChange={(next) => set('workAddress', next)}
            onBlur={flush}
            errorOf={(part) => errorText(`workAddress.${part}`)}
            countries={options.countries}
          />
        </>
      )}
      {select('incomeSourceCountry', countries)}
      {select('sourceOfIncome', options.sourcesOfIncome)}
      {select('sourceOfFunds', options.sourcesOfFunds)}
      {select('monthlyIncome', options.monthlyIncomes)}
      {select('incomeRatio', options.incomeRatios)}
      {select('plannedAssetType', options.plannedAssetTypes)}
      <SelectField
        label={t('kyc.personal.beneficiaryType')}
        value={beneficiary.type ?? ''}
        choices={options.beneficiaryTypes}
        onChange={(type) => set('beneficiary', { ...beneficiary, type })}
        onBlur={flush}
        error={errorText('beneficiary.type')}
      />
      {beneficiary.type === 'NOMINEE' && (
        <>
          <TextField
            name="beneficiaryName"
            label={t('kyc.personal.beneficiaryName')}
            autoComplete="off"
            value={beneficiary.name ?? ''}
            onChange={(event) => set('beneficiary', { ...beneficiary, name: event.target.value })}
            onBlur={flush}
            error={errorText('beneficiary.name')}
          />
          <CheckboxField
            name="beneficiaryUnder20"
            label={t('kyc.personal.beneficiaryUnder20')}
            checked={beneficiary.under20 === true}
            onChange={(event) => set('beneficiary', { ...beneficiary, under20: event.target.checked })}
          />
        </>
      )}
      <CheckboxField
        name="vulnerable"
        label={t('kyc.personal.vulnerable')}
        checked={values.vulnerable === true}
        onChange={(event) => set('vulnerable', event.target.checked)}
        onBlur={flush}
      />
      {values.vulnerable === true && <TextField {...textField('vulnerabilityDetail')} />}
      <CheckboxField
        name="investingKnowledge3Years"
        label={t('kyc.personal.knowledge')}
        checked={values.investingKnowledge3Years === true}
        onChange={(event) => set('investingKnowledge3Years', event.target.checked)}
        onBlur={flush}
        error={errorText('investingKnowledge3Years')}
      />
    </ProfileFormPage>
  );
}
