import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import type { PerformanceReport, PeriodFigures } from './performance-report-api.ts';

/** A screen of `width` px as `matchMedia` reports it to the page. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}
afterEach(() => vi.unstubAllGlobals());

const period = (figures: Partial<PeriodFigures> & Pick<PeriodFigures, 'period'>): PeriodFigures => ({
  from: '2026-10-27',
  to: '2026-11-27',
  covered: true,
  annualised: false,
  twr: '20.00',
  irr: '15.38',
  irrMethod: 'newton',
  opening: '10000.00',
  netFlows: '2500.00',
  gain: '1900.00',
  realisedGain: '0.00',
  unrealisedGainChange: '1900.00',
  closing: '14400.00',
  reconciliation: { balanced: true, difference: '0.00' },
  ...figures,
});

const periods = [
  period({ period: '1M' }),
  period({ period: '3M', covered: false, twr: null, irr: null, opening: '0.00', netFlows: '12500.00' }),
  period({ period: '6M', covered: false, twr: null, irr: null, opening: '0.00', netFlows: '12500.00' }),
  period({ period: 'YTD', covered: false, twr: null, irr: null, opening: '0.00', netFlows: '12500.00' }),
  period({ period: '1Y', covered: false, twr: null, irr: null, opening: '0.00', netFlows: '12500.00' }),
  period({ period: 'SINCE_FIRST', twr: '21.50', irr: '-3.25', opening: '0.00', netFlows: '12500.00' }),
];

const report: PerformanceReport = {
  asOf: '2026-11-27',
  firstInvestment: '2026-10-26',
  strategies: [
    {
      strategyCode: 'M-INFRA',
      name: { th: 'กลยุทธ์โครงสร้างพื้นฐาน', en: 'Infrastructure strategy' },
      firstInvestment: '2026-10-26',
      units: '1200.0000',
      nav: '12.0000',
      value: '14400.00',
      cost: '12000.00',
      lots: [{ ref: 'ORD-1', date: '2026-10-26', nav: '10.0000', units: '1250.0000', cost: '12500.00' }],
      sales: [
        {
          ref: 'ORD-2',
          date: '2026-11-10',
          units: '50.0000',
          nav: '9.8500',
          proceeds: '492.48',
          fee: '0.00',
          cost: '500.00',
          gain: '-7.52',
        },
      ],
      realisedGain: '-7.52',
      unrealisedGain: '1900.00',
      periods,
    },
  ],
  total: {
    value: '14400.00',
    cost: '12000.00',
    inTransit: '0.00',
    realisedGain: '-7.52',
    unrealisedGain: '1900.00',
    periods,
  },
};

const flags = (performanceReport: boolean) => flagsAnswer({ flags: { performanceReport } });

describe('performance report on the statements page', () => {
  it('at 1366 px shows a table per strategy and in total: TWR and IRR side by side, and the figures that reconcile them', async () => {
    screenOf(1366);
    stubApi({
      'GET /feature-flags': flags(true),
      'GET /documents': answerOf('/documents', 'get', []),
      'GET /portfolio/performance-report': answerOf('/portfolio/performance-report', 'get', report),
    });
    renderApp('/statements', { user: investor, language: 'en' });
    const section = await screen.findByRole('region', { name: 'Performance report' });
    expect(await within(section).findByText('As of 27/11/2026, at approved NAVs')).toBeVisible();
    const total = within(section).getByRole('table', { name: 'Returns by period: All strategies' });
    const headers = within(total)
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headers).toEqual([
      'Period',
      'TWR',
      'IRR',
      'Opening value (THB)',
      'Net money in (THB)',
      'Gain/loss (THB)',
      'Closing value (THB)',
    ]);
    const month = within(total).getByRole('row', { name: /^1 month/ });
    expect(
      within(month)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['+20.00%', '+15.38%', '10,000.00', '2,500.00', '1,900.00', '14,400.00']);
    const quarter = within(total).getByRole('row', { name: /^3 months/ });
    expect(
      within(quarter)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['n/a', 'n/a']);
    const since = within(total).getByRole('row', { name: /^Since first investment/ });
    expect(
      within(since)
        .getAllByRole('cell')
        .slice(0, 2)
        .map((cell) => cell.textContent),
    ).toEqual(['+21.50%', '-3.25%']);
    expect(
      within(section).getByRole('table', { name: 'Returns by period: Infrastructure strategy' }),
    ).toBeVisible();
    const strategy = within(section).getByRole('article', { name: 'Infrastructure strategy' });
    expect(within(strategy).getByText('Realised gain/loss (THB)').nextSibling).toHaveTextContent('-7.52');
    expect(within(strategy).getByText('Unrealised gain/loss (THB)').nextSibling).toHaveTextContent(
      '1,900.00',
    );
    expect(
      within(section).getByText(/Periods shorter than a year show the return for the period/),
    ).toBeVisible();
  });

  it('at 390 px in Thai gives each period a card, and marks a period not invested throughout', async () => {
    screenOf(390);
    stubApi({
      'GET /feature-flags': flags(true),
      'GET /documents': answerOf('/documents', 'get', []),
      'GET /portfolio/performance-report': answerOf('/portfolio/performance-report', 'get', report),
    });
    renderApp('/statements', { user: investor });
    const section = await screen.findByRole('region', { name: 'รายงานผลการดำเนินงาน' });
    const cards = await within(section).findByRole('list', { name: 'ผลตอบแทนตามช่วงเวลา: รวมทุกกลยุทธ์' });
    expect(within(section).queryByRole('table')).toBeNull();
    const items = within(cards).getAllByRole('listitem');
    expect(items).toHaveLength(6);
    expect(within(items[0]!).getByText('TWR').nextSibling).toHaveTextContent('+20.00%');
    expect(within(items[0]!).getByText('IRR').nextSibling).toHaveTextContent('+15.38%');
    expect(within(items[0]!).getByText('มูลค่าปลายงวด (บาท)').nextSibling).toHaveTextContent('14,400.00');
    expect(within(items[1]!).getByText('ยังไม่ได้ลงทุนตลอดช่วงเวลานี้')).toBeVisible();
    expect(within(items[1]!).getByText('TWR').nextSibling).toHaveTextContent('ไม่มีข้อมูล');
    expect(
      within(section).getByRole('list', { name: 'ผลตอบแทนตามช่วงเวลา: กลยุทธ์โครงสร้างพื้นฐาน' }),
    ).toBeVisible();
  });

  it('says an investor with nothing settled has no report yet', async () => {
    screenOf(390);
    stubApi({
      'GET /feature-flags': flags(true),
      'GET /documents': answerOf('/documents', 'get', []),
      'GET /portfolio/performance-report': answerOf('/portfolio/performance-report', 'get', {
        ...report,
        strategies: [],
        firstInvestment: null,
      }),
    });
    renderApp('/statements', { user: investor, language: 'en' });
    expect(await screen.findByText(/Nothing settled yet/)).toBeVisible();
  });

  it('says so when the report cannot be loaded', async () => {
    screenOf(390);
    stubApi({
      'GET /feature-flags': flags(true),
      'GET /documents': answerOf('/documents', 'get', []),
      'GET /portfolio/performance-report': problem(500, 'INTERNAL_ERROR'),
    });
    renderApp('/statements', { user: investor, language: 'en' });
    expect(await screen.findByText('Could not load the performance report. Please try again.')).toBeVisible();
  });

  it('with performanceReport off, is not asked for and not shown', async () => {
    const { callsTo } = stubApi({ 'GET /feature-flags': flags(false) });
    renderApp('/statements', { user: investor, language: 'en' });
    expect(await screen.findByText(/under maintenance/)).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Performance report' })).toBeNull();
    expect(callsTo('GET /portfolio/performance-report')).toHaveLength(0);
  });
});
