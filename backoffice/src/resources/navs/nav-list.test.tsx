import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { NavList } from './nav-list.tsx';
import { stubNavsApi } from './navs-stub-api.ts';

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="navs">
      <NavList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');
const listFilters = (requests: SentRequest[]) =>
  requests
    .map((r) => new URL(r.url, 'http://backoffice.test'))
    .filter((u) => u.pathname === '/api/admin/navs')
    .map((u) => JSON.parse(u.searchParams.get('filter')!));

const btcRow = async () => (await screen.findByText('1,244.5000')).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('NAVs', () => {
  it('lists each NAV with its status, demo flag, maker and checker, newest first', async () => {
    const requests = stubNavsApi();
    await renderList('en');
    const row = await btcRow();
    expect(within(row).getByText('Pending approval')).toBeVisible();
    expect(within(row).getByText('maker@example.com')).toBeVisible();
    const stable = screen.getByText('10.3600').closest('tr')!;
    expect(within(stable).getByText('Approved')).toBeVisible();
    expect(within(stable).getByText('Demo')).toBeVisible();
    expect(within(stable).getByText('checker@example.com')).toBeVisible();
    const list = requests
      .map((r) => new URL(r.url, 'http://backoffice.test'))
      .find((u) => u.pathname === '/api/admin/navs')!;
    expect(JSON.parse(list.searchParams.get('sort')!)).toEqual(['navDate', 'DESC']);
  });

  it('opens on the NAVs waiting for a second staff member', async () => {
    const requests = stubNavsApi();
    await renderList('en');
    await btcRow();
    expect(listFilters(requests)[0]).toEqual({ status: 'PENDING' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Pending approval');
  });

  it('sends the strategy, status and date filters to the API', { timeout: 30_000 }, async () => {
    const requests = stubNavsApi();
    const user = userEvent.setup({ delay: null });
    await renderList();
    await btcRow();

    await user.click(screen.getByRole('combobox', { name: 'กลยุทธ์' }));
    await user.click(await screen.findByRole('option', { name: 'M-BTC — กลยุทธ์บิตคอยน์' }));
    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'รออนุมัติ' }));
    fireEvent.change(screen.getByLabelText('วันที่ NAV'), { target: { value: '2026-12-08' } });

    await waitFor(() =>
      expect(listFilters(requests)).toContainEqual({
        strategyCode: 'M-BTC',
        status: 'PENDING',
        navDate: '2026-12-08',
      }),
    );
  });

  it('a second staff member approves a pending NAV and is told what it settled', async () => {
    const requests = stubNavsApi('operations', 'checker@example.com');
    const user = userEvent.setup({ delay: null });
    await renderList('en');
    const row = await btcRow();

    await user.click(await within(row).findByRole('button', { name: 'Approve M-BTC 08/12/2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve the M-BTC NAV of 08/12/2026?')).toBeVisible();
    expect(within(dialog).getByText(/^The NAV 1,244\.5000 settles/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));

    expect(
      await screen.findByText(
        'NAV approved: 3 orders settled, units in 120.55000000, units out 4.00000000, amount in 150,000.00 THB, amount out 4,978.00 THB, fees 1,250.00 THB',
      ),
    ).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/navs/M-BTC_2026-12-08/approve', body: {} }),
    ]);
  });

  it('names the one order an approval settled, and formats the totals in the reader’s language', async () => {
    stubNavsApi('operations', 'checker@example.com', { ordersSettled: 1 });
    const user = userEvent.setup({ delay: null });
    await renderList('en');
    const row = await btcRow();
    await user.click(await within(row).findByRole('button', { name: 'Approve M-BTC 08/12/2026' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm approval' }),
    );
    expect(await screen.findByText(/^NAV approved: 1 order settled, units in 120\.55000000,/)).toBeVisible();
  });

  it('in Thai, counts the orders settled and writes the totals with their separators', async () => {
    stubNavsApi('operations', 'checker@example.com', { ordersSettled: 1 });
    const user = userEvent.setup({ delay: null });
    await renderList();
    const row = await btcRow();
    await user.click(await within(row).findByRole('button', { name: 'อนุมัติ M-BTC 08/12/2569' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('อนุมัติ NAV M-BTC วันที่ 08/12/2569?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));
    expect(
      await screen.findByText(
        'อนุมัติ NAV แล้ว ชำระราคา 1 คำสั่ง หน่วยเข้า 120.55000000 หน่วยออก 4.00000000 เงินเข้า 150,000.00 บาท เงินออก 4,978.00 บาท ค่าธรรมเนียม 1,250.00 บาท',
      ),
    ).toBeVisible();
  });

  it('with settlement off, the approval says the orders wait instead of "0 settled"', async () => {
    stubNavsApi('operations', 'checker@example.com', { settlementPaused: true });
    const user = userEvent.setup({ delay: null });
    await renderList();
    const row = await btcRow();
    await user.click(await within(row).findByRole('button', { name: 'อนุมัติ M-BTC 08/12/2569' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));
    expect(await screen.findByText(/^อนุมัติ NAV แล้ว แต่ยังไม่ชำระราคา/)).toBeVisible();
    expect(screen.queryByText(/ชำระราคา 0 คำสั่ง/)).toBeNull();
  });

  it('the staff member who entered a NAV sees no approve button on it', async () => {
    stubNavsApi('operations', 'maker@example.com');
    await renderList('en');
    const row = await btcRow();
    expect(
      await within(row).findByText('You entered this NAV; another staff member must approve it'),
    ).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('recognises the maker by the API’s enteredByMe, whatever e-mail the NAV shows', async () => {
    // Staff member 3 entered the M-BTC NAV and has since changed e-mail address.
    stubNavsApi('operations', 'somchai.maker@example.com', { staffId: 3 });
    await renderList('en');
    const row = await btcRow();
    expect(
      await within(row).findByText('You entered this NAV; another staff member must approve it'),
    ).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^Approve/ })).toBeNull();
  });

  it('offers Approve from the NAVs’ own answer, without looking the staff member up', async () => {
    const requests = stubNavsApi('operations', 'checker@example.com');
    await renderList('en');
    const row = await btcRow();

    expect(await within(row).findByRole('button', { name: 'Approve M-BTC 08/12/2026' })).toBeVisible();
    const paths = requests.map((r) => new URL(r.url, 'http://backoffice.test').pathname);
    expect(paths).not.toContain('/api/admin/users');
  });

  it('shows the API’s maker refusal if a maker approves anyway', async () => {
    // The screen sees another staff member's NAV; the API refuses anyway (say the NAV was entered again meanwhile).
    const requests = stubNavsApi('admin', 'other@example.com', { apiSaysMaker: true });
    const user = userEvent.setup({ delay: null });
    await renderList('th');
    const row = await btcRow();
    await user.click(await within(row).findByRole('button', { name: 'อนุมัติ M-BTC 08/12/2569' }));
    const dialog = await screen.findByRole('dialog');
    // The NAV date in the Buddhist Era year, as everywhere on Thai screens.
    expect(within(dialog).getByText('อนุมัติ NAV M-BTC วันที่ 08/12/2569?')).toBeVisible();
    expect(within(dialog).getByText(/^NAV 1,244\.5000 จะถูกใช้/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));

    expect(await screen.findByText('ผู้บันทึก NAV อนุมัติรายการของตนเองไม่ได้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/navs/M-BTC_2026-12-08/approve' }),
    ]);
  });

  it('rejecting needs a reason, then posts it', { timeout: 20_000 }, async () => {
    const requests = stubNavsApi('operations', 'checker@example.com');
    const user = userEvent.setup({ delay: null });
    await renderList('en');
    const row = await btcRow();

    await user.click(await within(row).findByRole('button', { name: 'Reject M-BTC 08/12/2026' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the M-BTC NAV of 08/12/2026' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason of 1 to 500 characters');
    expect(posts(requests)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Price source was stale');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByText('NAV rejected')).toBeVisible();
    expect(await within(await btcRow()).findByText('Price source was stale')).toBeVisible();
    expect(within(await btcRow()).getByText('Rejected')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/admin/navs/M-BTC_2026-12-08/reject',
        body: { reason: 'Price source was stale' },
      }),
    ]);
  });

  it('compliance staff read NAVs but see no action buttons and cannot enter one', async () => {
    stubNavsApi('compliance', 'compliance@example.com');
    await renderList('en');
    await btcRow();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter NAV' })).toBeNull();
  });

  it('names each row’s buttons with the strategy and the NAV date, after their visible text', async () => {
    stubNavsApi('operations', 'checker@example.com');
    await renderList('en');
    await btcRow();

    const approve = await screen.findAllByRole('button', { name: /^Approve/ });
    expect(approve.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Approve M-BTC 08/12/2026',
      'Approve M-META 08/12/2026',
    ]);
    expect(approve[0]).toHaveTextContent('Approve');
    const reject = screen.getAllByRole('button', { name: /^Reject/ });
    expect(reject.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Reject M-BTC 08/12/2026',
      'Reject M-META 08/12/2026',
    ]);
  });

  it('operations see the Enter NAV button', async () => {
    stubNavsApi('operations');
    await renderList('en');
    expect(await screen.findByRole('link', { name: 'Enter NAV' })).toBeVisible();
  });
});
