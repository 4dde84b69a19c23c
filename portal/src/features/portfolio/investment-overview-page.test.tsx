import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { strategy } from '../orders/test-fixtures.ts';
import type { Performance } from './api.ts';
import { asOfDate, ratioText } from './investment-overview-page.tsx';

const btc = { th: 'เอ็ม บิทคอยน์', en: 'M Bitcoin' };
const stable = { th: 'เอ็ม สเตเบิล', en: 'M Stable' };

const performance = (extra: Partial<Performance> = {}): Performance => ({
  period: '3M',
  from: '2026-08-23',
  to: '2026-11-20',
  strategies: [
    {
      strategyCode: 'M-BTC',
      name: btc,
      series: [
        { date: '2026-08-24', returnPercent: '0.00' },
        { date: '2026-11-20', returnPercent: '12.34' },
      ],
    },
    {
      strategyCode: 'M-STABLE',
      name: stable,
      series: [
        { date: '2026-08-24', returnPercent: '0.00' },
        { date: '2026-11-20', returnPercent: '-1.50' },
      ],
    },
  ],
  allocation: [
    { strategyCode: 'M-BTC', ratioPercent: '66.67' },
    { strategyCode: 'M-STABLE', ratioPercent: '33.33' },
  ],
  unrealized: [
    { strategyCode: 'M-BTC', amount: '1234.50', percent: '12.35' },
    { strategyCode: 'M-STABLE', amount: '-75.00', percent: '-1.50' },
  ],
  ...extra,
});

const strategies = (demo: boolean) =>
  answerOf('/strategies', 'get', {
    data: [
      strategy('M-BTC', btc.th, btc.en, { navIsDemo: demo }),
      strategy('M-STABLE', stable.th, stable.en, { navIsDemo: false }),
      strategy('M-META', 'เอ็ม เมตา', 'M Meta', { navIsDemo: demo }),
    ],
    total: 3,
  });

/** The /portfolio/performance periods the page asked for, in order. */
const periodsAsked = (fetchMock: ReturnType<typeof stubApi>['fetchMock']) =>
  fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/portfolio/performance'))
    .map((url) => new URLSearchParams(url.split('?')[1]).get('period'));

describe('investment overview', () => {
  beforeEach(() => {
    // jsdom has no layout: the charts measure 0×0 and say so; the figures are asserted in the tables.
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  });

  it('shows each chart with an accessible table of its figures', async () => {
    stubApi({
      'GET /portfolio/performance': answerOf('/portfolio/performance', 'get', performance()),
      'GET /strategies': strategies(false),
    });
    renderApp('/investment-overview', { user: investor, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Investment overview' })).toBeVisible();
    expect(
      await screen.findByText('Return (%) of each held strategy from 23/08/2026 to 20/11/2026'),
    ).toBeVisible();

    const returns = screen.getByRole('table', { name: 'Strategy return', hidden: true });
    const last = within(returns).getByRole('row', { name: /20\/11\/2026/, hidden: true });
    expect(
      within(last)
        .getAllByRole('cell', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['+12.34%', '-1.50%']);
    expect(
      within(returns).getByRole('columnheader', { name: 'M Bitcoin', hidden: true }),
    ).toBeInTheDocument();

    const ratio = screen.getByRole('table', { name: 'Share of total value by strategy' });
    expect(within(ratio).getByRole('row', { name: /M Bitcoin/ })).toHaveTextContent('66.67%');
    expect(within(ratio).getByRole('row', { name: /M Stable/ })).toHaveTextContent('33.33%');

    const unrealized = screen.getByRole('table', { name: 'Unrealized profit/loss by strategy' });
    const btcRow = within(unrealized).getByRole('row', { name: /M Bitcoin/ });
    expect(btcRow).toHaveTextContent('1,234.50');
    expect(btcRow).toHaveTextContent('+12.35%');
    const loss = within(within(unrealized).getByRole('row', { name: /M Stable/ })).getByText('-75.00');
    expect(loss).toHaveClass('pl-negative');
    expect(screen.queryByText(/Demo data/)).toBeNull();
  });

  it('asks for the chosen period', async () => {
    const { fetchMock } = stubApi({
      'GET /portfolio/performance': answerOf('/portfolio/performance', 'get', performance()),
      'GET /strategies': strategies(false),
    });
    renderApp('/investment-overview', { user: investor, language: 'en' });
    // Label in name (WCAG 2.5.3): a button is named by the text it shows; the full name is its description.
    const threeMonths = await screen.findByRole('button', { name: '3M' });
    expect(threeMonths).toHaveAttribute('aria-pressed', 'true');
    expect(threeMonths).toHaveAccessibleDescription('3 months');
    for (const name of ['1M', '6M', '1Y', 'YTD', 'All']) {
      expect(screen.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'false');
    }
    await userEvent.click(screen.getByRole('button', { name: '1Y' }));
    await waitFor(() => expect(periodsAsked(fetchMock).at(-1)).toBe('1Y'));
    expect(screen.getByRole('button', { name: '1Y' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'All' }));
    await waitFor(() => expect(periodsAsked(fetchMock).at(-1)).toBe('ALL'));
    expect(periodsAsked(fetchMock)[0]).toBe('3M');
  });

  it('labels demo data for held strategies with a demo NAV history', async () => {
    stubApi({
      'GET /portfolio/performance': answerOf('/portfolio/performance', 'get', performance()),
      'GET /strategies': strategies(true),
    });
    renderApp('/investment-overview', { user: investor });
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent('ข้อมูลตัวอย่าง: M-BTC ใช้ประวัติ NAV จำลอง');
    // M-META has a demo history but is not held.
    expect(note).not.toHaveTextContent('M-META');
  });

  it('has an empty state and reports a failed load', async () => {
    stubApi({
      'GET /portfolio/performance': [
        answerOf(
          '/portfolio/performance',
          'get',
          performance({ strategies: [], allocation: [], unrealized: [] }),
        ),
        problem(500, 'INTERNAL_ERROR'),
      ],
    });
    renderApp('/investment-overview', { user: investor });
    expect(await screen.findByText('คุณยังไม่ได้ถือกลยุทธ์ใด')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '1 เดือน' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ไม่สามารถโหลดภาพรวมการลงทุนได้ กรุณาลองใหม่');
  });

  it('in Thai: the period buttons read as they show, YTD in Thai; the figures say their NAV date and that they are preliminary', async () => {
    stubApi({
      'GET /portfolio/performance': answerOf('/portfolio/performance', 'get', performance()),
      'GET /strategies': strategies(false),
    });
    renderApp('/investment-overview', { user: investor });
    expect(await screen.findByRole('button', { name: 'ตั้งแต่ต้นปี' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('button', { name: 'YTD' })).toBeNull();
    expect(screen.getByRole('button', { name: '3 เดือน' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByText('มูลค่า ณ วันที่ NAV 20/11/2569')).toBeVisible();
    expect(screen.getByText('ตัวเลขเป็นค่าเบื้องต้นจาก NAV ล่าสุด มูลค่าของแต่ละวันจะยืนยันในวันทำการถัดไป')).toBeVisible();
  });

  it('a share reads as the table shows it in the chart tooltip; the as-of date is the latest NAV date', () => {
    expect(ratioText('en', '66.67')).toBe('66.67%');
    expect(ratioText('th', '100')).toBe('100.00%');
    expect(asOfDate(performance())).toBe('2026-11-20');
    expect(asOfDate(performance({ strategies: [] }))).toBeNull();
  });
});
