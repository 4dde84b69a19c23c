import { describe, expect, it } from 'vitest';
import { errorCodes, isErrorCode } from './codes.ts';
import { errorMessage, errorMessages } from './messages.ts';

describe('error messages', () => {
  it('every code has a Thai and an English message', () => {
    for (const code of errorCodes) {
      expect(errorMessages[code].th, code).toMatch(/[\u0E00-\u0E7F]/);
      expect(errorMessages[code].en, code).toMatch(/[A-Za-z]/);
    }
  });

  it('the 401 message is the spec wording', () => {
    expect(errorMessage('AUTH_REQUIRED', 'en')).toBe('Unauthorized, please login again');
  });

  it('an unknown code reads as the generic failure, not as blank text', () => {
    expect(errorMessage('NO_SUCH_CODE', 'en')).toBe(errorMessages.INTERNAL_ERROR.en);
    expect(isErrorCode('NO_SUCH_CODE')).toBe(false);
    expect(isErrorCode('VALIDATION_FAILED')).toBe(true);
  });
});
