import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { problem, stubApi } from '../../test/stub-api.ts';
import { parseCodes } from './strategy-bits.tsx';
import { stableDetail, strategyDetail } from './test-data.ts';

const btc = strategyDetail();

/** The cells of one row of the comparison, by its header. */
function row(label: string) {
  const header = screen.getByRole('rowheader', { name: label });
  return within(header.closest('tr')!)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

describe('strategy comparison', () => {
  it('shows the picked strategies side by side: risk, band, NAV, every return, drawdown, fees, minimums, dealing', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', stableDetail),
    });
    renderApp('/strategies/compare?codes=M-BTC,M-STABLE', { language: 'en' });
    expect(await screen.findByRole('columnheader', { name: /M Bitcoin/ })).toBeVisible();
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers[1]).toContain('M Bitcoin');
    expect(headers[2]).toContain('M Stable');
    expect(row('Risk level')).toEqual(['Level 8', 'Level 5']);
    expect(row('Minimum investor risk band')).toEqual(['Moderate Risk', 'Low Risk']);
    expect(row('NAV per unit')).toEqual(['12.3456', '10.5000']);
    expect(row('As of')).toEqual(['20/11/2026', '20/11/2026']);
    // One notice for the demo data, not a badge in every cell; 7 days and 1 week are one row.
    expect(screen.getByRole('note')).toHaveTextContent(
      'The NAV and returns of M Bitcoin are demo data, not real performance.',
    );
    expect(row('1 day')).toEqual(['+0.50%', '+0.01%']);
    expect(row('7 days (1 week)')[0]).toContain('-1.25%');
    expect(screen.queryByRole('row', { name: /^1 week/ })).toBeNull();
    expect(row('3 months')[0]).toContain('+4.10%');
    expect(row('6 months')[0]).toContain('+8.00%');
    expect(row('1 year')[1]).toContain('+5.00%');
    expect(row('Year to date')[0]).toContain('-3.10%');
    expect(row('Maximum drawdown since inception')).toEqual(['-35.20%', '-0.80%']);
    expect(row('Initial/capital-increase fee')).toEqual(['0.25%', '0%']);
    expect(row('Switch-in fee')).toEqual(['0.2%', '0%']);
    expect(row('Performance fee')).toEqual(['10%', '0%']);
    expect(row('Total strategy cost per year')).toEqual(['1.85%', '0.6%']);
    expect(row('Minimum first investment')).toEqual(['10,000.00 THB', '10,000.00 THB']);
    expect(row('Minimum reduction')).toEqual(['1,000.00 THB', '500.00 THB']);
    expect(row('Order period')).toEqual(['Orders any time', 'Orders any time']);
    expect(row('Increase business days')[0]).toBe('Every business day');
    expect(row('Reduce business days')[1]).toBe('Every business day');
    expect(row('Cut-off time')).toEqual(['14:00', '14:00']);
    expect(row('Settlement')[0]).toBe('Within 2 business days (T+1)');
  });

  it('lets a signed-in investor invest in the compared strategies', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', stableDetail),
    });
    renderApp('/strategies/compare?codes=M-BTC,M-STABLE', { language: 'en', user: investor });
    expect(await screen.findByRole('link', { name: 'Invest' })).toHaveAttribute(
      'href',
      '/invest?codes=M-BTC,M-STABLE',
    );
  });

  it('removes one strategy from the comparison (signed out: no Invest)', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', stableDetail),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/strategies/compare?codes=M-BTC,M-STABLE', { language: 'en' });
    await user.click(await screen.findByRole('button', { name: 'Remove M Bitcoin from the comparison' }));
    expect(screen.queryByRole('link', { name: 'Invest' })).toBeNull();
    await waitFor(() => expect(router.state.location.search).toBe('?codes=M-STABLE'));
    await waitFor(() => expect(screen.queryByRole('columnheader', { name: /M Bitcoin/ })).toBeNull());
    expect(screen.getByRole('columnheader', { name: /M Stable/ })).toBeVisible();
    expect(screen.getByText('Pick at least 2 strategies to compare')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Back to all strategies' })).toHaveAttribute(
      'href',
      '/strategies?codes=M-STABLE',
    );
  });

  it('explains an empty comparison in Thai', async () => {
    stubApi({});
    renderApp('/strategies/compare');
    expect(await screen.findByText(/ยังไม่ได้เลือกกลยุทธ์ที่จะเปรียบเทียบ/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'กลับไปหน้ากลยุทธ์ทั้งหมด' })).toHaveAttribute('href', '/strategies');
  });

  it('names the codes that do not exist and still compares the others', async () => {
    stubApi({
      'GET /strategies/M-BTC': answerOf('/strategies/{code}', 'get', btc),
      'GET /strategies/M-STABLE': answerOf('/strategies/{code}', 'get', stableDetail),
      'GET /strategies/M-NOPE': problem(404, 'NOT_FOUND'),
    });
    renderApp('/strategies/compare?codes=M-BTC,m-nope,M-STABLE', { language: 'en' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No strategy with code M-NOPE');
    expect(screen.getByRole('columnheader', { name: /M Bitcoin/ })).toBeVisible();
    expect(screen.getByRole('columnheader', { name: /M Stable/ })).toBeVisible();
  });

  it('reads codes from the query: trimmed, upper-cased, no blanks, repeats or junk', () => {
    expect(parseCodes(' m-btc, M-STABLE,,M-BTC,<x>')).toEqual(['M-BTC', 'M-STABLE']);
    expect(parseCodes(null)).toEqual([]);
    expect(parseCodes('')).toEqual([]);
  });
});
