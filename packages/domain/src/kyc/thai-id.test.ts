import { describe, expect, it } from 'vitest';
import {
  isLaserId,
  isThaiNationalId,
  nationalIdCheckDigit,
  nationalIdProblem,
  normaliseLaserId,
  normaliseNationalId,
} from './thai-id.ts';

// 1-1017-00230-70-? : Σ = 1×13+1×12+0×11+1×10+7×9+0×8+0×7+2×6+3×5+0×4+7×3+0×2 = 146; 146 mod 11 = 3; 11−3 = 8.
const valid = '1101700230708';

describe('Thai national ID', () => {
  it('computes the mod-11 check digit, including the 10 → 0 and 11 → 1 wraps', () => {
    expect(nationalIdCheckDigit('110170023070')).toBe(8);
    // Σ = 13 ≡ 2 → 9
    expect(nationalIdCheckDigit('100000000000')).toBe(9);
    expect(nationalIdCheckDigit('000000000000')).toBe(1);
    // Σ = 13+12+11+10+9+8+7+6+5+4+3+2 = 90; 90 mod 11 = 2 → 9
    expect(nationalIdCheckDigit('111111111111')).toBe(9);
    // 5 × 3 + 3 × 2 = 21 ≡ 10 → 1
    expect(nationalIdCheckDigit('000000000053')).toBe(1);
    // Σ = 12 ≡ 1 → 10 → 0
    expect(nationalIdCheckDigit('000000000006')).toBe(0);
  });

  it('a 13-digit ID with the right check digit is valid, with or without separators', () => {
    expect(nationalIdProblem(valid)).toBeNull();
    expect(nationalIdProblem('1-1017-00230-70-8')).toBeNull();
    expect(nationalIdProblem(' 1 1017 00230 70 8 ')).toBeNull();
    expect(isThaiNationalId('0000000000060')).toBe(true);
    expect(isThaiNationalId('1111111111119')).toBe(true);
    expect(isThaiNationalId('1-1017-00230-70-8')).toBe(true);
    expect(isThaiNationalId('1101700230709')).toBe(false);
  });

  it('every wrong check digit is refused', () => {
    for (let d = 0; d <= 9; d++) {
      if (d === 8) continue;
      expect(nationalIdProblem(`110170023070${d}`), String(d)).toBe('NATIONAL_ID_CHECK_DIGIT');
    }
  });

  it('12 or 14 digits, letters and non-ASCII digits are a format problem; empty is required', () => {
    expect(nationalIdProblem('')).toBe('NATIONAL_ID_REQUIRED');
    expect(nationalIdProblem('  ')).toBe('NATIONAL_ID_REQUIRED');
    for (const bad of [
      '110170023070',
      '11017002307088',
      '110170023070a',
      '110170023070A',
      '๑๑๐๑๗๐๐๒๓๐๗๐๘',
      '1101700230.708',
    ]) {
      expect(nationalIdProblem(bad), bad).toBe('NATIONAL_ID_FORMAT');
    }
  });
});

describe('normalised forms', () => {
  it('keep the digits of a national ID and the upper-case laser ID, separators dropped', () => {
    expect(normaliseNationalId('1-1017-00230-70-8')).toBe(valid);
    expect(normaliseLaserId('jt1-2345678-90')).toBe('JT1234567890');
  });
});

describe('laser ID', () => {
  it('two letters and ten digits, separators and case forgiven', () => {
    expect(isLaserId('JT1234567890')).toBe(true);
    expect(isLaserId('jt1-2345678-90')).toBe(true);
    expect(isLaserId('JT1-1234567-89')).toBe(true);
    expect(isLaserId('jt1123456789')).toBe(true);
  });

  it('one letter, three letters, nine or eleven digits are refused', () => {
    for (const bad of [
      'J12345678901',
      'J11123456789',
      'JTX123456789',
      'JT123456789',
      'JT112345678',
      'JT12345678901',
      '',
      'ก1234567890',
    ]) {
      expect(isLaserId(bad), bad).toBe(false);
    }
  });
});
