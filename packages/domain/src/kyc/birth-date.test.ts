import { describe, expect, it } from 'vitest';
import {
  ageOn,
  formatDdMmYyyy,
  fromIsoDate,
  isBirthDateInFuture,
  isOldEnough,
  minimumAge,
  parseDdMmYyyy,
  parseFormDate,
} from './birth-date.ts';

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

describe('identity form dates (DD/MM/YYYY → YYYY-MM-DD)', () => {
  it('reads a real date and a Buddhist Era year (2400 or more)', () => {
    expect(parseFormDate('05/03/1990')).toBe('1990-03-05');
    expect(parseFormDate('05/03/2533')).toBe('1990-03-05');
    expect(parseFormDate('29/02/2004')).toBe('2004-02-29');
    expect(parseFormDate('15/03/2549')).toBe('2006-03-15');
    // 2547 BE = 2004 CE, a leap year; 2548 BE = 2005 CE is not
    expect(parseFormDate('29/02/2547')).toBe('2004-02-29');
    expect(parseFormDate('29/02/2548')).toBeNull();
  });

  it('refuses impossible days, years before 1900 and other layouts', () => {
    for (const bad of [
      '29/02/2005',
      '31/04/2000',
      '1990-03-05',
      '5/3/1990',
      '01/01/1899',
      '01/01/2442',
      '',
    ]) {
      expect(parseFormDate(bad), bad).toBeNull();
    }
    expect(parseFormDate('01/01/1900')).toBe('1900-01-01');
  });

  it('formats a stored date back for the form', () => {
    expect(formatDdMmYyyy(fromIsoDate('2006-03-15'))).toBe('15/03/2006');
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

  it('is 20 exactly on the twentieth birthday and 19 the day before', () => {
    const june = fromIsoDate('2006-06-15');
    expect(minimumAge).toBe(20);
    expect(ageOn(june, fromIsoDate('2026-06-15'))).toBe(20);
    expect(isOldEnough(june, new Date('2026-06-15T12:00:00+07:00'))).toBe(true);
    expect(ageOn(june, fromIsoDate('2026-06-14'))).toBe(19);
    expect(isOldEnough(june, new Date('2026-06-14T12:00:00+07:00'))).toBe(false);
  });

  it('someone born on 29 February is old enough on 29 February of a leap year, on 28 February not before', () => {
    const leap = fromIsoDate('2004-02-29');
    expect(isOldEnough(leap, new Date('2024-02-28T12:00:00+07:00'))).toBe(false);
    expect(isOldEnough(leap, new Date('2024-02-29T12:00:00+07:00'))).toBe(true);
    expect(isOldEnough(fromIsoDate('2005-02-28'), new Date('2025-02-28T12:00:00+07:00'))).toBe(true);
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
