import { describe, expect, it } from 'vitest';
import { isPhoneVerified, mayTextAnotherCode, phoneVerificationRules } from './phone-verification.ts';

describe('phone verification', () => {
  it('sends a fifth code to a number in the hour and refuses a sixth, per number and per account', () => {
    const max = phoneVerificationRules.maxCodesPerNumberPerHour;
    expect(mayTextAnotherCode(max - 1, 0)).toBe(true);
    expect(mayTextAnotherCode(max, 0)).toBe(false);
    expect(mayTextAnotherCode(0, phoneVerificationRules.maxCodesPerAccountPerHour - 1)).toBe(true);
    expect(mayTextAnotherCode(0, phoneVerificationRules.maxCodesPerAccountPerHour)).toBe(false);
  });

  it('holds the profile phone verified only while it is the confirmed number, however it is written', () => {
    expect(isPhoneVerified('0812345678', '0812345678')).toBe(true);
    expect(isPhoneVerified('081-234-5678', '+66812345678')).toBe(true);
    expect(isPhoneVerified('0812345679', '0812345678')).toBe(false);
    expect(isPhoneVerified('0812345678', null)).toBe(false);
    expect(isPhoneVerified(null, '0812345678')).toBe(false);
  });
});
