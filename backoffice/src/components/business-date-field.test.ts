import { describe, expect, it } from 'vitest';
import { formatBusinessDate } from './business-date-field.tsx';

describe('formatBusinessDate', () => {
  it('writes DD/MM/YYYY with the Buddhist Era year in Thai and the Christian era in English', () => {
    expect(formatBusinessDate('2026-12-08', 'th')).toBe('08/12/2569');
    expect(formatBusinessDate('2026-12-08', 'en')).toBe('08/12/2026');
  });

  it('keeps the calendar day at the turn of the year, whatever the machine’s time zone', () => {
    expect(formatBusinessDate('2027-01-01', 'th')).toBe('01/01/2570');
    expect(formatBusinessDate('2026-12-31', 'en')).toBe('31/12/2026');
  });

  it('puts the weekday first when asked', () => {
    expect(formatBusinessDate('2026-12-08', 'th', { withWeekday: true })).toBe('อังคาร 08/12/2569');
    expect(formatBusinessDate('2026-12-08', 'en', { withWeekday: true })).toBe('Tue 08/12/2026');
  });
});
