import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { answerStrategies } from '../../testing/strategies-answer.ts';
import { SettlementList } from './settlement-list.tsx';
import type { SettlementRecord } from './types.ts';

const runs: SettlementRecord[] = [
  {
    id: 4,
    strategyCode: 'M-BTC',
    tradeDate: '2026-12-08',
    nav: '1244.5000',
    ordersSettled: 3,
    unitsIn: '120.55000000',
    unitsOut: '4.00000000',
    amountIn: '150000.00',
    amountOut: '4978.00',
    fees: '1250.00',
    approvedBy: 'checker@example.com',
    createdAt: '2026-12-08T11:30:00Z',
  },
];

const stubSettlementsApi = () =>
  stubFetch(
    (request) =>
      answerStrategies(new URL(request.url, 'http://backoffice.test')) ??
      jsonResponse(runs, { headers: { 'Content-Range': 'settlements 0-0/1' } }),
  );

const { renderList, listQueries } = setUpListScreen('settlements', <SettlementList />);

describe('settlement results', () => {
  it('shows what each NAV approval settled, newest trade date first', async () => {
    const requests = stubSettlementsApi();
    renderList('en');
    const row = (await screen.findByText('checker@example.com')).closest('tr')!;
    expect(within(row).getByText('M-BTC')).toBeVisible();
    expect(within(row).getByText('1,244.5000')).toBeVisible();
    expect(within(row).getByText('3')).toBeVisible();
    expect(within(row).getByText('120.55000000')).toBeVisible();
    expect(within(row).getByText('4.00000000')).toBeVisible();
    expect(within(row).getByText('150,000.00')).toBeVisible();
    expect(within(row).getByText('4,978.00')).toBeVisible();
    expect(within(row).getByText('1,250.00')).toBeVisible();
    // 11:30 UTC is 18:30 in Bangkok.
    expect(within(row).getByText('08/12/2026 18:30')).toBeVisible();
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['tradeDate', 'DESC'], range: [0, 24] });
    expect(screen.queryByRole('button', { name: /Approve|Reject|Delete/ })).toBeNull();
  });

  it('opens the orders a run settled: its strategy and trade date, stage success', async () => {
    stubSettlementsApi();
    const user = userEvent.setup({ delay: null });
    renderList('en');
    const link = await screen.findByRole('link', { name: 'View orders M-BTC 08/12/2026' });
    const expected = { strategyCode: 'M-BTC', tradeDate: '2026-12-08', stage: 'success' };
    const filterOf = (path: string) =>
      JSON.parse(new URLSearchParams(path.slice(path.indexOf('?'))).get('filter')!);
    expect(link.getAttribute('href')).toMatch(/^#\/orders\?/);
    expect(filterOf(link.getAttribute('href')!)).toEqual(expected);

    await user.click(screen.getByText('checker@example.com'));
    await waitFor(() => expect(window.location.hash).toMatch(/^#\/orders\?/));
    expect(filterOf(window.location.hash)).toEqual(expected);
  });

  it('sends the strategy and trade date filters to the API', async () => {
    const requests = stubSettlementsApi();
    const user = userEvent.setup({ delay: null });
    renderList();
    await screen.findByText('checker@example.com');

    await user.click(screen.getByRole('combobox', { name: 'กลยุทธ์' }));
    await user.click(await screen.findByRole('option', { name: 'M-INFRA — กลยุทธ์โครงสร้างพื้นฐานบล็อกเชน' }));
    fireEvent.change(screen.getByLabelText('วันที่ทำรายการ'), { target: { value: '2026-12-08' } });

    await waitFor(() =>
      expect(listQueries(requests).map((q) => q.filter)).toContainEqual({
        strategyCode: 'M-INFRA',
        tradeDate: '2026-12-08',
      }),
    );
  });
});
