import { describe, expect, it } from 'vitest';
import { accountNameMatches, isAccountNumberOf, payerNameMatches, thaiBanks } from './bank.ts';

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

const somchai = ['สมชาย ใจดี', 'Somchai Jaidee'];

describe('the payer is the investor', () => {
  it('by either name in full, titles, spaces and case aside', () => {
    for (const payer of ['นาย สมชาย ใจดี', 'นายสมชาย  ใจดี', 'MR. SOMCHAI JAIDEE', 'somchai jaidee']) {
      expect(payerNameMatches(payer, somchai), payer).toBe(true);
    }
  });

  it('by the letters a masked name shows, each run of * hiding at least one letter', () => {
    for (const payer of ['นาย ส*** ใ***', 'Mr Somchai J***', '*omchai *aidee', 'S* J*']) {
      expect(payerNameMatches(payer, somchai), payer).toBe(true);
    }
  });

  it('not by another name, a mask that shows other letters, only masks, or no name', () => {
    for (const payer of ['นาง มานี มีนา', 'Somchai Jaideee', 'นาย ม*** ใ***', 'Somchai J', '*** ***', '']) {
      expect(payerNameMatches(payer, somchai), payer).toBe(false);
    }
    expect(payerNameMatches(null, somchai)).toBe(false);
    expect(payerNameMatches('นาย ส*** ใ***', [])).toBe(false);
  });
});
