import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setUpListScreen } from '../../testing/list-screen.tsx';
import { InboxList } from './inbox-list.tsx';
import { stubInboxApi } from './inbox-stub-api.ts';

const { renderList, listQueries } = setUpListScreen('inbox', <InboxList />);

describe('inbox list', () => {
  it('asks for the newest items first, a page of 25, and shows the Thai topic and problem labels', async () => {
    const requests = stubInboxApi();
    await renderList();

    expect(await screen.findByText('สอบถามการเปิดบัญชี')).toBeVisible();
    expect(screen.getByText('การทำรายการ')).toBeVisible();
    expect(listQueries(requests)).toContainEqual({ filter: {}, sort: ['createdAt', 'DESC'], range: [0, 24] });

    const complaintRow = screen.getByText('CP-20260228-000005').closest('tr')!;
    expect(within(complaintRow).getByText('ข้อร้องเรียน')).toBeVisible();
    expect(within(complaintRow).getByText('กำลังดำเนินการ')).toBeVisible();
    expect(await within(complaintRow).findByText('compliance@example.com')).toBeVisible();
    const contactRow = screen.getByText('CB-20260301-000007').closest('tr')!;
    expect(within(contactRow).getByText('ยังไม่มอบหมาย')).toBeVisible();
    expect(within(contactRow).getByText('สมชาย ใจดี')).toBeVisible();
  });

  it('sends the kind, status and search filters to the API', async () => {
    const requests = stubInboxApi();
    const user = userEvent.setup();
    await renderList();

    await user.click(await screen.findByRole('combobox', { name: 'ประเภท' }));
    await user.click(await screen.findByRole('option', { name: 'ข้อร้องเรียน' }));
    await user.click(screen.getByRole('combobox', { name: 'สถานะ' }));
    await user.click(await screen.findByRole('option', { name: 'ใหม่' }));
    await user.type(screen.getByRole('textbox', { name: 'ค้นหา' }), 'anna');

    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: { kind: 'COMPLAINT', status: 'NEW', q: 'anna' },
          sort: ['createdAt', 'DESC'],
          range: [0, 24],
        }),
      { timeout: 3000 },
    );
  });

  it('counts the new items and narrows the list to them on click', async () => {
    const requests = stubInboxApi();
    const user = userEvent.setup();
    await renderList('en');

    await user.click(await screen.findByRole('button', { name: 'Show only new items (1)' }));

    expect(screen.getByText('1 new')).toBeVisible();
    await waitFor(
      () =>
        expect(listQueries(requests)).toContainEqual({
          filter: { status: 'NEW' },
          sort: ['createdAt', 'DESC'],
          range: [0, 24],
        }),
      { timeout: 3000 },
    );
    expect(await screen.findByText('Account creation enquiries')).toBeVisible();
  });
});
