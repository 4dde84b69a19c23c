import { describe, expect, it } from 'vitest';
import { orderKindTerms, orderStatus, orderStatusTerms, preliminaryTerm, termsIn } from './glossary.ts';

describe('order status an investor reads', () => {
  it('an increase nobody has paid waits for payment, not for approval', () => {
    expect(orderStatus('increase', 'confirm', null)).toBe('awaitingPayment');
    expect(orderStatus('increase', 'confirm', 'AWAITING_SLIP')).toBe('awaitingPayment');
    expect(orderStatusTerms.awaitingPayment).toEqual({ th: 'รอชำระเงิน', en: 'Awaiting payment' });
  });

  it('an increase whose slip is being checked says so; a verified one waits for approval', () => {
    expect(orderStatus('increase', 'confirm', 'PENDING')).toBe('paymentChecking');
    expect(orderStatus('increase', 'confirm', 'VERIFIED')).toBe('confirm');
    expect(orderStatus('increase', 'confirm', 'REJECTED')).toBe('paymentRejected');
  });

  it('a reduce or switch in confirm waits for approval: nothing is to be paid', () => {
    expect(orderStatus('reduce', 'confirm', null)).toBe('confirm');
    expect(orderStatus('switch', 'confirm', null)).toBe('confirm');
    expect(orderStatusTerms.confirm.th).toBe('รอการอนุมัติ');
  });

  it('past confirm the stage speaks for itself, whatever the payment', () => {
    expect(orderStatus('increase', 'approved', 'VERIFIED')).toBe('approved');
    expect(orderStatus('increase', 'reject', null)).toBe('reject');
    expect(orderStatus('increase', 'success', 'VERIFIED')).toBe('success');
  });

  it('an answer without payment information falls back to the stage', () => {
    expect(orderStatus('increase', 'confirm', undefined)).toBe('confirm');
  });
});

describe('glossary', () => {
  it('gives each kind one name per language', () => {
    expect(termsIn('th', orderKindTerms)).toEqual({
      increase: 'เพิ่มเงินลงทุน',
      reduce: 'ลดเงินลงทุน',
      switch: 'สับเปลี่ยน',
    });
    expect(termsIn('en', orderKindTerms)).toEqual({
      increase: 'Increase',
      reduce: 'Reduce',
      switch: 'Switch',
    });
  });

  it('the not-yet-priced note speaks of the NAV, not of paying', () => {
    expect(preliminaryTerm.th).not.toMatch(/ชำระ/);
  });
});
