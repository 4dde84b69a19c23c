import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { investor, renderApp } from '../../test/render-app.tsx';
import { descriptionOf } from '../../test/render-with-providers.tsx';
import { stubApi } from '../../test/stub-api.ts';
import { strategy } from '../orders/test-fixtures.ts';
import { transaction } from '../portfolio/test-fixtures.ts';
import type { TransactionPage } from './api.ts';

const switchRow = transaction({
  id: 52,
  ref: 'ORD-20261123-0052',
  kind: 'switch',
  stage: 'approved',
  toStrategyCode: 'M-STABLE',
  toStrategyName: { th: 'เอ็ม สเตเบิล', en: 'M Stable' },
  tradeDate: '2026-11-23',
  amount: '5250.00',
  units: '500.0000',
  unitsIn: '498.1000',
  unitsOut: '500.0000',
  nav: '10.5000',
  fee: '12.50',
  paymentType: null,
  receiveType: 'SWITCH',
  switchOutRef: 'SWO-0052',
  switchInRef: 'SWI-0052',
  preliminary: true,
});
const rejected = transaction({
  id: 53,
  ref: 'ORD-20261123-0053',
  stage: 'reject',
  rejectReason: 'Deposit not received',
});

const reduction = transaction({
  id: 54,
  ref: 'ORD-20261123-0054',
  kind: 'reduce',
  stage: 'success',
  payout: {
    id: 9,
    status: 'PAID',
    amount: '1232.22',
    valueDate: '2026-11-25',
    accountEnding: '7890',
    walletNetwork: null,
    walletAddressShort: null,
    bankReference: 'KB-7781',
  },
});

const page = (extra: Partial<TransactionPage> = {}): TransactionPage => ({
  data: [switchRow, rejected, reduction],
  total: 45,
  page: 1,
  pageSize: 20,
  summary: {
    count: 2,
    amountIn: '10000.00',
    amountOut: '5250.00',
    unitsIn: '1450.4810',
    unitsOut: '500.0000',
  },
  cutOffTime: '14:00',
  ...extra,
});

const strategies = answerOf('/strategies', 'get', {
  data: [strategy('M-BTC', 'เอ็ม บิทคอยน์', 'M Bitcoin'), strategy('M-STABLE', 'เอ็ม สเตเบิล', 'M Stable')],
  total: 2,
});

/** The query strings the page asked /transactions with, in order. */
function transactionQueries(fetchMock: ReturnType<typeof stubApi>['fetchMock']) {
  return fetchMock.mock.calls
    .map(([input]) => String(input))
    .filter((url) => url.startsWith('/api/transactions'))
    .map((url) => new URLSearchParams(url.split('?')[1] ?? ''));
}

/** A screen of `width` px as `matchMedia` reports it to the page. */
function screenOf(width: number) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0) <= width,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
}

