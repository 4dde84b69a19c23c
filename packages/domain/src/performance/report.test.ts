import { describe, expect, it } from 'vitest';
import { type DatedFlow, xirr } from './irr.ts';
import type { SettledTrade } from './lots.ts';
import { performanceReport } from './report.ts';

const trade = (
  ref: string,
  date: string,
  side: 'buy' | 'sell',
  units: string,
  nav: string,
  amount: string,
  fee = '0.00',
  external = true,
): SettledTrade => ({ ref, date, side, external, units, nav, amount, fee });

const navsA = [
  { date: '2026-10-26', nav: '10.0000' },
  { date: '2026-10-27', nav: '10.0000' },
  { date: '2026-11-10', nav: '11.0000' },
  { date: '2026-11-11', nav: '11.0000' },
  { date: '2026-11-20', nav: '10.0000' },
  { date: '2026-11-27', nav: '12.0000' },
];

describe('performance report', () => {
  // 1,000 units at 10 on 26 October; a deposit of 5,500 (500 units at 11) on 10 November; a payout of 300 units
  // at 10 on 20 November; the NAV is 12 on 27 November.
  const report = performanceReport({
    asOf: '2026-11-27',
    strategies: [
      {
        strategyCode: 'A',
        navs: navsA,
        trades: [
          trade('I1', '2026-10-26', 'buy', '1000.0000', '10.0000', '10000.00'),
          trade('I2', '2026-11-10', 'buy', '500.0000', '11.0000', '5500.00'),
          trade('R1', '2026-11-20', 'sell', '300.0000', '10.0000', '3000.00'),
        ],
      },
    ],
  });
  const month = report.strategies[0]!.periods.find((p) => p.period === '1M')!;

  it('reconciles a month with a deposit and a payout: 10,000 + 2,500 + 1,900 = 14,400', () => {
    expect(month).toMatchObject({
      from: '2026-10-27',
      to: '2026-11-27',
      covered: true,
      annualised: false,
      opening: '10000.00',
      netFlows: '2500.00',
      // FIFO: the payout sells 300 of the first lot at its cost (10): nothing realised; 700 × 12 + 500 × 12
      // against 7,000 + 5,500 is 1,900 unrealised.
      realisedGain: '0.00',
      unrealisedGainChange: '1900.00',
      gain: '1900.00',
      closing: '14400.00',
      reconciliation: { balanced: true, difference: '0.00' },
    });
  });

  it('gives the NAV’s return as the TWR (10 → 12), whatever the deposit and the payout did', () => {
    // 16,500 − 5,500 over 10,000; 12,000 + 3,000 over 16,500; 14,400 over 12,000: 1.1 × 0.9090… × 1.2 = 1.2.
    expect(month.twr).toBe('20.00');
  });

  it('gives the IRR of the month’s own flows, for the month (not annualised)', () => {
    const flows: DatedFlow[] = [
      { date: '2026-10-27', amount: '-10000.00' },
      { date: '2026-11-10', amount: '-5500.00' },
      { date: '2026-11-20', amount: '3000.00' },
      { date: '2026-11-27', amount: '14400.00' },
    ];
    const annual = xirr(flows)!.annual;
    const forTheMonth = annual
      .plus(1)
      .pow(31 / 365)
      .minus(1);
    expect(month.irr).toBe(forTheMonth.times(100).toFixed(2));
    // Near the modified Dietz estimate: 1,900 ÷ (10,000 + 5,500 × 17/31 − 3,000 × 7/31) = 15.40 %.
    expect(Math.abs(Number(month.irr) - 15.4)).toBeLessThan(0.3);
  });

  it('has no return for a period that opens before the first investment, but still reconciles it', () => {
    const quarter = report.strategies[0]!.periods.find((p) => p.period === '3M')!;
    expect(quarter).toMatchObject({
      covered: false,
      twr: null,
      irr: null,
      opening: '0.00',
      netFlows: '12500.00',
    });
    expect(quarter.reconciliation.balanced).toBe(true);
    const since = report.strategies[0]!.periods.find((p) => p.period === 'SINCE_FIRST')!;
    expect(since).toMatchObject({ from: '2026-10-25', covered: true, twr: '20.00', gain: '1900.00' });
  });

  it('a loss on a single day', () => {
    const oneDay = performanceReport({
      asOf: '2026-11-11',
      strategies: [
        {
          strategyCode: 'A',
          navs: [
            { date: '2026-11-10', nav: '10.0000' },
            { date: '2026-11-11', nav: '9.5000' },
          ],
          trades: [trade('I1', '2026-11-10', 'buy', '990.0000', '10.0000', '10000.00', '100.00')],
        },
      ],
    });
    const since = oneDay.total.periods.find((p) => p.period === 'SINCE_FIRST')!;
    // The NAV fell 5 %: TWR −5.00. The investor paid 10,000 (100 fee) for 990 units now worth 9,405: IRR −5.95.
    expect(since).toMatchObject({
      twr: '-5.00',
      irr: '-5.95',
      opening: '0.00',
      netFlows: '10000.00',
      gain: '-595.00',
      closing: '9405.00',
    });
    expect(since.reconciliation.balanced).toBe(true);
  });

  it('in total, a switch moves money inside: the flows are the deposits, the proceeds are cash between the legs', () => {
    const switched = performanceReport({
      asOf: '2026-11-27',
      strategies: [
        {
          strategyCode: 'A',
          navs: navsA,
          trades: [
            trade('I1', '2026-10-26', 'buy', '1000.0000', '10.0000', '10000.00'),
            trade('SO', '2026-11-10', 'sell', '400.0000', '11.0000', '4400.00', '0.00', false),
          ],
        },
        {
          strategyCode: 'B',
          navs: [
            { date: '2026-11-11', nav: '20.0000' },
            { date: '2026-11-27', nav: '22.0000' },
          ],
          // 4,400 less an 11.00 switch-in fee buys 219.45 units at 20.
          trades: [trade('SI', '2026-11-11', 'buy', '219.4500', '20.0000', '4400.00', '11.00', false)],
        },
      ],
      transit: [{ ref: 'SO', amount: '4400.00', from: '2026-11-10', to: '2026-11-11' }],
    });
    const total = switched.total.periods.find((p) => p.period === 'SINCE_FIRST')!;
    // 600 × 12 + 219.45 × 22 = 7,200 + 4,827.90. Gain: 400 realised (4,400 for units that cost 4,000), 1,200 and
    // 427.90 unrealised.
    expect(total).toMatchObject({
      netFlows: '10000.00',
      gain: '2027.90',
      closing: '12027.90',
      realisedGain: '400.00',
    });
    expect(total.reconciliation.balanced).toBe(true);
    // 1.1 (10 → 11 with the proceeds as cash) × 12,027.90 ÷ 10,989 (the switch-in fee is a flow, not a loss).
    expect(total.twr).toBe('20.40');
    for (const strategy of switched.strategies)
      for (const period of strategy.periods) expect(period.reconciliation.balanced).toBe(true);
    expect(switched.strategies[1]!.periods.find((p) => p.period === 'SINCE_FIRST')!.netFlows).toBe('4400.00');
  });
});
