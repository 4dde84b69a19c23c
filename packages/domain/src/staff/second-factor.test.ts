import { describe, expect, it } from 'vitest';
import { formatRecoveryCode, isStaffSessionIdle, normaliseRecoveryCode } from './second-factor.ts';

describe('staff session idle time', () => {
  const last = new Date('2026-11-27T03:00:00Z');
  it('29:59 after the last request is still active; 30:00 is idle', () => {
    expect(isStaffSessionIdle(last, new Date('2026-11-27T03:29:59.999Z'))).toBe(false);
    expect(isStaffSessionIdle(last, new Date('2026-11-27T03:30:00Z'))).toBe(true);
  });
});

describe('recovery codes', () => {
  it('are read in any case, with spaces or the hyphen, and never with letters that are easy to misread', () => {
    expect(normaliseRecoveryCode('abcde-fghjk')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode(' ABCDE FGHJK ')).toBe('ABCDEFGHJK');
    expect(normaliseRecoveryCode('ABCDE-FGHJ')).toBeNull();
    expect(normaliseRecoveryCode('ABCDE-FGHJ0')).toBeNull();
    expect(normaliseRecoveryCode('123456')).toBeNull();
    expect(formatRecoveryCode('ABCDEFGHJK')).toBe('ABCDE-FGHJK');
  });
});
