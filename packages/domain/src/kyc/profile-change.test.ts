import { describe, expect, it } from 'vitest';
import { profileChangeRaisesEdd, splitProfileChange } from './profile-change.ts';

const address = { kind: 'THAI', houseDetail: '1', province: 'เชียงใหม่', postalCode: '50200' };

describe('a verified investor’s profile change', () => {
  it('phone and current address are contact details that apply at once', () => {
    const { contact, material } = splitProfileChange(
      { general: { phone: '0812345678', currentAddress: address, nationality: 'TH' } },
      {
        general: { phone: '0899999999', currentAddress: { ...address, houseDetail: '2' }, nationality: 'TH' },
      },
    );
    expect(Object.keys(contact)).toEqual(['general.phone', 'general.currentAddress']);
    expect(contact['general.phone']).toEqual({ before: '0812345678', after: '0899999999' });
    expect(material).toEqual({});
  });

  it('nationality, income and beneficiary are material and go to compliance', () => {
    const { contact, material } = splitProfileChange(
      {
        general: { nationality: 'TH' },
        personal: { monthlyIncome: '50K_100K', beneficiary: { type: 'SELF' } },
      },
      {
        general: { nationality: 'LA' },
        personal: { monthlyIncome: '100K_500K', beneficiary: { type: 'NOMINEE', name: 'A', under20: false } },
      },
    );
    expect(contact).toEqual({});
    expect(Object.keys(material)).toEqual([
      'general.nationality',
      'personal.monthlyIncome',
      'personal.beneficiary',
    ]);
  });

  it('an address typed instead of copied is the same address', () => {
    const { contact, material } = splitProfileChange(
      {
        general: { currentAddressSameAs: 'ID_CARD', currentAddress: address },
        personal: { workAddressSameAs: 'ID_CARD' },
      },
      {
        general: { currentAddressSameAs: null, currentAddress: address },
        personal: { workAddressSameAs: null },
      },
    );
    expect(contact).toEqual({});
    expect(material).toEqual({});
  });

  it('an unchanged form changes nothing, whatever its key order or empty fields', () => {
    const { contact, material } = splitProfileChange(
      { general: { currentAddress: address, phone: '0812345678' }, personal: { occupationOther: null } },
      {
        general: { phone: '0812345678', currentAddress: { ...address, houseDetail: '1', state: '' } },
        personal: { occupationOther: '' },
      },
    );
    expect(contact).toEqual({});
    expect(material).toEqual({});
  });

  it('a source of income newly in a high-risk country raises enhanced due diligence', () => {
    const change = (before: string, after: string) => ({ 'personal.incomeSourceCountry': { before, after } });
    expect(profileChangeRaisesEdd(change('TH', 'KP'))).toBe(true);
    expect(profileChangeRaisesEdd(change('KP', 'IR'))).toBe(false);
    expect(profileChangeRaisesEdd(change('TH', 'JP'))).toBe(false);
    expect(profileChangeRaisesEdd({ 'general.nationality': { before: 'TH', after: 'MM' } })).toBe(true);
    expect(profileChangeRaisesEdd({ 'personal.monthlyIncome': { before: 'A', after: 'B' } })).toBe(false);
  });

  it('a nationality newly of a high-risk country raises it on the general form, as the income country does', () => {
    const nationality = (before: unknown, after: unknown) => ({ 'general.nationality': { before, after } });
    expect(profileChangeRaisesEdd(nationality('TH', 'KP'))).toBe(true);
    // The list's last entry and a country code typed in lower case count too.
    expect(profileChangeRaisesEdd(nationality('TH', 'YE'))).toBe(true);
    expect(profileChangeRaisesEdd(nationality('TH', 'la'))).toBe(true);
    // A nationality first given (none before) is newly high-risk.
    expect(profileChangeRaisesEdd(nationality(null, 'MM'))).toBe(true);
    // Not high-risk, or already high-risk before: a plain material change.
    expect(profileChangeRaisesEdd(nationality('TH', 'JP'))).toBe(false);
    expect(profileChangeRaisesEdd(nationality('MM', 'LA'))).toBe(false);
    expect(profileChangeRaisesEdd(nationality('KP', 'TH'))).toBe(false);
    // The list compliance keeps decides: a country off it raises nothing.
    expect(profileChangeRaisesEdd(nationality('TH', 'KP'), ['IR'])).toBe(false);
    expect(profileChangeRaisesEdd(nationality('TH', 'IR'), ['IR'])).toBe(true);
  });

  it('a general-form change that includes a high-risk nationality raises it whatever else changes', () => {
    const { material } = splitProfileChange(
      { general: { nationality: 'TH', maritalStatus: 'SINGLE', phone: '0812345678' } },
      { general: { nationality: 'MM', maritalStatus: 'MARRIED', phone: '0899999999' } },
    );
    expect(Object.keys(material)).toEqual(['general.nationality', 'general.maritalStatus']);
    expect(profileChangeRaisesEdd(material)).toBe(true);
  });
});
