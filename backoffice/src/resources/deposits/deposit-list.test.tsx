import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { DepositList } from './deposit-list.tsx';
import { stubDepositsApi } from './deposits-stub-api.ts';

const { renderList, listQueries } = setUpListScreen('deposits', <DepositList />);

describe('deposits queue', () => {
  it('asks for deposits to verify, oldest first, and shows each with Thai labels', {
    timeout: 15_000,
  }, async () => {
    const requests = stubDepositsApi();
    await renderList();

    const row = (await screen.findByText('DEP-20261208-000021')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({
      filter: { status: 'PENDING' },
      sort: ['createdAt', 'ASC'],
      range: [0, 24],
    });
    for (const header of [
      'เลขที่รายการ',
      'ผู้ลงทุน',
      'จำนวนเงิน (บาท)',
      'ช่องทางชำระเงิน',
      'สถานะ',
      'หลักฐานการชำระเงิน',
      'สร้างเมื่อ',
    ]) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(within(row).getByText('สมศรี ใจดี')).toBeVisible();
    expect(within(row).getByText('150,000.00')).toBeVisible();
    expect(within(row).getByText('โอนเงินผ่านธนาคาร')).toBeVisible();
    expect(within(row).getByText('รอตรวจสอบ')).toBeVisible();
    expect(within(row).getByText('สลิป')).toBeVisible();
    const qrRow = screen.getByText('DEP-20261208-000027').closest('tr')!;
    expect(within(qrRow).getByText('ไม่มีหลักฐาน')).toBeVisible();
    // 02:00 UTC is 09:00 in Bangkok, in the Buddhist Era year.
    expect(within(row).getByText('08/12/2569 09:00')).toBeVisible();
    expect(screen.queryByText('DEP-20261208-000023')).toBeNull();
  });

  it('says what the bank’s latest notification found for each deposit, in Thai and English', async () => {
    stubDepositsApi();
    const view = await renderList();
    const row = async (ref: string) => within((await screen.findByText(ref)).closest('tr')!);

    expect((await row('DEP-20261208-000026')).getByText('ธนาคารแจ้งชำระ: ยอดไม่ตรง')).toBeVisible();
    expect((await row('DEP-20261208-000027')).getByText('ไม่มีหลักฐาน')).toBeVisible();
    expect((await row('DEP-20261208-000028')).getByText('ธนาคารแจ้งชำระ: ผู้ชำระไม่ใช่ผู้ลงทุน')).toBeVisible();
    expect((await row('DEP-20261208-000021')).getByText('สลิป')).toBeVisible();
    view.unmount();

    await renderList('en');
    expect((await row('DEP-20261208-000026')).getByText('Bank notification: amount differs')).toBeVisible();
  });

  it('sends the status, method and search filters to the API, in English too', {
    timeout: 30_000,
  }, async () => {
    const requests = stubDepositsApi();
    const user = userEvent.setup();
    await renderList('en');
    await screen.findByText('DEP-20261208-000021');
    expect(
      within(screen.getByText('DEP-20261208-000021').closest('tr')!).getByText('Somsri Jaidee'),
    ).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Rejected' }));
    await user.click(screen.getByRole('combobox', { name: 'Payment method' }));
    await user.click(await screen.findByRole('option', { name: 'Bank transfer' }));
    await user.type(screen.getByRole('textbox', { name: 'Search reference, e-mail or name' }), 'somsri');

    await waitFor(
      () =>
        expect(listQueries(requests).map((q) => q.filter)).toContainEqual({
          status: 'REJECTED',
          method: 'BANK_TRANSFER',
          q: 'somsri',
        }),
      { timeout: 5_000 },
    );
    expect(await screen.findByText('DEP-20261208-000024')).toBeVisible();
  });

  it('verifies the selected deposits one by one, each through its own approval, and says how many', async () => {
    const requests = stubDepositsApi('operations');
    const user = userEvent.setup();
    await renderInAdmin(
      <ResourceContextProvider value="deposits">
        <DepositList />
      </ResourceContextProvider>,
      'en',
      { withAuth: true },
    );
    for (const ref of ['DEP-20261208-000021', 'DEP-20261208-000026']) {
      const row = (await screen.findByText(ref)).closest('tr')!;
      await user.click(await within(row).findByRole('checkbox'));
    }
    await user.click(screen.getByRole('button', { name: /\(2\)$/ }));
    const confirm = await screen.findByRole('dialog', { name: 'Approve the 2 selected?' });
    expect(within(confirm).getByText(/DEP-20261208-000021, DEP-20261208-000026/)).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: /confirm/i }));
    expect(await screen.findByText('2 approved')).toBeVisible();
    expect(requests.filter((r) => r.method === 'POST').map((r) => r.url)).toEqual([
      '/api/admin/deposits/21/approve',
      '/api/admin/deposits/26/approve',
    ]);
  });
});
