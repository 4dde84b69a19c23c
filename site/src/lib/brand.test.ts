import { brands as domainBrands } from '@fund/domain';
import { describe, expect, it } from 'vitest';
import { brands, selectBrand } from './brand.ts';

describe('brand selection', () => {
  it('builds the second brand, the active one, unless told otherwise', () => {
    expect(Object.keys(brands)[1]).toBe('mfund');
    expect(selectBrand(undefined)).toBe(brands.mfund);
    expect(selectBrand('')).toBe(brands.mfund);
  });

  it('builds the first brand when SITE_BRAND names it', () => {
    expect(selectBrand('merit').name).toBe('Merit Asset');
  });

  it('stops on an unknown brand instead of shipping the wrong one', () => {
    expect(() => selectBrand('acme')).toThrow('SITE_BRAND "acme" is not a brand; use one of: merit, mfund.');
  });

  it('shows one legal name per brand, the one every other part of the product uses', () => {
    expect(selectBrand('mfund').legalName.en).toBe(domainBrands.mfund.legalName.en);
    expect(selectBrand('merit').legalName.th).toBe(domainBrands.merit.legalName.th);
  });
});
