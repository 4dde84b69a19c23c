import { describe, expect, it } from 'vitest';
import { thaiBanks } from '../kyc-forms/bank.ts';
import {
  canAnswerNdidRequest,
  findNdidIdentityProvider,
  ndidExpiresAt,
  ndidIdentityProviders,
  ndidSecondsLeft,
  ndidStatusAt,
} from './ndid.ts';

const createdAt = new Date('2026-11-28T03:00:00Z');
const after = (ms: number) => new Date(createdAt.getTime() + ms);

describe('NDID request timing', () => {
  it('is pending at 59:59 and timed out at exactly 60:00', () => {
    expect(ndidStatusAt({ status: 'PENDING', createdAt }, after(59 * 60_000 + 59_000))).toBe('PENDING');
    expect(ndidStatusAt({ status: 'PENDING', createdAt }, after(60 * 60_000))).toBe('TIMED_OUT');
    expect(ndidExpiresAt(createdAt).toISOString()).toBe('2026-11-28T04:00:00.000Z');
  });

  it('keeps an answer the bank gave, whatever the time', () => {
    expect(ndidStatusAt({ status: 'APPROVED', createdAt }, after(2 * 60 * 60_000))).toBe('APPROVED');
    expect(ndidStatusAt({ status: 'REJECTED', createdAt }, after(1000))).toBe('REJECTED');
  });

  it('lets the bank answer only while pending', () => {
    expect(canAnswerNdidRequest({ status: 'PENDING', createdAt }, after(59 * 60_000))).toBe(true);
    expect(canAnswerNdidRequest({ status: 'PENDING', createdAt }, after(60 * 60_000))).toBe(false);
    expect(canAnswerNdidRequest({ status: 'REJECTED', createdAt }, after(1000))).toBe(false);
  });

  it('counts the seconds left down to zero, never below', () => {
    expect(ndidSecondsLeft(createdAt, createdAt)).toBe(3600);
    expect(ndidSecondsLeft(createdAt, after(59 * 60_000 + 59_500))).toBe(1);
    expect(ndidSecondsLeft(createdAt, after(61 * 60_000))).toBe(0);
  });
});

describe('NDID identity providers', () => {
  it('are banks of the product bank list, with its names', () => {
    for (const idp of ndidIdentityProviders) {
      const bank = thaiBanks.find((b) => b.code === idp.bankCode);
      expect(bank?.nameTh).toBe(idp.nameTh);
      expect(bank?.nameEn).toBe(idp.nameEn);
    }
    expect(findNdidIdentityProvider('idp-scb')?.nameEn).toBe('Siam Commercial Bank');
    expect(findNdidIdentityProvider('idp-nowhere')).toBeUndefined();
  });
});
