import { describe, expect, it } from 'vitest';
import {
  ageOn,
  isEnglishName,
  isLaserId,
  isNationalId,
  isOldEnough,
  isThaiName,
  parseFormDate,
} from './identity.ts';

describe('national ID', () => {
  it('accepts 13 digits with the right check digit, with or without separators', () => {
    expect(isNationalId('1101700230708')).toBe(true);
    expect(isNationalId('1-1017-00230-70-8')).toBe(true);
  });
  it('refuses a wrong check digit, 12 digits and letters', () => {
    expect(isNationalId('1101700230709')).toBe(false);
    expect(isNationalId('110170023070')).toBe(false);
    expect(isNationalId('110170023070A')).toBe(false);
  });
});

describe('laser ID', () => {
  it('is two letters and ten digits, dashes and case aside', () => {
    expect(isLaserId('JT1-1234567-89')).toBe(true);
    expect(isLaserId('jt1123456789')).toBe(true);
    expect(isLaserId('J11123456789')).toBe(false);
    expect(isLaserId('JT112345678')).toBe(false);
  });
});

describe('DD/MM/YYYY dates', () => {
  it('reads a real date and a Buddhist Era year', () => {
    expect(parseFormDate('05/03/1990')).toBe('1990-03-05');
    expect(parseFormDate('05/03/2533')).toBe('1990-03-05');
    expect(parseFormDate('29/02/2004')).toBe('2004-02-29');
  });
  it('refuses impossible days and other layouts', () => {
    expect(parseFormDate('29/02/2005')).toBeNull();
    expect(parseFormDate('31/04/2000')).toBeNull();
    expect(parseFormDate('1990-03-05')).toBeNull();
    expect(parseFormDate('5/3/1990')).toBeNull();
  });
});

describe('age', () => {
  it('is 20 exactly on the twentieth birthday and 19 the day before', () => {
    expect(ageOn('2006-06-15', '2026-06-15')).toBe(20);
    expect(isOldEnough('2006-06-15', '2026-06-15')).toBe(true);
    expect(ageOn('2006-06-15', '2026-06-14')).toBe(19);
    expect(isOldEnough('2006-06-15', '2026-06-14')).toBe(false);
  });
  it('turns someone born on 29 February a year older on 1 March', () => {
    expect(isOldEnough('2004-02-29', '2024-02-28')).toBe(false);
    expect(isOldEnough('2004-02-29', '2024-02-29')).toBe(true);
    expect(isOldEnough('2005-02-28', '2025-02-28')).toBe(true);
  });
});

describe('names', () => {
  it('keeps Thai names in Thai script and English names in Latin letters', () => {
    expect(isThaiName('สมชาย')).toBe(true);
    expect(isThaiName('Somchai')).toBe(false);
    expect(isEnglishName("O'Neil-Smith")).toBe(true);
    expect(isEnglishName('สมชาย')).toBe(false);
  });
});
