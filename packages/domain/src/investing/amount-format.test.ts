import { describe, expect, it } from 'vitest';
import { amountOfText, amountPattern, cleanNumber, unitsPattern } from './amount-format.ts';

describe('the amount format', () => {
  it('reads typed money exactly and refuses what is not an amount', () => {
    expect(amountOfText('10,000.5 ')).toBe('10000.50');
    expect(amountOfText('0.1')).toBe('0.10');
    expect(amountOfText('10000.001')).toBeNull();
    expect(amountOfText('1e4')).toBeNull();
    expect(amountOfText('-5')).toBeNull();
    expect(amountOfText('')).toBeNull();
  });

  it('takes up to 15 digits and 2 decimals', () => {
    expect(amountPattern.test('999999999999999.99')).toBe(true);
    expect(amountPattern.test('1000000000000000')).toBe(false);
    expect(amountPattern.test('1.')).toBe(false);
    expect(amountPattern.test('.5')).toBe(false);
  });

  it('takes units with up to 18 digits and 4 decimals', () => {
    expect(unitsPattern.test('123.4567')).toBe(true);
    expect(unitsPattern.test('123.45678')).toBe(false);
    expect(unitsPattern.test('1234567890123456789')).toBe(false);
  });

  it('drops thousands separators and spaces, nothing else', () => {
    expect(cleanNumber(' 1,234 567.8 ')).toBe('1234567.8');
    expect(cleanNumber('1.5e3')).toBe('1.5e3');
  });
});
