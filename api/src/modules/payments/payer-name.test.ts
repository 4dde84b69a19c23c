import { describe, expect, it } from 'vitest';
import { payerNameMatches } from './payer-name.ts';

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
