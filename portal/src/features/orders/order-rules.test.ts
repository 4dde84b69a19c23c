import { errorMessage } from '@fund/domain';
import { describe, expect, it } from 'vitest';
import {
  heldCodes,
  increaseAmountRefusal,
  increaseFee,
  minimumOfRefusal,
  previewReduction,
  sumAmounts,
} from './order-rules.ts';

describe('order form rules', () => {
  it('applies the first-investment and top-up minimums at their boundary', () => {
    const first = { firstInStrategy: true, minimumFirst: '10000.00', minimumTopUp: '5000.00' };
    expect(increaseAmountRefusal('9999.99', first)).toBe('ORDER_BELOW_MINIMUM_FIRST');
    expect(increaseAmountRefusal('10000.00', first)).toBeNull();
    const topUp = { ...first, firstInStrategy: false };
    expect(increaseAmountRefusal('4999.99', topUp)).toBe('ORDER_BELOW_MINIMUM_TOP_UP');
    expect(increaseAmountRefusal('5000', topUp)).toBeNull();
    expect(increaseAmountRefusal('', topUp)).toBe('ORDER_AMOUNT_INVALID');
    expect(increaseAmountRefusal('0', topUp)).toBe('ORDER_AMOUNT_INVALID');
  });

  it('estimates the increase fee from the strategy’s percentage, none without one, and sums without floats', () => {
    expect(increaseFee('10002.00', '0.25')).toBe('25.01');
    expect(increaseFee('10000.00', null)).toBe('0.00');
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
  });

  it('previews a reduction: under 1 unit left takes everything, the minimum value, the available units', () => {
    const base = { availableUnits: '150.5000', nav: '10.0000', minimumReductionValue: '1000.00' };
    expect(previewReduction({ ...base, mode: 'units', text: '149.5001' })).toEqual({
      ok: true,
      units: '150.5000',
      full: true,
      estimatedValue: '1505.00',
    });
    expect(previewReduction({ ...base, mode: 'units', text: '149.5' })).toMatchObject({
      ok: true,
      units: '149.5000',
      full: false,
    });
    expect(previewReduction({ ...base, mode: 'amount', text: '999.99' })).toEqual({
      ok: false,
      refusal: 'ORDER_BELOW_MINIMUM_REDUCTION',
    });
    expect(previewReduction({ ...base, mode: 'amount', text: '1000' })).toMatchObject({
      ok: true,
      units: '100.0000',
    });
    expect(previewReduction({ ...base, mode: 'units', text: '150.5001' })).toEqual({
      ok: false,
      refusal: 'ORDER_EXCEEDS_AVAILABLE_UNITS',
    });
    expect(previewReduction({ ...base, mode: 'units', text: '1.00001' })).toEqual({
      ok: false,
      refusal: 'ORDER_UNITS_INVALID',
    });
  });

  it("a below-minimum message names the strategy's minimum, and the spec's 10,000 when none is known", () => {
    expect(errorMessage('ORDER_BELOW_MINIMUM_TOP_UP', 'en', { minimum: '20,000.00' })).toBe(
      'Each top-up in this strategy is at least 20,000.00 baht. Please enter a new amount.',
    );
    // The API's problem title and the back office read the message without a value.
    expect(errorMessage('ORDER_BELOW_MINIMUM_FIRST', 'th')).toBe(
      'การลงทุนครั้งแรกในกลยุทธ์นี้ขั้นต่ำ 10,000 บาท กรุณาระบุจำนวนเงินใหม่',
    );
    const minimums = { firstInvestment: '30000.00', nextInvestment: '5000.00' };
    expect(minimumOfRefusal('ORDER_BELOW_MINIMUM_FIRST', minimums)).toBe('30000.00');
    expect(minimumOfRefusal('ORDER_BELOW_MINIMUM_TOP_UP', minimums)).toBe('5000.00');
    expect(minimumOfRefusal('ORDER_AMOUNT_INVALID', minimums)).toBeUndefined();
  });

  it('counts held units and increases or switch-ins not settled yet, as the API does, but not settled or closed ones', () => {
    const leg = (strategyCode: string, stage: string) => ({ kind: 'increase', strategyCode, stage });
    const held = heldCodes(
      [
        { strategyCode: 'M-BTC', units: '1.0000' },
        { strategyCode: 'M-EMPTY', units: '0.0000' },
      ],
      [
        leg('M-PENDING', 'confirm'),
        leg('M-APPROVED', 'approved'),
        leg('M-SETTLED', 'success'),
        leg('M-REJECTED', 'reject'),
        { kind: 'reduce', strategyCode: 'M-REDUCED', stage: 'confirm' },
        {
          kind: 'switch',
          strategyCode: 'M-OUT',
          stage: 'success',
          legs: { in: { strategyCode: 'M-IN', stage: 'approved' } },
        },
        {
          kind: 'switch',
          strategyCode: 'M-OUT2',
          stage: 'cancelled',
          legs: { in: { strategyCode: 'M-IN2', stage: 'cancelled' } },
        },
      ],
    );
    expect([...held].sort()).toEqual(['M-APPROVED', 'M-BTC', 'M-IN', 'M-PENDING']);
  });
});
