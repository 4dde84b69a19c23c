import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { UserList } from './user-list.tsx';
import { stubUsersApi } from './users-stub-api.ts';

const { renderList, listQueries } = setUpListScreen('users', <UserList />);

describe('users list', () => {
  it('asks for the newest sign-ups first, a page of 25, and shows each user with Thai labels', async () => {
    const requests = stubUsersApi();
    await renderList();

    const lockedRow = (await screen.findByText('somchai@example.com')).closest('tr')!;
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });
    for (const header of ['อีเมล', 'ประเภทลูกค้า', 'สถานะ', 'ยืนยันอีเมลแล้ว', 'ถูกล็อก', 'วันที่สมัคร']) {
      expect(screen.getByRole('columnheader', { name: header })).toBeVisible();
    }
    expect(within(lockedRow).getByText('บุคคลธรรมดา')).toBeVisible();
    expect(within(lockedRow).getByText('ถูกล็อก')).toBeVisible();
    expect(within(lockedRow).getByText('ไม่มี (ลูกค้า)')).toBeVisible();
    expect(within(lockedRow).getByText(/2569/)).toBeVisible();

    const juristicRow = screen.getByText('acme@example.com').closest('tr')!;
    expect(within(juristicRow).getByText('นิติบุคคล')).toBeVisible();
    expect(within(juristicRow).getByText('รอยืนยันอีเมล')).toBeVisible();

    const adminRow = screen.getByText('admin@example.com').closest('tr')!;
    expect(within(adminRow).getByText('ใช้งานได้')).toBeVisible();
    expect(within(adminRow).getByText('ผู้ดูแลระบบ')).toBeVisible();
  });

  it('sends the search, customer type, locked and account kind filters to the API', async () => {
    const requests = stubUsersApi();
    const user = userEvent.setup();
    await renderList();

    await user.click(await screen.findByRole('combobox', { name: 'ประเภทลูกค้า' }));
    await user.click(await screen.findByRole('option', { name: 'บุคคลธรรมดา' }));
    await user.click(screen.getByRole('combobox', { name: 'ถูกล็อก' }));
    await user.click(await screen.findByRole('option', { name: 'ถูกล็อก' }));
    await user.click(screen.getByRole('combobox', { name: 'ประเภทบัญชี' }));
    await user.click(await screen.findByRole('option', { name: 'ลูกค้า' }));
    await user.type(screen.getByRole('textbox', { name: 'ค้นหาอีเมลหรือ UUID' }), 'somchai');

    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: { customerType: 'INDIVIDUAL', locked: true, staff: false, q: 'somchai' },
          sort: ['createdAt', 'DESC'],
          range: [0, 24],
        }),
      { timeout: 3000 },
    );
    await waitFor(() => expect(screen.queryByText('acme@example.com')).toBeNull());
    expect(screen.getByText('somchai@example.com')).toBeVisible();
  });

  it('shows each investor’s tier and filters by it; says when tiers are off', async () => {
    const requests = stubUsersApi('operations', { tiersOn: false });
    const user = userEvent.setup();
    await renderList('en');

    const row = (await screen.findByText('somchai@example.com')).closest('tr')!;
    expect(within(row).getByText('Gold')).toBeVisible();
    expect(screen.getByRole('columnheader', { name: 'Customer tier' })).toBeVisible();
    expect(await screen.findByText(/Customer tiers are off \(userTier\)/)).toBeVisible();

    await user.click(screen.getByRole('combobox', { name: 'Customer tier' }));
    await user.click(await screen.findByRole('option', { name: 'Gold' }));
    await waitFor(() =>
      expect(listQueries(requests)).toContainEqual({
        filter: { tier: 'GOLD' },
        sort: ['createdAt', 'DESC'],
        range: [0, 24],
      }),
    );
    await waitFor(() => expect(screen.queryByText('acme@example.com')).toBeNull());
  });

  it('reads in English when English is chosen', async () => {
    stubUsersApi();
    await renderList('en');

    const row = (await screen.findByText('acme@example.com')).closest('tr')!;
    expect(within(row).getByText('Juristic person')).toBeVisible();
    expect(within(row).getByText('Awaiting email verification')).toBeVisible();
    expect(within(row).getByText('None (customer)')).toBeVisible();
  });
});
