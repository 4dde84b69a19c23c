import { describe, expect, it } from 'vitest';
import {
  brandKeys,
  brands,
  depositPayee,
  isRegistrationNumber,
  mailFrom,
  selectBrand,
  supportSignature,
} from './brands.ts';

describe('brands', () => {
  it('has two brands and the second, the active one, is the default', () => {
    expect(brandKeys).toEqual(['merit', 'mfund']);
    expect(selectBrand(undefined)).toBe(brands.mfund);
    expect(selectBrand('')).toBe(brands.mfund);
    expect(selectBrand('merit')).toBe(brands.merit);
  });

  it.each(brandKeys)('%s is complete: every text in Thai and English, nothing blank', (key) => {
    const brand = brands[key];
    const blank = (value: unknown, path: string): string[] =>
      typeof value === 'string'
        ? value.trim() === ''
          ? [path]
          : []
        : Object.entries(value as object).flatMap(([k, v]) => blank(v, `${path}.${k}`));
    expect(blank(brand, key)).toEqual([]);
    for (const text of [brand.legalName, brand.address, brand.support.phone, brand.support.hours]) {
      expect(Object.keys(text).sort()).toEqual(['en', 'th']);
    }
    expect(brand.key).toBe(key);
    expect(brand.mailSender.address).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(brand.support.email).toMatch(/^[^@\s]+@[^@\s]+\.example$/);
    expect(brand.lineId).toMatch(/^@/);
    for (const colour of Object.values(brand.colours)) expect(colour).toMatch(/^#[0-9a-f]{6}$/);
  });

  it.each(brandKeys)('%s has a 13-digit registration number with a valid check digit', (key) => {
    expect(brands[key].registrationNumber).toMatch(/^\d{13}$/);
    expect(isRegistrationNumber(brands[key].registrationNumber)).toBe(true);
  });

  it('refuses a registration number whose check digit is wrong', () => {
    expect(isRegistrationNumber('0105561000000')).toBe(false);
  });

  it('gives each brand its own legal name, and the payee, signature and sender carry it', () => {
    expect(new Set(brandKeys.map((key) => brands[key].legalName.en)).size).toBe(2);
    expect(new Set(brandKeys.map((key) => brands[key].legalName.th)).size).toBe(2);
    for (const key of brandKeys) {
      const brand = brands[key];
      expect(depositPayee(brand).th.startsWith(brand.legalName.th)).toBe(true);
      expect(depositPayee(brand).en.startsWith(brand.legalName.en)).toBe(true);
      expect(supportSignature(brand).en).toContain(brand.lineId);
      expect(supportSignature(brand).en).toContain(brand.legalName.en);
      expect(supportSignature(brand).th).toContain(brand.support.phone.th);
      expect(mailFrom(brand)).toBe(`${brand.mailSender.name} <${brand.mailSender.address}>`);
    }
  });

  it('refuses an unknown brand, naming the setting and the brands there are', () => {
    expect(() => selectBrand('acme')).toThrow('BRAND "acme" is not a brand; use one of: merit, mfund.');
    expect(() => selectBrand('acme', 'VITE_BRAND')).toThrow('VITE_BRAND "acme"');
  });
});
