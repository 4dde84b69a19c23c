import { describe, expect, it } from 'vitest';
import { isPinBlockedAfterFailure, isPinFormat, pinProblem } from './pin.ts';

describe('PIN format', () => {
  it('six ASCII digits are a PIN, leading zeros included', () => {
    expect(isPinFormat('123456')).toBe(true);
    expect(isPinFormat('000000')).toBe(true);
  });

  it('five or seven digits, letters, spaces and non-ASCII digits are not', () => {
    for (const bad of [
      '12345',
      '1234567',
      '12345a',
      ' 123456',
      '123 456',
      '',
      '๑๒๓๔๕๖',
      '-12345',
      '12345６',
    ]) {
      expect(isPinFormat(bad), bad).toBe(false);
    }
  });
});

describe('new PIN and its confirmation', () => {
  it('a well-formed PIN confirmed by the same digits has no problem', () => {
    expect(pinProblem('402913', '402913')).toBeNull();
  });

  it('a confirmation that differs is a mismatch', () => {
    expect(pinProblem('402913', '402914')).toBe('PIN_MISMATCH');
  });

  it('a malformed PIN is reported before the confirmation is compared', () => {
    expect(pinProblem('40291', '40291')).toBe('PIN_FORMAT');
    expect(pinProblem('4029ab', '000000')).toBe('PIN_FORMAT');
  });
});

describe('PIN block', () => {
  it('the 4th wrong PIN in a row does not block; the 5th does', () => {
    expect(isPinBlockedAfterFailure(0)).toBe(false);
    expect(isPinBlockedAfterFailure(3)).toBe(false);
    expect(isPinBlockedAfterFailure(4)).toBe(true);
  });
});
