import { describe, expect, it } from 'vitest';
import { reductionProceeds } from './fees.ts';
import {
  accountEnding,
  batchHoldReason,
  canApplyPayoutAction,
  payoutAmount,
  payoutHoldReason,
  payoutValueDate,
} from './payouts.ts';

// 2026-12-04 is a Friday; 2026-12-10 (Thursday) is Constitution Day; 2026-12-31 and 2027-01-01 close the year.
const holidays = new Set(['2026-12-05', '2026-12-10', '2026-12-31', '2027-01-01']);

describe('payout value date: T+n business days after the trade date', () => {
  it('a Friday trade pays T+2 on Tuesday, the weekend counted out', () => {
    expect(payoutValueDate('2026-12-04', 2, holidays)).toBe('2026-12-08');
  });

  it('a Thursday trade pays T+2 on Monday', () => {
    expect(payoutValueDate('2026-12-03', 2, holidays)).toBe('2026-12-07');
  });

  it('the eve of a holiday pays after it: Wednesday 9 December T+2 is Monday 14 December', () => {
    expect(payoutValueDate('2026-12-09', 2, holidays)).toBe('2026-12-14');
    expect(payoutValueDate('2026-12-09', 1, holidays)).toBe('2026-12-11');
  });

  it('two holidays across the new year are both counted out', () => {
    expect(payoutValueDate('2026-12-30', 2, holidays)).toBe('2027-01-05');
  });

  it('a lag of 0 pays on the trade date; a negative or fractional lag is refused', () => {
    expect(payoutValueDate('2026-12-08', 0, holidays)).toBe('2026-12-08');
    expect(() => payoutValueDate('2026-12-08', -1, holidays)).toThrow(RangeError);
    expect(() => payoutValueDate('2026-12-08', 1.5, holidays)).toThrow(RangeError);
  });
});

describe('payout amount: units sold × NAV − reduce fee, to the satang', () => {
  it('the fee is charged on the profit only', () => {
    const sale = reductionProceeds({
      units: '100',
      nav: '12.3457',
      cost: '1000',
      feeRate: '0.01',
    });
    expect(sale.fee.toFixed(2)).toBe('2.35');
    expect(payoutAmount({ units: '100', nav: '12.3457', fee: sale.fee }).toFixed(2)).toBe('1232.22');
  });

  it('a sale at a loss pays no fee: the payout is the whole proceeds', () => {
    const sale = reductionProceeds({ units: '100', nav: '9.5', cost: '1000', feeRate: '0.01' });
    expect(sale.fee.toFixed(2)).toBe('0.00');
    expect(payoutAmount({ units: '100', nav: '9.5', fee: sale.fee }).toFixed(2)).toBe('950.00');
  });

  it('the gross is rounded half-up to the satang before the fee comes off', () => {
    // 1.2345 × 10.0050 = 12.3511725 → 12.35; 0.5 × 0.0100 = 0.005 → 0.01
    expect(payoutAmount({ units: '1.2345', nav: '10.0050', fee: '0.01' }).toFixed(2)).toBe('12.34');
    expect(payoutAmount({ units: '0.5', nav: '0.0100', fee: '0' }).toFixed(2)).toBe('0.01');
  });
});

describe('payout transitions', () => {
  it('only a pending payout is batched, only a batched one is paid or failed', () => {
    expect(canApplyPayoutAction('PENDING', 'batch')).toBe(true);
    expect(canApplyPayoutAction('HELD', 'batch')).toBe(false);
    expect(canApplyPayoutAction('IN_BATCH', 'paid')).toBe(true);
    expect(canApplyPayoutAction('PENDING', 'paid')).toBe(false);
    expect(canApplyPayoutAction('PAID', 'failed')).toBe(false);
  });

  it('a failed payout is re-queued or returned; paid and returned ones are final', () => {
    expect(canApplyPayoutAction('FAILED', 'requeue')).toBe(true);
    expect(canApplyPayoutAction('FAILED', 'returned')).toBe(true);
    expect(canApplyPayoutAction('HELD', 'requeue')).toBe(true);
    expect(canApplyPayoutAction('PAID', 'requeue')).toBe(false);
    expect(canApplyPayoutAction('RETURNED', 'requeue')).toBe(false);
  });
});

describe('payout destination', () => {
  it('holds a payout due for a batch when its destination changed after it settled, unless already held for another reason', () => {
    expect(batchHoldReason(null, true)).toBeNull();
    expect(batchHoldReason(null, false)).toBe('PAYOUT_DESTINATION_CHANGED');
    expect(batchHoldReason('PAYOUT_BANK_NOT_VERIFIED', false)).toBe('PAYOUT_BANK_NOT_VERIFIED');
    expect(batchHoldReason('PAYOUT_WALLET_MISSING', true)).toBe('PAYOUT_WALLET_MISSING');
  });

  it('holds a payout with no account, an unverified one, or one in another name', () => {
    expect(payoutHoldReason({ exists: false, verified: false, nameMatches: false })).toBe(
      'PAYOUT_BANK_MISSING',
    );
    expect(payoutHoldReason({ exists: true, verified: false, nameMatches: true })).toBe(
      'PAYOUT_BANK_NOT_VERIFIED',
    );
    expect(payoutHoldReason({ exists: true, verified: true, nameMatches: false })).toBe(
      'PAYOUT_BANK_NAME_MISMATCH',
    );
    expect(payoutHoldReason({ exists: true, verified: true, nameMatches: true })).toBeNull();
  });

  it('shows only the last four digits of the account', () => {
    expect(accountEnding('123-4-56789-0')).toBe('7890');
    expect(accountEnding(null)).toBe('');
  });
});
