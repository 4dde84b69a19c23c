import { kycForms } from '@fund/domain';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../components/form/fields.tsx';
import type { KycOptions } from './api.ts';
import { SelectField } from './form-controls.tsx';
import { cascade, useThaiAddresses } from './thai-address.ts';

export interface Address {
  kind?: string;
  houseDetail?: string;
  province?: string;
  district?: string;
  subDistrict?: string;
  postalCode?: string;
  state?: string;
  country?: string;
}

interface AddressFieldsProps {
  legend: string;
  value: Address | undefined;
  onChange: (next: Address) => void;
  onBlur: () => void;
  /** Field errors of this address, keyed by its part ("province"). */
  errorOf: (part: string) => string | undefined;
  countries: KycOptions['countries'];
}

const asChoices = (names: readonly string[]) => names.map((name) => ({ value: name, th: name, en: name }));

/**
 * An address in Thailand as the cascade province → district → subdistrict, which fills in the postal code; an
 * address abroad with its state and country (spec §3 "Personal information").
 */
export function AddressFields({
  legend,
  value = {},
  onChange,
  onBlur,
  errorOf,
  countries,
}: AddressFieldsProps) {
  const { t } = useTranslation();
  const kind = value.kind ?? 'THAI';
  const all = useThaiAddresses(kind === 'THAI');
  const levels = cascade(all ?? [], value.province ?? '', value.district ?? '', value.subDistrict ?? '');
  const update = (patch: Address) => onChange({ ...value, kind, ...patch });
  const text = (part: keyof Address, extra = {}) => ({
    name: part,
    label: t(`kyc.address.${part}`),
    value: value[part] ?? '',
    onChange: (event: { target: { value: string } }) => update({ [part]: event.target.value }),
    onBlur,
    error: errorOf(part),
    ...extra,
  });

  return (
    <fieldset className="field stack">
      <legend>{legend}</legend>
      <SelectField
        label={t('kyc.address.kind')}
        value={kind}
        choices={kycForms.addressKinds}
        onChange={(next) => onChange({ kind: next || 'THAI', houseDetail: value.houseDetail ?? '' })}
        onBlur={onBlur}
      />
      <TextField {...text('houseDetail')} autoComplete="street-address" />
      {kind === 'THAI' ? (
        <div className="kyc-pair">
          <SelectField
            label={t('kyc.address.province')}
            value={value.province ?? ''}
            choices={asChoices(levels.provinces)}
            onChange={(province) => update({ province, district: '', subDistrict: '', postalCode: '' })}
            onBlur={onBlur}
            error={errorOf('province')}
          />
          <SelectField
            label={t('kyc.address.district')}
            value={value.district ?? ''}
            choices={asChoices(levels.districts)}
            onChange={(district) => update({ district, subDistrict: '', postalCode: '' })}
            onBlur={onBlur}
            error={errorOf('district')}
          />
          <SelectField
            label={t('kyc.address.subDistrict')}
            value={value.subDistrict ?? ''}
            choices={asChoices(levels.subDistricts)}
            onChange={(subDistrict) => {
              const codes = cascade(
                all ?? [],
                value.province ?? '',
                value.district ?? '',
                subDistrict,
              ).postalCodes;
              update({ subDistrict, postalCode: codes.length === 1 ? codes[0] : '' });
            }}
            onBlur={onBlur}
            error={errorOf('subDistrict')}
          />
          <TextField {...text('postalCode')} inputMode="numeric" maxLength={5} autoComplete="postal-code" />
        </div>
      ) : (
        <div className="kyc-pair">
          <TextField {...text('state')} />
          <TextField {...text('postalCode')} maxLength={20} autoComplete="postal-code" />
          <SelectField
            label={t('kyc.address.country')}
            value={value.country ?? ''}
            choices={countries.filter((country) => country.value !== 'TH')}
            onChange={(country) => update({ country })}
            onBlur={onBlur}
            error={errorOf('country')}
          />
        </div>
      )}
    </fieldset>
  );
}

/** The parts the API takes for the address's kind, and the parts still missing. */
export function addressBodyOf(address: Address | undefined): { body: Address; missing: string[] } {
  const a = address ?? {};
  const kind = a.kind ?? 'THAI';
  const parts: (keyof Address)[] =
    kind === 'THAI'
      ? ['houseDetail', 'province', 'district', 'subDistrict', 'postalCode']
      : ['houseDetail', 'state', 'country', 'postalCode'];
  const body: Address = { kind };
  for (const part of parts) body[part] = (a[part] ?? '').trim();
  const missing = parts
    .filter((part) => part !== 'postalCode' || kind === 'THAI')
    .filter((part) => !body[part]);
  if (kind === 'THAI' && body.postalCode && !/^\d{5}$/.test(body.postalCode)) missing.push('postalCode');
  return { body, missing };
}
