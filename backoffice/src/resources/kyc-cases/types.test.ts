import { describe, expect, it } from 'vitest';
import {
  caseStatuses,
  firstDeadline,
  isActionAllowed,
  isDeadlineAfterToday,
  isReasonValid,
} from './types.ts';

describe('revision deadline', () => {
  // 16:59 UTC is 23:59 in Bangkok on 23 November; 17:00 UTC is already 24 November there.
  const lastMinuteOf23rd = new Date('2026-11-23T16:59:00Z');
  const firstMinuteOf24th = new Date('2026-11-23T17:00:00Z');

  it('must fall after today in Bangkok, whatever the UTC date says', () => {
    expect(isDeadlineAfterToday('2026-11-23', lastMinuteOf23rd)).toBe(false);
    expect(isDeadlineAfterToday('2026-11-24', lastMinuteOf23rd)).toBe(true);
    expect(isDeadlineAfterToday('2026-11-24', firstMinuteOf24th)).toBe(false);
    expect(isDeadlineAfterToday('2026-11-25', firstMinuteOf24th)).toBe(true);
  });

  it('refuses a past, empty or malformed date', () => {
    expect(isDeadlineAfterToday('2026-11-01', lastMinuteOf23rd)).toBe(false);
    expect(isDeadlineAfterToday('', lastMinuteOf23rd)).toBe(false);
    expect(isDeadlineAfterToday('24/11/2026', lastMinuteOf23rd)).toBe(false);
  });

  it('offers tomorrow in Bangkok as the first day, across a month end', () => {
    expect(firstDeadline(lastMinuteOf23rd)).toBe('2026-11-24');
    expect(firstDeadline(firstMinuteOf24th)).toBe('2026-11-25');
    expect(firstDeadline(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-02');
    expect(firstDeadline(new Date('2026-12-31T16:59:00Z'))).toBe('2027-01-01');
  });
});

describe('reason text', () => {
  it('is 1 to 500 characters once trimmed', () => {
    expect(isReasonValid('')).toBe(false);
    expect(isReasonValid('   ')).toBe(false);
    expect(isReasonValid('x')).toBe(true);
    expect(isReasonValid(`  ${'ก'.repeat(500)}  `)).toBe(true);
    expect(isReasonValid('ก'.repeat(501))).toBe(false);
  });
});

describe('which decision each state allows', () => {
  const allowed = (action: Parameters<typeof isActionAllowed>[0]) =>
    caseStatuses.filter((status) => isActionAllowed(action, status));

  it('approves and rejects only a pending case', () => {
    expect(allowed('approve')).toEqual(['PENDING']);
    expect(allowed('reject')).toEqual(['PENDING']);
  });

  it('asks a revision of a pending or verified case', () => {
    expect(allowed('request-revision')).toEqual(['PENDING', 'VERIFIED']);
  });

  it('blocks any case not blocked yet', () => {
    expect(allowed('block')).toEqual(caseStatuses.filter((status) => status !== 'BLOCKED'));
  });
});
