import { describe, expect, it } from 'vitest';
import { ageOn, formatDdMmYyyy, isBirthDateInFuture, isOldEnough, parseDdMmYyyy } from './birth-date.ts';

describe('DD/MM/YYYY', () => {
  it('reads day, month and year in that order, with or without leading zeros', () => {
    expect(parseDdMmYyyy('05/03/2001')).toEqual({ year: 2001, month: 3, day: 5 });
    expect(parseDdMmYyyy('5/3/2001')).toEqual({ year: 2001, month: 3, day: 5 });
    expect(parseDdMmYyyy('31/12/1999')).toEqual({ year: 1999, month: 12, day: 31 });
  });

  it('29 February only in a leap year', () => {
    expect(parseDdMmYyyy('29/02/2004')).toEqual({ year: 2004, month: 2, day: 29 });
    expect(parseDdMmYyyy('29/02/2000')).not.toBeNull();
    expect(parseDdMmYyyy('29/02/1900')).toBeNull();
    expect(parseDdMmYyyy('29/02/2003')).toBeNull();
  });

  it('impossible days and months, other layouts and two-digit years are refused', () => {
    for (const bad of [
      '31/04/2001',
      '32/01/2001',
      '00/01/2001',
      '01/13/2001',
      '01/00/2001',
      '2001-03-05',
      '05-03-2001',
      '05/03/01',
      '',
      '05/03/2001x',
    ]) {
      expect(parseDdMmYyyy(bad), bad).toBeNull();
    }
  });

  it('a Buddhist Era year is 543 ahead', () => {
    expect(parseDdMmYyyy('05/03/2544', { era: 'BE' })).toEqual({ year: 2001, month: 3, day: 5 });
    // 2547 BE = 2004 CE, a leap year
    expect(parseDdMmYyyy('29/02/2547', { era: 'BE' })).not.toBeNull();
  });

  it('formats back with leading zeros', () => {
    expect(formatDdMmYyyy({ year: 2001, month: 3, day: 5 })).toBe('05/03/2001');
  });
});

describe('minimum age 20 in Asia/Bangkok', () => {
  const birth = { year: 2006, month: 11, day: 23 };

  it('exactly 20 years old on the Bangkok date passes; a day short is blocked', () => {
    // 23 Nov 2026 00:00 in Bangkok is 22 Nov 17:00 UTC
    expect(isOldEnough(birth, new Date('2026-11-22T17:00:00Z'))).toBe(true);
    expect(isOldEnough(birth, new Date('2026-11-22T16:59:59Z'))).toBe(false);
    expect(isOldEnough({ year: 2006, month: 11, day: 24 }, new Date('2026-11-23T12:00:00Z'))).toBe(false);
  });

  it('counts whole years', () => {
    expect(ageOn(birth, { year: 2026, month: 11, day: 22 })).toBe(19);
    expect(ageOn(birth, { year: 2026, month: 11, day: 23 })).toBe(20);
    expect(ageOn(birth, { year: 2026, month: 12, day: 1 })).toBe(20);
    expect(ageOn(birth, { year: 2027, month: 1, day: 1 })).toBe(20);
  });

  it('a 29 February birthday is reached on 1 March in a common year', () => {
    const leap = { year: 2004, month: 2, day: 29 };
    expect(ageOn(leap, { year: 2024, month: 2, day: 28 })).toBe(19);
    expect(ageOn(leap, { year: 2024, month: 2, day: 29 })).toBe(20);
    expect(ageOn(leap, { year: 2025, month: 2, day: 28 })).toBe(20);
    expect(ageOn(leap, { year: 2025, month: 3, day: 1 })).toBe(21);
  });

  it('a birth date after today is in the future', () => {
    expect(isBirthDateInFuture({ year: 2026, month: 11, day: 24 }, new Date('2026-11-23T12:00:00Z'))).toBe(
      true,
    );
    expect(isBirthDateInFuture({ year: 2026, month: 11, day: 23 }, new Date('2026-11-23T12:00:00Z'))).toBe(
      false,
    );
  });
});
