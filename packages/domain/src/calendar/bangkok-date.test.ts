import { describe, expect, it } from 'vitest';
import { bangkokDate } from './bangkok-date.ts';

describe('bangkokDate', () => {
  it('turns the date at 17:00 UTC, which is midnight in Bangkok', () => {
    expect(bangkokDate(new Date('2026-11-22T16:59:59Z'))).toBe('2026-11-22');
    expect(bangkokDate(new Date('2026-11-22T17:00:00Z'))).toBe('2026-11-23');
  });
});
