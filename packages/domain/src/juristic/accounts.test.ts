import { describe, expect, it } from 'vitest';
import {
  mayDecideJuristicAccount,
  missingJuristicDocuments,
  normaliseRegistrationNumber,
  registrationNumberProblem,
} from './accounts.ts';

// 0105556176239's check digit is 9: Σ d×(13−i) over the first 12 is 266, and (11 − 266 mod 11) mod 10 = 9.
const valid = '0105556176239';

describe('juristic registration number', () => {
  it('13 digits with the mod-11 check digit pass, with or without separators', () => {
    expect(registrationNumberProblem(valid)).toBeNull();
    expect(registrationNumberProblem('0-1055-56176-23-9')).toBeNull();
    expect(normaliseRegistrationNumber('0 1055 56176 23 9')).toBe(valid);
  });

  it('12 or 14 digits, letters or nothing are the wrong format', () => {
    expect(registrationNumberProblem(valid.slice(0, 12))).toBe('JURISTIC_REGISTRATION_NUMBER_FORMAT');
    expect(registrationNumberProblem(`${valid}0`)).toBe('JURISTIC_REGISTRATION_NUMBER_FORMAT');
    expect(registrationNumberProblem('010555617623A')).toBe('JURISTIC_REGISTRATION_NUMBER_FORMAT');
    expect(registrationNumberProblem('')).toBe('JURISTIC_REGISTRATION_NUMBER_FORMAT');
  });

  it('every other last digit fails the check digit', () => {
    for (let digit = 0; digit <= 9; digit++) {
      if (digit === 9) continue;
      expect(registrationNumberProblem(`${valid.slice(0, 12)}${digit}`)).toBe(
        'JURISTIC_REGISTRATION_NUMBER_CHECK_DIGIT',
      );
    }
  });
});

describe('juristic documents and decisions', () => {
  it('names each required document not given, in order', () => {
    expect(missingJuristicDocuments([])).toEqual([
      'COMPANY_CERTIFICATE',
      'SHAREHOLDER_LIST',
      'BOARD_RESOLUTION',
    ]);
    expect(missingJuristicDocuments(['SHAREHOLDER_LIST', 'COMPANY_CERTIFICATE'])).toEqual([
      'BOARD_RESOLUTION',
    ]);
    expect(missingJuristicDocuments(['COMPANY_CERTIFICATE', 'SHAREHOLDER_LIST', 'BOARD_RESOLUTION'])).toEqual(
      [],
    );
  });

  it('the staff member who prepared an account cannot decide it; anyone else may', () => {
    expect(mayDecideJuristicAccount(7, 7)).toBe(false);
    expect(mayDecideJuristicAccount(7, 8)).toBe(true);
  });
});
