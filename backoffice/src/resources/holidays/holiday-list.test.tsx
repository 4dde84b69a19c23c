import { answerOf } from '@fund/contract/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { listRange, staffMe, stubFetch } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { HolidayList } from './holiday-list.tsx';
import type { Holiday } from './types.ts';

const days: Holiday[] = [
  {
    id: '2026-12-07',
    date: '2026-12-07',
    nameTh: 'วันหยุดชดเชยวันพ่อ',
    nameEn: 'Substitution day',
    source: 'SUBSTITUTE',
  },
  {
    id: '2026-12-10',
    date: '2026-12-10',
    nameTh: 'วันรัฐธรรมนูญ',
    nameEn: 'Constitution Day',
    source: 'LIBRARY',
  },
];

function stubCalendarApi(role: string) {
  return stubFetch((request) => {
    const url = new URL(request.url, 'http://backoffice.test');
    if (url.pathname === '/api/me') {
      return staffMe(role, { uuid: 'u-1', email: `${role}@example.com` });
    }
    if (request.method === 'DELETE') return answerOf('/admin/holidays/{id}', 'delete', days[1]!);
    return answerOf('/admin/holidays', 'get', days, listRange('holidays', days.length));
  });
}

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="holidays">
      <HolidayList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('holidays', () => {
  it('lists this year’s closed days in date order, DD/MM/YYYY with the Buddhist year, and their source', async () => {
    const requests = stubCalendarApi('operations');
    await renderList();
    const constitution = (await screen.findByText('วันรัฐธรรมนูญ')).closest('tr')!;
    expect(within(constitution).getByText(/10\/12\/2569/)).toBeVisible();
    expect(within(constitution).getByText('วันหยุดราชการ')).toBeVisible();
    expect(screen.getByText('วันหยุดชดเชย')).toBeVisible();
    const list = requests
      .map((r) => new URL(r.url, 'http://backoffice.test'))
      .find((u) => u.pathname === '/api/admin/holidays')!;
    expect(JSON.parse(list.searchParams.get('sort')!)).toEqual(['date', 'ASC']);
    expect(JSON.parse(list.searchParams.get('filter')!)).toEqual({ year: expect.any(Number) });
  });

  it('operations open a day again after confirming; the API gets a DELETE of that date', async () => {
    const requests = stubCalendarApi('operations');
    const user = userEvent.setup();
    await renderList('en');
    const row = (await screen.findByText('Constitution Day')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'Open this day 10/12/2026' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'DELETE' && r.url === '/api/admin/holidays/2026-12-10')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('10/12/2026 is a business day again')).toBeVisible();
  });

  it('asks and confirms in Thai with the date in the Buddhist Era year', async () => {
    stubCalendarApi('admin');
    const user = userEvent.setup();
    await renderList('th');
    const row = (await screen.findByText('วันรัฐธรรมนูญ')).closest('tr')!;
    await user.click(await within(row).findByRole('button', { name: 'เปิดทำการวันนี้ 10/12/2569' }));
    expect(await screen.findByText('เปิดทำการวันที่ 10/12/2569?')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ยืนยัน' }));
    expect(await screen.findByText('เปิดทำการวันที่ 10/12/2569 แล้ว')).toBeVisible();
  });

  it('names each row’s button with its date, after the visible text', async () => {
    stubCalendarApi('operations');
    await renderList('en');
    const buttons = await screen.findAllByRole('button', { name: /^Open this day/ });
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual([
      'Open this day 07/12/2026',
      'Open this day 10/12/2026',
    ]);
    expect(buttons[0]).toHaveTextContent('Open this day');
  });

  it('compliance staff read the calendar but cannot change it', async () => {
    stubCalendarApi('compliance');
    await renderList('en');
    expect(await screen.findByText('Constitution Day')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: /^Open this day/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Create' })).toBeNull();
  });
});
