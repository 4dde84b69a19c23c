import { answerOf } from '@fund/contract/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { flagsAnswer, problem, stubApi } from '../../test/stub-api.ts';
import { displayCurrencyKey } from './display-currency.tsx';
import { holding, readyProgress, summary } from './test-fixtures.ts';

/** The value shown under a figure's label in the overview's figures list. */
function figure(label: string) {
  const term = screen.getByText(label, { selector: 'dt' });
  return term.nextElementSibling?.textContent;
}

const flags = (on: boolean) => flagsAnswer({ flags: { mfundCurrencySwitcher: on } });
const rate = (value: string | null, rateDate: string | null) =>
  answerOf('/fx-rates/latest', 'get', { currency: 'USD', rate: value, rateDate });

const overviewApi = (extra: Record<string, Response>) =>
  stubApi({
    'GET /kyc/progress': readyProgress(),
    'GET /portfolio/summary': answerOf('/portfolio/summary', 'get', summary()),
    'GET /portfolio/holdings': answerOf('/portfolio/holdings', 'get', { data: [holding()] }),
    ...extra,
  });

describe('showing values in THB or USD', () => {
  it('in USD the values are converted at the latest approved rate, shown with its date; orders stay in THB', async () => {
    overviewApi({
      'GET /feature-flags': flags(true),
      'GET /fx-rates/latest': rate('36.500000', '2026-11-26'),
    });
    const user = userEvent.setup();
    renderApp('/portfolio', { user: investor, language: 'en' });
    const usd = await screen.findByRole('button', { name: 'Dollars (USD)' });
    expect(screen.getByRole('button', { name: 'Baht (THB)' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Total value')).toBe('10,500.00');

    await user.click(usd);
    expect(usd).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText(/^Reference rate 1 USD = 36\.5000 THB, 26\/11\/2026 · Orders, payments and documents/),
    ).toBeVisible();
    // Worked by hand at 36.5 THB per USD, 2 places half-up: 10,500 → 287.67; 10,000 → 273.97; 500 → 13.70;
    // -12.34 → -0.34; 25,000 → 684.93.
    expect(figure('Total value')).toBe('287.67 USD');
    expect(figure('Principal value')).toBe('273.97 USD');
    expect(figure('Profit from principal')).toBe('13.70 USD');
    expect(figure('Total profit/loss')).toBe('-0.34 USD');
    expect(figure('Accumulated investment')).toBe('684.93 USD');
    expect(figure('Profit from principal (%)')).toBe('+5.00%');
    // Pending orders and the latest transactions are orders: in THB.
    expect(figure('Pending orders')).toBe('Count 1 · 15,000.00 THB');
    expect(screen.getByRole('region', { name: 'Latest transactions' })).toHaveTextContent('10,000.00');

    const holdings = screen.getByRole('table', { name: 'My holdings by strategy' });
    expect(within(holdings).getByRole('columnheader', { name: 'Value (USD)' })).toBeVisible();
    const row = within(holdings).getByRole('row', { name: /M Bitcoin/ });
    expect(row).toHaveTextContent('287.67');
    expect(row).toHaveTextContent('13.70 (+5.00%)');
    expect(row).toHaveTextContent('952.3810');
    // The choice is remembered on this device.
    expect(window.localStorage.getItem(displayCurrencyKey)).toBe('USD');
  });

  it('opens in USD when this device chose it before, in Thai with the Buddhist Era date', async () => {
    window.localStorage.setItem(displayCurrencyKey, 'USD');
    overviewApi({
      'GET /feature-flags': flags(true),
      'GET /fx-rates/latest': rate('36.500000', '2026-11-26'),
    });
    renderApp('/portfolio', { user: investor, language: 'th' });
    expect(await screen.findByText(/^อัตราอ้างอิง 1 USD = 36\.5000 THB, 26\/11\/2569/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'ดอลลาร์ (USD)' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('มูลค่ารวม')).toBe('287.67 USD');
  });

  it('with no approved rate yet, USD is disabled with the reason and values stay in THB', async () => {
    window.localStorage.setItem(displayCurrencyKey, 'USD');
    overviewApi({ 'GET /feature-flags': flags(true), 'GET /fx-rates/latest': rate(null, null) });
    renderApp('/portfolio', { user: investor, language: 'en' });
    const usd = await screen.findByRole('button', { name: 'Dollars (USD)' });
    expect(usd).toBeDisabled();
    expect(usd).toHaveAccessibleDescription(
      'Values cannot be shown in USD yet: no reference exchange rate has been approved',
    );
    expect(screen.getByRole('button', { name: 'Baht (THB)' })).toHaveAttribute('aria-pressed', 'true');
    expect(figure('Total value')).toBe('10,500.00');
  });

  it('with mfundCurrencySwitcher off there is no switch, no rate is asked for, and values are in THB', async () => {
    window.localStorage.setItem(displayCurrencyKey, 'USD');
    const { callsTo } = overviewApi({
      'GET /feature-flags': flags(false),
      'GET /fx-rates/latest': problem(403, 'FX_DISPLAY_DISABLED'),
    });
    renderApp('/portfolio', { user: investor, language: 'en' });
    expect(await screen.findByText('Total value')).toBeVisible();
    await vi.waitFor(() => expect(callsTo('GET /feature-flags').length).toBeGreaterThan(0));
    expect(figure('Total value')).toBe('10,500.00');
    expect(screen.queryByRole('button', { name: 'Dollars (USD)' })).toBeNull();
    expect(screen.queryByText(/Show values in/)).toBeNull();
    expect(callsTo('GET /fx-rates/latest')).toEqual([]);
  });

  it('the investment overview converts the unrealized profit/loss too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    window.localStorage.setItem(displayCurrencyKey, 'USD');
    stubApi({
      'GET /feature-flags': flags(true),
      'GET /fx-rates/latest': rate('36.500000', '2026-11-26'),
      'GET /strategies': answerOf('/strategies', 'get', { data: [], total: 0 }),
      'GET /portfolio/performance': answerOf('/portfolio/performance', 'get', {
        period: '3M',
        from: '2026-08-23',
        to: '2026-11-20',
        strategies: [],
        allocation: [{ strategyCode: 'M-BTC', ratioPercent: '100.00' }],
        unrealized: [
          { strategyCode: 'M-BTC', amount: '1234.50', percent: '12.35' },
          { strategyCode: 'M-STABLE', amount: '-75.00', percent: '-1.50' },
        ],
      }),
    });
    renderApp('/investment-overview', { user: investor, language: 'en' });
    const table = await screen.findByRole('table', { name: 'Unrealized profit/loss by strategy' });
    expect(await screen.findByText(/^Reference rate 1 USD = 36\.5000 THB, 26\/11\/2026/)).toBeVisible();
    expect(within(table).getByRole('columnheader', { name: 'Amount (USD)' })).toBeVisible();
    // 1,234.50 / 36.5 = 33.821… → 33.82; -75.00 / 36.5 = -2.0547… → -2.05
    expect(within(table).getByRole('row', { name: /M-BTC/ })).toHaveTextContent('33.82');
    expect(within(table).getByRole('row', { name: /M-STABLE/ })).toHaveTextContent('-2.05');
  });
});
