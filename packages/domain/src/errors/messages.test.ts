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

  it('the KYC messages are the spec wording', () => {
    expect(errorMessage('KYC_UNDER_AGE', 'en')).toBe(
      'Unable to proceed since you are below the age of 20 years',
    );
    expect(errorMessage('KYC_NATIONAL_ID_INVALID', 'en')).toBe(
      'Please enter your 13 digit identification card number',
    );
    expect(errorMessage('KYC_BIRTH_DATE_INVALID', 'en')).toBe('Please enter the correct date of birth');
    // 13 digits with a wrong check digit is not "enter 13 digits".
    expect(errorMessage('KYC_NATIONAL_ID_CHECK_DIGIT', 'en')).toMatch(/not valid.*check digit/);
    expect(errorMessage('KYC_NATIONAL_ID_CHECK_DIGIT', 'th')).not.toMatch(/13 หลัก/);
    expect(errorMessage('KYC_ASSESSMENT_NOT_DONE', 'en')).toBe('You have not completed this assessment yet');
  });
});
