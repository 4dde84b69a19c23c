import { describe, expect, it } from 'vitest';
import { reductionProceeds } from '../investing/fees.ts';
import type { Dec } from '../investing/money.ts';
import { fifoLots, fifoSaleCosts, lotsCost, openLots, type SettledTrade, unrealisedGain } from './lots.ts';

const buy = (
  ref: string,
  date: string,
  units: string,
  nav: string,
  amount: string,
  fee: string,
): SettledTrade => ({
  ref,
  date,
  side: 'buy',
  external: true,
  units,
  nav,
  amount,
  fee,
});
const sell = (
  ref: string,
  date: string,
  units: string,
  nav: string,
  amount: string,
  fee: string,
): SettledTrade => ({
  ...buy(ref, date, units, nav, amount, fee),
  side: 'sell',
});

// Two purchases (fees included in what they cost), then two reductions, the second across both lots.
const history = [
  buy('L1', '2025-01-10', '997.5000', '10.0000', '10000.00', '25.00'),
  buy('L2', '2025-02-10', '498.7500', '12.0000', '6000.00', '15.00'),
  sell('S1', '2025-03-10', '300.0000', '15.0000', '4450.00', '50.00'),
  sell('S2', '2025-04-10', '900.0000', '14.0000', '12500.00', '100.00'),
];

describe('FIFO lots', () => {
  it('uses up the oldest lot first and keeps a lot used up in part with the rest of its cost', () => {
    const { lots, sales } = fifoLots(history);
    // S1: 300 of L1's 997.5 units: 10,000 × 300 ÷ 997.5 = 3,007.5187… → 3,007.52.
    expect(sales[0]!.cost.toFixed(2)).toBe('3007.52');
    expect(sales[0]!.gain.toFixed(2)).toBe('1442.48'); // 4,450 net − 3,007.52
    expect(sales[0]!.grossGain.toFixed(2)).toBe('1492.48'); // 4,500 gross − 3,007.52
    // S2: L1's last 697.5 units (6,992.48 left) and 202.5 of L2's 498.75: 6,000 × 202.5 ÷ 498.75 = 2,436.09.
    expect(sales[1]!.consumed.map((c) => [c.ref, c.units.toFixed(4), c.cost.toFixed(2)])).toEqual([
      ['L1', '697.5000', '6992.48'],
      ['L2', '202.5000', '2436.09'],
    ]);
    expect(sales[1]!.cost.toFixed(2)).toBe('9428.57');
    expect(sales[1]!.gain.toFixed(2)).toBe('3071.43');
    expect(lots.map((l) => [l.ref, l.units.toFixed(4), l.cost.toFixed(2)])).toEqual([
      ['L2', '296.2500', '3563.91'],
    ]);
    // Not a satang of cost lost: 3,007.52 + 9,428.57 + 3,563.91 = 16,000.00 paid.
    expect(sales[0]!.cost.plus(sales[1]!.cost).plus(lotsCost(lots)).toFixed(2)).toBe('16000.00');
    // 296.25 × 16 = 4,740.00 − 3,563.91.
    expect(unrealisedGain(lots, '16.0000').toFixed(2)).toBe('1176.09');
  });

  it('sells a day’s sales before that day’s purchases, whatever order they come in', () => {
    const { sales } = fifoLots([
      buy('L2', '2025-02-10', '100.0000', '20.0000', '2000.00', '0.00'),
      sell('S', '2025-02-10', '100.0000', '20.0000', '2000.00', '0.00'),
      buy('L1', '2025-01-10', '100.0000', '10.0000', '1000.00', '0.00'),
    ]);
    expect(sales[0]!.consumed.map((c) => c.ref)).toEqual(['L1']);
    expect(sales[0]!.gain.toFixed(2)).toBe('1000.00');
  });

  it('refuses a sale of units never bought rather than invent their cost', () => {
    expect(() => fifoLots([sell('S', '2025-01-10', '1.0000', '10.0000', '10.00', '0.00')])).toThrow(
      /more units/,
    );
  });

  it('charges the reduce fee on the FIFO gain, not on the profit over the average cost', () => {
    // The average cost would be 16,000 for 1,496.25 units: S1's 300 units at 3,208.02 and a fee of 129.20. First in,
    // first out they cost 3,007.52: 10 % of 4,500.00 − 3,007.52 = 1,492.48 is 149.25, the fee S1 was charged.
    const fifo = fifoLots(history).sales[0]!;
    const sold = reductionProceeds({ units: '300', nav: '15', cost: fifo.cost, feeRate: '0.10' });
    expect(sold.fee.toFixed(2)).toBe('149.25');
    expect(sold.fee.toFixed(2)).toBe(fifo.grossGain.times('0.10').toDecimalPlaces(2).toFixed(2));
  });
});

