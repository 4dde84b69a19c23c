import { describe, expect, it } from 'vitest';
import { caseTrades, increaseRestriction, switchRestriction } from './who-may-order.ts';

describe('who may invest or switch', () => {
  it('refuses a blocked or overdue customer before asking whether the account is ready', () => {
    expect(increaseRestriction({ caseStatus: 'BLOCKED', ready: true })).toBe('BLOCKED');
    expect(increaseRestriction({ caseStatus: 'OVERDUE', ready: true })).toBe('OVERDUE');
    expect(increaseRestriction({ caseStatus: 'VERIFIED', ready: false })).toBe('NOT_READY');
    expect(increaseRestriction({ caseStatus: null, ready: false })).toBe('NOT_READY');
    expect(increaseRestriction({ caseStatus: 'VERIFIED', ready: true })).toBeNull();
  });

  it('lets a switch through only with the switching flag on, after the increase rule', () => {
    expect(switchRestriction({ caseStatus: 'VERIFIED', ready: true, switching: true })).toBeNull();
    expect(switchRestriction({ caseStatus: 'VERIFIED', ready: true, switching: false })).toBe(
      'SWITCHING_OFF',
    );
    expect(switchRestriction({ caseStatus: 'OVERDUE', ready: true, switching: false })).toBe('OVERDUE');
  });

  it('trades on a verified case, or one approved once and under revision or resubmitted', () => {
    expect(caseTrades(null)).toBe(false);
    expect(caseTrades({ status: 'VERIFIED', approved: true })).toBe(true);
    expect(caseTrades({ status: 'REVIEW', approved: true })).toBe(true);
    expect(caseTrades({ status: 'PENDING', approved: true })).toBe(true);
    expect(caseTrades({ status: 'PENDING', approved: false })).toBe(false);
    expect(caseTrades({ status: 'REVIEW', approved: false })).toBe(false);
    expect(caseTrades({ status: 'REJECTED', approved: true })).toBe(false);
  });
});
