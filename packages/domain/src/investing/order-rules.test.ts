import { describe, expect, it } from 'vitest';
import {
  checkFirstInvestmentSpread,
  checkIncreaseAmount,
  hasManagementStarted,
  isUnpaidIncreaseOverdue,
  planReduction,
} from './order-rules.ts';

describe('unpaid increases', () => {
  it('traded on Tuesday 8 Dec 2026: 5 business days on is Tuesday 15 Dec, still in time; the 16th is late', () => {
    const none = new Set<string>();
    expect(isUnpaidIncreaseOverdue('2026-12-08', '2026-12-15', none)).toBe(false);
    expect(isUnpaidIncreaseOverdue('2026-12-08', '2026-12-16', none)).toBe(true);
  });

  it('holidays do not count: with 10 Dec closed, the 16th is the fifth business day', () => {
    const holidays = new Set(['2026-12-10']);
    expect(isUnpaidIncreaseOverdue('2026-12-08', '2026-12-16', holidays)).toBe(false);
    expect(isUnpaidIncreaseOverdue('2026-12-08', '2026-12-17', holidays)).toBe(true);
  });
});

describe('management start', () => {
  it('the day before the start date has not started; the start date itself and after have', () => {
    expect(hasManagementStarted('2027-01-04', '2027-01-03')).toBe(false);
    expect(hasManagementStarted('2027-01-04', '2027-01-04')).toBe(true);
    expect(hasManagementStarted('2027-01-04', '2027-01-05')).toBe(true);
  });

  it('a strategy without a start date has not started', () => {
    expect(hasManagementStarted(null, '2027-01-04')).toBe(false);
  });
});

describe('increase minimums', () => {
  it('a first investment of 9,999.99 is refused and 10,000.00 accepted', () => {
    expect(checkIncreaseAmount({ amount: '9999.99', firstInStrategy: true })).toBe(
      'ORDER_BELOW_MINIMUM_FIRST',
    );
    expect(checkIncreaseAmount({ amount: '10000.00', firstInStrategy: true })).toBeNull();
  });

  it('a top-up of 9,999.99 is refused and 10,000.00 accepted', () => {
    expect(checkIncreaseAmount({ amount: '9999.99', firstInStrategy: false })).toBe(
      'ORDER_BELOW_MINIMUM_TOP_UP',
    );
    expect(checkIncreaseAmount({ amount: '10000', firstInStrategy: false })).toBeNull();
  });

  it('a strategy may set its own minimums', () => {
    expect(checkIncreaseAmount({ amount: '20000', firstInStrategy: true, minimumFirst: '50000' })).toBe(
      'ORDER_BELOW_MINIMUM_FIRST',
    );
    expect(checkIncreaseAmount({ amount: '5000', firstInStrategy: false, minimumTopUp: '5000' })).toBeNull();
  });

  it('zero, negative, fractions of a satang and non-numbers are not amounts', () => {
    for (const amount of ['0', '-10000', '10000.001', 'NaN', 'Infinity']) {
      expect(checkIncreaseAmount({ amount, firstInStrategy: false })).toBe('ORDER_AMOUNT_INVALID');
    }
  });

  it('an investor who holds nothing picks at least two strategies', () => {
    expect(checkFirstInvestmentSpread({ holdsAnyStrategy: false, strategiesInOrder: 1 })).toBe(
      'ORDER_TOO_FEW_STRATEGIES',
    );
    expect(checkFirstInvestmentSpread({ holdsAnyStrategy: false, strategiesInOrder: 2 })).toBeNull();
    expect(checkFirstInvestmentSpread({ holdsAnyStrategy: true, strategiesInOrder: 1 })).toBeNull();
  });
});

describe('reductions', () => {
  const base = { latestNav: '12.5000', minimumReductionValue: '1000' };

  it('leaving 0.9999 units takes everything; leaving exactly 1 unit does not', () => {
    const almostAll = planReduction({ ...base, availableUnits: '1000.0000', request: { units: '999.0001' } });
    expect(almostAll).toMatchObject({ ok: true, full: true });
    expect(almostAll.ok && almostAll.units.toFixed(4)).toBe('1000.0000');
    const leavesOne = planReduction({ ...base, availableUnits: '1000.0000', request: { units: '999.0000' } });
    expect(leavesOne).toMatchObject({ ok: true, full: false });
    expect(leavesOne.ok && leavesOne.units.toFixed(4)).toBe('999.0000');
  });

  it('with preventWithdrawDust off, 0.9999 units may stay; asking for all is still full', () => {
    const dusty = planReduction({
      ...base,
      availableUnits: '1000.0000',
      request: { units: '999.0001' },
      preventDust: false,
    });
    expect(dusty).toMatchObject({ ok: true, full: false });
    expect(dusty.ok && dusty.units.toFixed(4)).toBe('999.0001');
    const all = planReduction({
      ...base,
      availableUnits: '1000',
      request: { units: '1000' },
      preventDust: false,
    });
    expect(all).toMatchObject({ ok: true, full: true });
  });

  it('never more than the available units', () => {
    expect(planReduction({ ...base, availableUnits: '100', request: { units: '100.0001' } })).toEqual({
      ok: false,
      refusal: 'ORDER_EXCEEDS_AVAILABLE_UNITS',
    });
    expect(planReduction({ ...base, availableUnits: '100', request: { units: '100' } })).toMatchObject({
      ok: true,
      full: true,
    });
  });

  it('by amount: the units at the latest NAV, rounded down', () => {
    const plan = planReduction({ ...base, availableUnits: '5000', request: { amount: '10000' } });
    expect(plan.ok && plan.units.toFixed(4)).toBe('800.0000');
    const odd = planReduction({
      ...base,
      latestNav: '3.0000',
      availableUnits: '5000',
      request: { amount: '10000' },
    });
    expect(odd.ok && odd.units.toFixed(4)).toBe('3333.3333');
  });

  it('below the strategy’s minimum reduction value is refused unless it empties the holding', () => {
    expect(planReduction({ ...base, availableUnits: '1000', request: { units: '79.9990' } })).toEqual({
      ok: false,
      refusal: 'ORDER_BELOW_MINIMUM_REDUCTION',
    });
    expect(planReduction({ ...base, availableUnits: '1000', request: { units: '80' } })).toMatchObject({
      ok: true,
    });
    expect(planReduction({ ...base, availableUnits: '10', request: { units: '10' } })).toMatchObject({
      ok: true,
      full: true,
    });
  });

  it('units with more than 4 places or not positive are refused', () => {
    for (const units of ['0', '-1', '1.00001']) {
      expect(planReduction({ ...base, availableUnits: '1000', request: { units } })).toEqual({
        ok: false,
        refusal: 'ORDER_UNITS_INVALID',
      });
    }
  });
});
