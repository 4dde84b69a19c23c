import { describe, expect, it } from 'vitest';
import { reductionProceeds } from '../investing/fees.ts';
import { dec } from '../investing/money.ts';
import { fifoLots, lotsCost, type SettledTrade, unrealisedGain } from './lots.ts';

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

  it('prices the first sale at a different cost than the settlement’s average cost, so a fee on profit differs', () => {
    // The settlement charges the reduce fee on the profit over the holding's average cost: 16,000 for 1,496.25
    // units, so S1's 300 units cost 3,208.02 there, against 3,007.52 first-in first-out.
    const average = reductionProceeds({
      units: '300',
      nav: '15',
      averageCostPerUnit: dec('16000.00').div('1496.2500'),
      feeRate: '0.10',
    });
    expect(average.cost.toFixed(2)).toBe('3208.02');
    expect(average.fee.toFixed(2)).toBe('129.20'); // 10 % of 1,291.98
    const fifo = fifoLots(history).sales[0]!;
    expect(fifo.grossGain.times('0.10').toDecimalPlaces(2).toFixed(2)).toBe('149.25'); // 10 % of 1,492.48
  });
});
