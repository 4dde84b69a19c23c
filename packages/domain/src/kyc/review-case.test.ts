import { describe, expect, it } from 'vitest';
import {
  firstRevisionDeadline,
  isKycCaseActionAllowed,
  isKycReasonValid,
  isRevisionDeadlineValid,
  type KycCaseAction,
  kycCaseListStatuses,
} from './review-case.ts';

describe('revision deadline', () => {
  // 16:59 UTC is 23:59 in Bangkok on 23 November; 17:00 UTC is already 24 November there.
  const lastMinuteOf23rd = new Date('2026-11-23T16:59:00Z');
  const firstMinuteOf24th = new Date('2026-11-23T17:00:00Z');

  it('must fall after today in Bangkok, whatever the UTC date says', () => {
    expect(isRevisionDeadlineValid('2026-11-23', lastMinuteOf23rd)).toBe(false);
    expect(isRevisionDeadlineValid('2026-11-24', lastMinuteOf23rd)).toBe(true);
    expect(isRevisionDeadlineValid('2026-11-24', firstMinuteOf24th)).toBe(false);
    expect(isRevisionDeadlineValid('2026-11-25', firstMinuteOf24th)).toBe(true);
  });

  it('refuses a past, empty or malformed date', () => {
    expect(isRevisionDeadlineValid('2026-11-01', lastMinuteOf23rd)).toBe(false);
    expect(isRevisionDeadlineValid('', lastMinuteOf23rd)).toBe(false);
    expect(isRevisionDeadlineValid('24/11/2026', lastMinuteOf23rd)).toBe(false);
  });

  it('offers tomorrow in Bangkok as the first day, across a month end', () => {
    expect(firstRevisionDeadline(lastMinuteOf23rd)).toBe('2026-11-24');
    expect(firstRevisionDeadline(firstMinuteOf24th)).toBe('2026-11-25');
    expect(firstRevisionDeadline(new Date('2026-11-30T17:00:00Z'))).toBe('2026-12-02');
    expect(firstRevisionDeadline(new Date('2026-12-31T16:59:00Z'))).toBe('2027-01-01');
  });
});

describe('reason text', () => {
  it('is 1 to 500 characters once trimmed', () => {
    expect(isKycReasonValid('')).toBe(false);
    expect(isKycReasonValid('   ')).toBe(false);
    expect(isKycReasonValid('x')).toBe(true);
    expect(isKycReasonValid(`  ${'ก'.repeat(500)}  `)).toBe(true);
    expect(isKycReasonValid('ก'.repeat(501))).toBe(false);
  });
});

describe('which decision each state allows', () => {
  const allowed = (action: KycCaseAction) =>
    kycCaseListStatuses.filter((status) => isKycCaseActionAllowed(action, status));

  it('approves and rejects only a pending case', () => {
    expect(allowed('approve')).toEqual(['PENDING']);
    expect(allowed('reject')).toEqual(['PENDING']);
  });

  it('asks a revision of a pending or verified case', () => {
    expect(allowed('request-revision')).toEqual(['PENDING', 'VERIFIED']);
  });

  it('blocks any case not blocked yet, one never submitted included', () => {
    expect(allowed('block')).toEqual([
      'NOT_SUBMITTED',
      'PENDING',
      'REVIEW',
      'OVERDUE',
      'REJECTED',
      'VERIFIED',
    ]);
  });
});
