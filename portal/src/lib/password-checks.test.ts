import { describe, expect, it } from 'vitest';
import { newPasswordErrors, passwordError } from './password-checks.ts';

describe('password checks', () => {
  it('names the first rule a password breaks, and nothing for a strong one', () => {
    expect(passwordError('')).toBe('validation.passwordRequired');
    expect(passwordError('Abc1!')).toBe('validation.password.TOO_SHORT');
    expect(passwordError('abcdefg1!')).toBe('validation.password.NO_UPPER');
    expect(passwordError('Abcdefg1!')).toBeUndefined();
  });

  it('refuses a confirmation that differs or is empty', () => {
    expect(newPasswordErrors('Abcdefg1!', 'Abcdefg1?')).toEqual({
      confirmPassword: 'validation.passwordMismatch',
    });
    expect(newPasswordErrors('Abcdefg1!', '')).toEqual({ confirmPassword: 'validation.passwordMismatch' });
    expect(newPasswordErrors('Abcdefg1!', 'Abcdefg1!')).toEqual({});
  });
});
