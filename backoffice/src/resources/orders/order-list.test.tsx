import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { settledOrdersPath } from '../settlements/settled-orders-link.tsx';
import { OrderList } from './order-list.tsx';
import { stubOrdersApi } from './orders-stub-api.ts';

const { renderList, listQueries } = setUpListScreen('orders', <OrderList />);
/** Bulk approval depends on the role, so the real auth provider answers it from `/api/me`. */
const renderWithRole = async () =>
  await renderInAdmin(
    <ResourceContextProvider value="orders">
      <OrderList />
    </ResourceContextProvider>,
    'en',
    { withAuth: true },
  );

describe('orders queue', () => {
  it('asks for orders awaiting approval, oldest first, and shows each with Thai labels', async () => {
    const requests = stubOrdersApi();
    await renderList();

    const row = (await screen.findByText('ORD-0011')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({
      filter: { stage: 'confirm' },
      sort: ['createdAt', 'ASC'],
      range: [0, 24],
    });
    for (const header of [
      'เลขที่รายการ',
      'อีเมลผู้ลงทุน',
      'ประเภท',
      'กลยุทธ์',
      'จำนวนเงิน / หน่วย',
      'สถานะ',
      'การชำระเงิน',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(within(row).getByText('somsri@example.com')).toBeVisible();
    expect(within(row).getByText('เพิ่มเงินลงทุน')).toBeVisible();
    expect(within(row).getByText('150,000.00 บาท')).toBeVisible();
    expect(within(row).getByText('รอการอนุมัติ')).toBeVisible();
    expect(within(row).getByText('ยอมรับแล้ว')).toBeVisible();
    // 02:00 UTC is 09:00 in Bangkok, in the Buddhist Era year.
    expect(within(row).getByText('08/12/2569 09:00')).toBeVisible();
    expect(screen.queryByText('ORD-0012')).toBeNull();
  });

  it('shows the deposit paying each increase and its status, or that there is none yet', async () => {
    stubOrdersApi();
    await renderList();

    const verified = (await screen.findByText('ORD-0011')).closest('tr')!;
    expect(within(verified).getByText('DEP-20261208-000021')).toBeVisible();
    expect(within(verified).getByText('ตรวจสอบแล้ว')).toBeVisible();
    const pending = screen.getByText('ORD-0015').closest('tr')!;
    expect(within(pending).getByText('DEP-20261208-000027')).toBeVisible();
    expect(within(pending).getByText('รอตรวจสอบ')).toBeVisible();
    const unpaid = screen.getByText('ORD-0016').closest('tr')!;
    expect(within(unpaid).getByText('ยังไม่มีรายการฝากเงิน')).toBeVisible();
  });

  it('offers the strategies the API lists, code and name in the reader’s language, searched as typed', async () => {
    const requests = stubOrdersApi();
    const user = userEvent.setup();
    await renderList('en');
    await screen.findByText('ORD-0011');

    await user.type(screen.getByRole('combobox', { name: 'Strategy' }), 'stable');
    expect(await screen.findByRole('option', { name: 'M-STABLE — Stablecoin Strategy' })).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('option', { name: /^M-BTC/ })).toBeNull());
    // The search is debounced: "stab" may already have narrowed the options before "stable" is asked for.
    const searches = () =>
      requests
        .map((r) => new URL(r.url, 'http://backoffice.test'))
        .filter((u) => u.pathname === '/api/admin/strategies')
        .map((u) => JSON.parse(u.searchParams.get('filter')!));
    await waitFor(() => expect(searches()).toContainEqual({ q: 'stable' }));

    await user.click(screen.getByRole('option', { name: 'M-STABLE — Stablecoin Strategy' }));
    await waitFor(() =>
      expect(listQueries(requests).map((q) => q.filter)).toContainEqual({
        stage: 'confirm',
        strategyCode: 'M-STABLE',
      }),
    );
  });

  it('filters orders by whether their payment is verified', async () => {
    const requests = stubOrdersApi();
    const user = userEvent.setup();
    await renderList('en');
    await screen.findByText('ORD-0011');

    await user.click(screen.getByRole('combobox', { name: 'Payment received' }));
    await user.click(await screen.findByRole('option', { name: 'Not verified yet' }));

    await waitFor(() =>
      expect(listQueries(requests).map((q) => q.filter)).toContainEqual({ stage: 'confirm', funded: false }),
    );
  });

  it('opened from a settlement run, asks for what that run settled rather than the approval queue', async () => {
    const requests = stubOrdersApi();
    window.location.hash = `#${settledOrdersPath({ strategyCode: 'M-BTC', tradeDate: '2026-12-08' })}`;
    await renderList('en');

    expect(await screen.findByText('ORD-0012')).toBeVisible();
    expect(listQueries(requests).map((q) => q.filter)).toEqual([
      { strategyCode: 'M-BTC', tradeDate: '2026-12-08', stage: 'success' },
    ]);
  });

  it('names both legs of a switch, out then in', async () => {
    const requests = stubOrdersApi();
    const user = userEvent.setup();
    await renderList('en');
    await screen.findByText('ORD-0011');

    await user.click(screen.getByRole('combobox', { name: 'Stage' }));
    await user.click(await screen.findByRole('option', { name: 'Completed' }));

    const row = (await screen.findByText('ORD-0012')).closest('tr')!;
    expect(within(row).getByText('Switch M-BTC → M-STABLE')).toBeVisible();
    expect(within(row).getByText('Not needed')).toBeVisible();
    expect(within(row).getByText('Completed')).toBeVisible();
    await waitFor(() =>
      expect(listQueries(requests).map((q) => q.filter)).toContainEqual({ stage: 'success' }),
    );
  });

  it('sends the stage, kind, strategy, trade date and search filters to the API', {
    timeout: 30_000,
  }, async () => {
    const requests = stubOrdersApi();
    const user = userEvent.setup();
    await renderList();
    await screen.findByText('ORD-0011');

    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'ไม่อนุมัติ' }));
    await user.click(screen.getByRole('combobox', { name: 'ประเภท' }));
    await user.click(await screen.findByRole('option', { name: 'ลดเงินลงทุน' }));
    await user.click(screen.getByRole('combobox', { name: 'กลยุทธ์' }));
    await user.click(await screen.findByRole('option', { name: 'M-STABLE — กลยุทธ์สเตเบิลคอยน์' }));
    fireEvent.change(screen.getByLabelText('วันที่ทำรายการ'), { target: { value: '2026-12-08' } });
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาเลขที่รายการหรืออีเมล' }), 'somsri');

    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: {
            stage: 'reject',
            kind: 'reduce',
            strategyCode: 'M-STABLE',
            tradeDate: '2026-12-08',
            q: 'somsri',
          },
          sort: ['createdAt', 'ASC'],
          range: [0, 24],
        }),
      { timeout: 3000 },
    );
  });

  it('approves the selected orders one by one and lists, with the reason, those the API refuses', async () => {
    const requests = stubOrdersApi('operations', { refuseUnfunded: true });
    const user = userEvent.setup();
    await renderWithRole();
    await screen.findByText('ORD-0011');
    await user.click(screen.getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Approve (3)' }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve the 3 selected?' });
    expect(within(confirm).getByText(/ORD-0011, ORD-0015, ORD-0016/)).toBeVisible();
    await user.click(within(confirm).getByRole('button', { name: 'Confirm approval' }));

    const refused = await screen.findByRole('dialog', { name: '2 could not be approved' });
    const reason = 'The deposit for this order has not been verified yet, so it cannot be approved';
    expect(within(refused).getByText('ORD-0015').closest('li')).toHaveTextContent(`ORD-0015: ${reason}`);
    expect(within(refused).getByText('ORD-0016').closest('li')).toHaveTextContent(`ORD-0016: ${reason}`);
    expect(within(refused).queryByText('ORD-0011')).toBeNull();
    // Each order went through its own approval, as a single one does.
    const approvals = requests.filter((r) => r.method === 'POST').map((r) => r.url);
    expect(approvals).toEqual([
      '/api/admin/orders/11/approve',
      '/api/admin/orders/15/approve',
      '/api/admin/orders/16/approve',
    ]);
    expect(await screen.findByText('1 approved')).toBeVisible();
  });

  it('offers no bulk approval to a role that cannot decide orders', async () => {
    stubOrdersApi('support');
    await renderWithRole();
    await screen.findByText('ORD-0011');
    await permissionsKnown();
    expect(screen.queryByRole('checkbox', { name: 'Select all' })).toBeNull();
  });
});
