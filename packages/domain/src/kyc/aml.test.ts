import { describe, expect, it } from 'vitest';
import { amlHighRiskCountries, eddReasons, isEddRequired } from './aml.ts';

describe('enhanced due diligence trigger', () => {
  it('Thai income of 20,000 baht or more needs no EDD', () => {
    expect(isEddRequired({ countryIncome: 'TH', incomeRange: 'OVER_500K' })).toBe(false);
    expect(isEddRequired({ countryIncome: 'TH', incomeRange: 'FROM_100K' })).toBe(false);
    expect(isEddRequired({ countryIncome: 'TH', incomeRange: 'FROM_20K' })).toBe(false);
  });

  it('income under 20,000 baht does not fit the 2 × 10,000 baht first investment', () => {
    expect(eddReasons({ countryIncome: 'TH', incomeRange: 'UNDER_20K' })).toEqual([
      'INCOME_BELOW_PLANNED_INVESTMENT',
    ]);
  });

  it('an income range given as free text cannot be checked', () => {
    expect(eddReasons({ countryIncome: 'TH', incomeRange: 'OTHER' })).toEqual(['INCOME_NOT_STATED']);
  });

  it('income from a high-risk country needs EDD, whatever the amount; the code case is forgiven', () => {
    expect(eddReasons({ countryIncome: 'KP', incomeRange: 'OVER_500K' })).toEqual(['HIGH_RISK_COUNTRY']);
    expect(isEddRequired({ countryIncome: 'mm', incomeRange: 'OVER_500K' })).toBe(true);
    expect(eddReasons({ countryIncome: 'IR', incomeRange: 'UNDER_20K' })).toEqual([
      'HIGH_RISK_COUNTRY',
      'INCOME_BELOW_PLANNED_INVESTMENT',
    ]);
  });

  it('the list is a parameter, so a new AML version can carry its own', () => {
    expect(isEddRequired({ countryIncome: 'SG', incomeRange: 'OVER_500K' }, ['SG'])).toBe(true);
    expect(isEddRequired({ countryIncome: 'KP', incomeRange: 'OVER_500K' }, [])).toBe(false);
  });

  it('Thailand and its usual neighbours for income are not on the list', () => {
    for (const code of ['TH', 'SG', 'MY', 'US', 'GB', 'JP']) expect(amlHighRiskCountries).not.toContain(code);
  });
});