// The settlement prices a day's sales on the lots worked back from the holding (its units and cost) and its purchases.
describe('lots worked back from a holding, as the settlement prices a sale', () => {
  const l1 = { ref: 'L1', date: '2025-01-10', nav: '10.0000', units: '997.5000', amount: '10000.00' };
  const l2 = { ref: 'L2', date: '2025-02-10', nav: '12.0000', units: '498.7500', amount: '6000.00' };
  const sale = (ref: string, units: string) => ({ ref, date: '2025-03-10', units });
  const fee = (units: string, nav: string, cost: Dec) =>
    reductionProceeds({ units, nav, cost, feeRate: '0.10' }).fee.toFixed(2);

  it('are the lots FIFO replay leaves, after a sale used up the oldest in part', () => {
    const { lots } = fifoLots(history.slice(0, 3));
    const worked = openLots({ units: '1196.2500', cost: '12992.48' }, [l1, l2]);
    expect(worked.map((l) => [l.ref, l.units.toFixed(4), l.cost.toFixed(2)])).toEqual(
      lots.map((l) => [l.ref, l.units.toFixed(4), l.cost.toFixed(2)]),
    );
  });

  it('prices a partial sale across two lots as FIFO replay does', () => {
    const [cost] = fifoSaleCosts(openLots({ units: '1196.2500', cost: '12992.48' }, [l1, l2]), [
      sale('S2', '900.0000'),
    ]);
    expect(cost!.toFixed(2)).toBe('9428.57'); // 6,992.48 + 2,436.09, as in fifoLots
    expect(fee('900', '14', cost!)).toBe('317.14'); // 10 % of 12,600.00 − 9,428.57
  });

  it('charges on the gain of the lot sold, even when the holding as a whole is at a loss', () => {
    // A at 10 then B at 40: 200 units sold at 20 come from A (cost 2,000): a gain of 2,000 and a fee of 200.00,
    // where the average cost (6,000 for 300 units, 20 a unit) shows no profit at all.
    const lots = openLots({ units: '300', cost: '6000' }, [
      { ref: 'A', date: '2025-01-10', nav: '10', units: '200', amount: '2000' },
      { ref: 'B', date: '2025-02-10', nav: '40', units: '100', amount: '4000' },
    ]);
    const [cost] = fifoSaleCosts(lots, [sale('S', '200')]);
    expect(cost!.toFixed(2)).toBe('2000.00');
    expect(fee('200', '20', cost!)).toBe('200.00');
  });

  it('charges nothing on the loss of an older lot and the rate on the gain of a newer one', () => {
    // A bought at 30 (a loss at 20), B at 10 (a gain): 100 units sold come from A: no fee; the next 100 from B.
    const lots = openLots({ units: '200', cost: '4000' }, [
      { ref: 'A', date: '2025-01-10', nav: '30', units: '100', amount: '3000' },
      { ref: 'B', date: '2025-02-10', nav: '10', units: '100', amount: '1000' },
    ]);
    const [first, second] = fifoSaleCosts(lots, [sale('S1', '100'), sale('S2', '100')]);
    expect(first!.toFixed(2)).toBe('3000.00');
    expect(fee('100', '20', first!)).toBe('0.00');
    expect(second!.toFixed(2)).toBe('1000.00');
    expect(fee('100', '20', second!)).toBe('100.00');
  });

  it('a whole sale costs the whole holding, a purchase too small for a unit included', () => {
    const lots = openLots({ units: '100', cost: '1005.00' }, [
      { ref: 'T', date: '2025-01-10', nav: '10', units: '0.0000', amount: '5.00' },
      { ref: 'B', date: '2025-02-10', nav: '10', units: '100', amount: '1000' },
    ]);
    expect(fifoSaleCosts(lots, [sale('S', '100')])[0]!.toFixed(2)).toBe('1005.00');
    // In part: the unit-less purchase goes with the first sale, as fifoLots has it: 5.00 + 500.00.
    expect(fifoSaleCosts(lots, [sale('S', '50')])[0]!.toFixed(2)).toBe('505.00');
  });

  it('units the purchases do not account for are an opening lot at the holding’s remaining cost', () => {
    const lots = openLots({ units: '1000', cost: '10000' }, []);
    expect(lots.map((l) => [l.ref, l.units.toFixed(4), l.cost.toFixed(2)])).toEqual([
      ['OPENING', '1000.0000', '10000.00'],
    ]);
    const [cost] = fifoSaleCosts(lots, [sale('S', '100')]);
    expect(cost!.toFixed(2)).toBe('1000.00');
    expect(fee('100', '10', cost!)).toBe('0.00'); // no profit: no fee
  });

  it('refuses a sale of more units than the holding holds', () => {
    expect(() => fifoSaleCosts(openLots({ units: '10', cost: '100' }, []), [sale('S', '11')])).toThrow(
      /more units/,
    );
  });
});
