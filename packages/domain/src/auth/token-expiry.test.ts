import { describe, expect, it } from 'vitest';
import { isTokenExpired } from './token-expiry.ts';

const now = new Date('2026-11-23T10:00:00.000Z');

describe('token expiry', () => {
  it('a token whose exp is exactly now is expired', () => {
    expect(isTokenExpired('2026-11-23T10:00:00.000Z', now)).toBe(true);
  });

  it('one millisecond in the future is still valid, one in the past is expired', () => {
    expect(isTokenExpired('2026-11-23T10:00:00.001Z', now)).toBe(false);
    expect(isTokenExpired('2026-11-23T09:59:59.999Z', now)).toBe(true);
  });

  it('reads Date values and ISO times with an offset alike', () => {
    expect(isTokenExpired(new Date('2026-11-23T10:05:00Z'), now)).toBe(false);
    expect(isTokenExpired('2026-11-23T17:00:00+07:00', now)).toBe(true);
    expect(isTokenExpired('2026-11-23T17:00:01+07:00', now)).toBe(false);
  });

  it('an unreadable time counts as expired', () => {
    expect(isTokenExpired('not a time', now)).toBe(true);
    expect(isTokenExpired('', now)).toBe(true);
  });
});
