import { answerOf } from '@fund/contract/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { listRange, problemResponse, stubFetch } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { HolidayCreate } from './holiday-create.tsx';

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

/** `POST /admin/holidays` answers the new day, or 409 CALENDAR_DAY_EXISTS with `exists`. */
function stubCalendarApi({ exists = false } = {}) {
  return stubFetch((request) => {
    if (request.method !== 'POST') return answerOf('/admin/holidays', 'get', [], listRange('holidays', 0));
    if (exists) return problemResponse(409, 'CALENDAR_DAY_EXISTS');
    const body = request.body as { date: string; nameTh: string; nameEn: string };
    return answerOf('/admin/holidays', 'post', { id: body.date, ...body, source: 'STAFF' }, { status: 201 });
  });
}

const renderForm = async () =>
  await renderInAdmin(
    <ResourceContextProvider value="holidays">
      <HolidayCreate />
    </ResourceContextProvider>,
    'th',
  );

async function fillForm(user: ReturnType<typeof userEvent.setup>, date: string) {
  fireEvent.change(await screen.findByLabelText(/วันที่/), { target: { value: date } });
  await user.type(screen.getByRole('textbox', { name: /ชื่อวันหยุด \(ไทย\)/ }), 'วันหยุดพิเศษ');
  await user.type(screen.getByRole('textbox', { name: /ชื่อวันหยุด \(อังกฤษ\)/ }), 'Special holiday');
  await user.click(screen.getByRole('button', { name: 'บันทึก' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('adding a holiday', () => {
  it('posts the date and both names', { timeout: 20_000 }, async () => {
    const requests = stubCalendarApi();
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillForm(user, '2026-12-29');

    await waitFor(() =>
      expect(posts(requests)).toEqual([
        expect.objectContaining({
          url: '/api/admin/holidays',
          body: { date: '2026-12-29', nameTh: 'วันหยุดพิเศษ', nameEn: 'Special holiday' },
        }),
      ]),
    );
  });

  it('refuses a weekend with the calendar’s own message, in Thai, before anything is sent', {
    timeout: 20_000,
  }, async () => {
    const requests = stubCalendarApi();
    const user = userEvent.setup({ delay: null });
    await renderForm();
    // 12 December 2026 is a Saturday.
    await fillForm(user, '2026-12-12');

    expect(await screen.findByText('วันเสาร์และวันอาทิตย์เป็นวันหยุดอยู่แล้ว ไม่ต้องเพิ่ม')).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('shows the API’s refusal of a day that is already a holiday', { timeout: 20_000 }, async () => {
    const requests = stubCalendarApi({ exists: true });
    const user = userEvent.setup({ delay: null });
    await renderForm();
    await fillForm(user, '2026-12-10');

    expect(await screen.findByText('วันนี้เป็นวันหยุดอยู่แล้ว')).toBeVisible();
    expect(posts(requests)).toHaveLength(1);
  });
});
