import { describe, expect, it } from 'vitest';
import { isPinFormat, pinLength } from './pin-format.ts';

describe('PIN format', () => {
  it('accepts exactly 6 digits', () => {
    expect(pinLength).toBe(6);
    expect(isPinFormat('012345')).toBe(true);
  });

  it('refuses 5 or 7 digits', () => {
    expect(isPinFormat('12345')).toBe(false);
    expect(isPinFormat('1234567')).toBe(false);
  });

  it('refuses letters, spaces and non-ASCII digits', () => {
    expect(isPinFormat('12345a')).toBe(false);
    expect(isPinFormat('123 45')).toBe(false);
    expect(isPinFormat('๑๒๓๔๕๖')).toBe(false);
  });
});
