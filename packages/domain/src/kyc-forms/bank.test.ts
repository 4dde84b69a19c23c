import { describe, expect, it } from 'vitest';
import { accountNameMatches, isAccountNumberOf, thaiBanks } from './bank.ts';

describe('account numbers per bank', () => {
  it('needs ten digits at Kasikornbank and twelve at the Government Savings Bank', () => {
    expect(isAccountNumberOf('004', '123-4-56789-0')).toBe(true);
    expect(isAccountNumberOf('004', '12345678901')).toBe(false);
    expect(isAccountNumberOf('030', '123456789012')).toBe(true);
    expect(isAccountNumberOf('030', '1234567890')).toBe(false);
  });
  it('refuses an unknown bank and letters', () => {
    expect(isAccountNumberOf('999', '1234567890')).toBe(false);
    expect(isAccountNumberOf('004', '12345678O0')).toBe(false);
  });
  it('lists each bank code once', () => {
    expect(new Set(thaiBanks.map((b) => b.code)).size).toBe(thaiBanks.length);
  });
});

describe('account name', () => {
  const applicant = ['สมชาย ใจดี', 'Somchai Jaidee'];
  it('matches either name, titles, spaces and case aside', () => {
    expect(accountNameMatches('นายสมชาย  ใจดี', applicant)).toBe(true);
    expect(accountNameMatches('MR. SOMCHAI JAIDEE', applicant)).toBe(true);
    expect(accountNameMatches('somchai jaidee', applicant)).toBe(true);
  });
  it('refuses someone else and an empty name', () => {
    expect(accountNameMatches('Somsri Jaidee', applicant)).toBe(false);
    expect(accountNameMatches('Mr.', applicant)).toBe(false);
    expect(accountNameMatches('Mrsomchai Jaidee', applicant)).toBe(false);
  });
});