describe('transaction history on a phone', () => {
  it('under 640 px each transaction is a card: type, strategy, amount, status and date, with its details link', async () => {
    screenOf(390);
    const unpaid = transaction({
      id: 54,
      ref: 'ORD-20261123-0054',
      stage: 'confirm',
      paymentStatus: null,
      preliminary: true,
    });
    stubApi({
      'GET /transactions': answerOf('/transactions', 'get', page({ data: [unpaid, rejected] })),
      'GET /strategies': strategies,
    });
    renderApp('/transactions', { user: investor, language: 'en' });
    const cards = await screen.findByRole('list', { name: 'Transactions' });
    expect(screen.queryByRole('table')).toBeNull();
    const [first, second] = within(cards).getAllByRole('listitem');
    expect(within(first!).getByRole('heading', { name: /^Increase/ })).toBeVisible();
    expect(within(first!).getByRole('link', { name: 'Details of ORD-20261123-0054' })).toHaveAttribute(
      'href',
      '/orders/54',
    );
    const fields = Object.fromEntries(
      within(first!)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(fields).toEqual({
      Strategy: 'M Bitcoin',
      'Amount (THB)': '10,000.00',
      Stage: 'Awaiting payment',
      Date: '20/11/2026 13:30',
    });
    expect(second).toHaveTextContent('Deposit not received');
  });

  it('at 640 px and wider the history is the table', async () => {
    screenOf(1366);
    stubApi({ 'GET /transactions': answerOf('/transactions', 'get', page()), 'GET /strategies': strategies });
    renderApp('/transactions', { user: investor, language: 'en' });
    expect(await screen.findByRole('table', { name: 'Transactions' })).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Transactions' })).toBeNull();
  });
});

describe('transaction history', () => {
  it('shows every field of a row, the page summary and the cut-off note', async () => {
    stubApi({ 'GET /transactions': answerOf('/transactions', 'get', page()), 'GET /strategies': strategies });
    renderApp('/transactions', { user: investor, language: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Transaction history' })).toBeVisible();
    expect(
      screen.getByText(
        'Orders confirmed before 14:00 on a business day trade at that day’s NAV; after it, at the next business day’s.',
      ),
    ).toBeVisible();
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const row = within(table).getByRole('row', { name: /ORD-20261123-0052/ });
    expect(within(row).getByRole('link', { name: 'Details of ORD-20261123-0052' })).toHaveAttribute(
      'href',
      '/orders/52',
    );
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual([
      '20/11/2026 13:30',
      '23/11/2026',
      'Switch',
      'M Bitcoin → M Stable',
      'Approved, awaiting NAV',
      '5,250.00',
      '500.0000',
      '10.5000',
      '12.50',
      '498.1000',
      '500.0000',
      'SWO-0052',
      'SWI-0052',
      '-',
      'Switch to another strategy',
      '-',
      '-',
    ]);
    expect(within(row).getByText('Awaiting NAV')).toBeVisible();
    // A settled reduction shows its payout: status, value date, amount, account ending and the bank's reference.
    const paid = within(table).getByRole('row', { name: /ORD-20261123-0054/ });
    expect(paid).toHaveTextContent('Paid · 25/11/2026');
    expect(paid).toHaveTextContent('1,232.22 · ending 7890 · KB-7781');
    const rejectedRow = within(table).getByRole('row', { name: /ORD-20261123-0053/ });
    expect(rejectedRow).toHaveTextContent('Reject');
    expect(rejectedRow).toHaveTextContent('Deposit not received');
    expect(rejectedRow).toHaveTextContent('Bank transfer');
    expect(within(rejectedRow).queryByText('Awaiting NAV')).toBeNull();

    const summary = screen.getByRole('region', { name: 'This page' });
    expect(summary).toHaveTextContent('Transactions2');
    expect(summary).toHaveTextContent('Amount in (THB)10,000.00');
    expect(summary).toHaveTextContent('Amount out (THB)5,250.00');
    expect(summary).toHaveTextContent('Units in1,450.4810');
    expect(summary).toHaveTextContent('Units out500.0000');
    expect(screen.getByText('Page 1 of 3')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
  });

  it('reads its filters from the URL, shows dates in the Buddhist Era and pages with them kept', async () => {
    const { fetchMock } = stubApi({
      'GET /transactions': [
        answerOf('/transactions', 'get', page()),
        answerOf('/transactions', 'get', page({ page: 2 })),
      ],
      'GET /strategies': strategies,
    });
    const { router } = renderApp(
      '/transactions?from=2026-11-01&to=2026-11-23&kind=switch&stage=approved&strategyCode=M-BTC',
      {
        user: investor,
      },
    );
    await screen.findByRole('table', { name: 'รายการ' });
    expect(screen.getByLabelText('ตั้งแต่วันที่ซื้อขาย (วว/ดด/ปปปป)')).toHaveValue('01/11/2569');
    expect(screen.getByLabelText('ถึงวันที่ซื้อขาย (วว/ดด/ปปปป)')).toHaveValue('23/11/2569');
    expect(screen.getByLabelText('ประเภทรายการ')).toHaveValue('switch');
    expect(screen.getByLabelText('สถานะ')).toHaveValue('approved');
    await waitFor(() => expect(screen.getByLabelText('กลยุทธ์')).toHaveValue('M-BTC'));
    const first = transactionQueries(fetchMock)[0]!;
    expect(Object.fromEntries(first)).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      kind: 'switch',
      stage: 'approved',
      strategyCode: 'M-BTC',
      pageSize: '20',
    });
    const csv = screen.getByRole('link', { name: 'ดาวน์โหลดรายการตามช่วงที่ค้นหา (CSV)' });
    expect(Object.fromEntries(new URLSearchParams(csv.getAttribute('href')!.split('?')[1]))).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
      kind: 'switch',
      stage: 'approved',
      strategyCode: 'M-BTC',
      format: 'csv',
    });

    await userEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    await screen.findByText('หน้า 2 จาก 3');
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('switch');
    expect(transactionQueries(fetchMock).at(-1)?.get('page')).toBe('2');
  });

  it('searches with the typed dates and choices, putting them in the URL', async () => {
    const { fetchMock } = stubApi({
      'GET /transactions': answerOf('/transactions', 'get', page()),
      'GET /strategies': strategies,
    });
    const { router } = renderApp('/transactions?page=2', { user: investor, language: 'en' });
    await screen.findByRole('table', { name: 'Transactions' });
    await userEvent.type(screen.getByLabelText('From trade date (DD/MM/YYYY)'), '01/11/2569');
    await userEvent.type(screen.getByLabelText('To trade date (DD/MM/YYYY)'), '23/11/2026');
    await screen.findByRole('option', { name: 'M Stable (M-STABLE)' });
    await userEvent.selectOptions(screen.getByLabelText('Strategy'), 'M-STABLE');
    await userEvent.selectOptions(screen.getByLabelText('Kind'), 'Reduce');
    await userEvent.selectOptions(screen.getByLabelText('Stage'), 'Completed');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
        from: '2026-11-01',
        to: '2026-11-23',
        strategyCode: 'M-STABLE',
        kind: 'reduce',
        stage: 'success',
      }),
    );
    await waitFor(() => expect(transactionQueries(fetchMock).at(-1)?.get('strategyCode')).toBe('M-STABLE'));
    expect(transactionQueries(fetchMock).at(-1)?.get('page')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses an impossible date or a reversed range without searching', async () => {
    const { fetchMock } = stubApi({ 'GET /transactions': answerOf('/transactions', 'get', page()) });
    const { router } = renderApp('/transactions', { user: investor });
    await screen.findByRole('table', { name: 'รายการ' });
    const before = transactionQueries(fetchMock).length;
    const from = screen.getByLabelText('ตั้งแต่วันที่ซื้อขาย (วว/ดด/ปปปป)');
    await userEvent.type(from, '31/04/2569');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(descriptionOf(from)).toContain('กรุณากรอกวันที่ในรูปแบบ วว/ดด/ปปปป');
    await userEvent.clear(from);
    await userEvent.type(from, '24/11/2569');
    const to = screen.getByLabelText('ถึงวันที่ซื้อขาย (วว/ดด/ปปปป)');
    await userEvent.type(to, '23/11/2569');
    await userEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(descriptionOf(to)).toContain('วันที่เริ่มต้นต้องไม่อยู่หลังวันที่สิ้นสุด');
    expect(router.state.location.search).toBe('');
    expect(transactionQueries(fetchMock)).toHaveLength(before);
  });

  it('says when nothing matches', async () => {
    stubApi({
      'GET /transactions': answerOf(
        '/transactions',
        'get',
        page({
          data: [],
          total: 0,
          summary: { count: 0, amountIn: '0', amountOut: '0', unitsIn: '0', unitsOut: '0' },
        }),
      ),
    });
    renderApp('/transactions?kind=reduce', { user: investor });
    expect(await screen.findByText('ไม่พบรายการตามเงื่อนไขที่เลือก')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
