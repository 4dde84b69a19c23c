import { describe, expect, it } from 'vitest';
import { isPinBlockedAfterFailure, isPinFormat, isPinTooSimple, pinProblem } from './pin.ts';

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

describe('a PIN too simple to guard anything', () => {
  it('one digit six times is refused', () => {
    for (const pin of ['000000', '111111', '999999']) expect(isPinTooSimple(pin), pin).toBe(true);
  });

  it('a run up or down by one is refused, from either end of the digits', () => {
    for (const pin of ['012345', '123456', '456789', '987654', '654321', '543210']) {
      expect(isPinTooSimple(pin), pin).toBe(true);
    }
  });

  it('a group of two or three digits repeated is refused', () => {
    for (const pin of ['121212', '909090', '123123', '007007']) expect(isPinTooSimple(pin), pin).toBe(true);
  });

  it('one digit off any of those is allowed, and a run does not wrap past 9', () => {
    for (const pin of ['111112', '123457', '023456', '987653', '121213', '123124', '890123', '402913']) {
      expect(isPinTooSimple(pin), pin).toBe(false);
    }
  });

  it('is reported after the format and before the confirmation', () => {
    expect(pinProblem('123456', '123456')).toBe('PIN_TOO_SIMPLE');
    expect(pinProblem('111111', '222222')).toBe('PIN_TOO_SIMPLE');
    expect(pinProblem('12345', '12345')).toBe('PIN_FORMAT');
  });
});

describe('PIN block', () => {
  it('the 4th wrong PIN in a row does not block; the 5th does', () => {
    expect(isPinBlockedAfterFailure(0)).toBe(false);
    expect(isPinBlockedAfterFailure(3)).toBe(false);
    expect(isPinBlockedAfterFailure(4)).toBe(true);
  });
});
