import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { FxRateCreate } from './fx-rate-create.tsx';
import { FxRateList } from './fx-rate-list.tsx';
import { stubFxRatesApi } from './fx-rates-stub-api.ts';

const renderList = async (language: 'th' | 'en' = 'th') =>
  await renderInAdmin(
    <ResourceContextProvider value="fx-rates">
      <FxRateList />
    </ResourceContextProvider>,
    language,
    { withAuth: true },
  );

const renderForm = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(
    <ResourceContextProvider value="fx-rates">
      <FxRateCreate />
    </ResourceContextProvider>,
    language,
  );

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');
const pendingRow = async () => (await screen.findByText('36.5000')).closest('tr')!;

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('reference rates', () => {
  it('lists each rate with its status, maker and checker, in the order the API gives (pending first)', async () => {
    stubFxRatesApi();
    await renderList('en');
    const pending = await pendingRow();
    expect(within(pending).getByText('Pending approval')).toBeVisible();
    expect(within(pending).getByText('Tue 08/12/2026')).toBeVisible();
    const approved = screen.getByText('36.412345').closest('tr')!;
    expect(within(approved).getByText('Approved')).toBeVisible();
    expect(within(approved).getByText('checker@example.com')).toBeVisible();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows[0]).toBe(pending);
    expect(screen.getByRole('link', { name: 'Enter rate' })).toBeVisible();
  });

  it('a second staff member approves a pending rate', async () => {
    const requests = stubFxRatesApi('operations', 'checker@example.com');
    const user = userEvent.setup({ delay: null });
    await renderList('en');
    const row = await pendingRow();
    await user.click(await within(row).findByRole('button', { name: 'Approve 08/12/2026' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve the reference rate of 08/12/2026?')).toBeVisible();
    expect(within(dialog).getByText(/^1 USD = 36\.5000 THB\./)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm approval' }));
    expect(await screen.findByText('Reference rate approved')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/fx-rates/2026-12-08/approve', body: {} }),
    ]);
  });

  it('the maker sees no approve button on their own rate, in Thai', async () => {
    stubFxRatesApi('operations', 'maker@example.com');
    await renderList('th');
    const row = await pendingRow();
    expect(await within(row).findByText('คุณเป็นผู้บันทึกอัตรานี้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
    expect(within(row).queryByRole('button', { name: /^อนุมัติ/ })).toBeNull();
    expect(within(row).getByRole('button', { name: 'ไม่อนุมัติ 08/12/2569' })).toBeVisible();
  });

  it('compliance staff read the rates but see no action buttons and cannot enter one', async () => {
    stubFxRatesApi('compliance', 'compliance@example.com');
    await renderList('en');
    await pendingRow();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: /^Approve/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Reject/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Enter rate' })).toBeNull();
  });
});

describe('entering a rate', () => {
  async function fillForm(user: ReturnType<typeof userEvent.setup>, date: string, rate: string) {
    fireEvent.change(await screen.findByLabelText(/Date/), { target: { value: date } });
    const field = screen.getByRole('textbox', { name: /THB per 1 USD/ });
    await user.clear(field);
    await user.type(field, rate);
    await user.click(screen.getByRole('button', { name: 'Save' }));
  }

  it.each([
    ['2026-12-08', '9.99', 'The rate must be between 10 and 100 THB per 1 USD'],
    ['2026-12-08', '100.01', 'The rate must be between 10 and 100 THB per 1 USD'],
    ['2026-12-08', '36.1234567', 'Enter the rate as a number with up to 6 decimals'],
    ['2026-12-08', '-36', 'Enter the rate as a number with up to 6 decimals'],
    ['2026-12-06', '36.5', 'Saturdays and Sundays are not business days'],
  ])('refuses %s at %s before anything is sent', { timeout: 20_000 }, async (date, rate, message) => {
    const requests = stubFxRatesApi();
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, date, rate);
    expect(await screen.findByText(message)).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('posts the date and the rate as a decimal string', { timeout: 20_000 }, async () => {
    const requests = stubFxRatesApi();
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, '2026-12-08', '36.5125');
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        expect.objectContaining({
          url: '/api/admin/fx-rates',
          body: { rateDate: '2026-12-08', rate: '36.5125' },
        }),
      ]),
    );
    expect(await screen.findByText('Rate entered; another staff member must approve it')).toBeVisible();
  });
});
