import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { NavCreate } from './nav-create.tsx';
import { stubNavsApi } from './navs-stub-api.ts';
import { navValueError } from './types.ts';

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

const renderForm = async (language: 'th' | 'en' = 'en') =>
  await renderInAdmin(
    <ResourceContextProvider value="navs">
      <NavCreate />
    </ResourceContextProvider>,
    language,
  );

async function fillForm(user: ReturnType<typeof userEvent.setup>, nav: string) {
  await user.click(await screen.findByRole('combobox', { name: /Strategy/ }));
  await user.click(await screen.findByRole('option', { name: 'M-META — Metaverse Strategy' }));
  fireEvent.change(screen.getByLabelText(/NAV date/), { target: { value: '2026-12-08' } });
  const field = screen.getByRole('textbox', { name: /NAV per unit/ });
  await user.clear(field);
  await user.type(field, nav);
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('entering a NAV', () => {
  it.each([
    ['0', 'The NAV must be more than 0'],
    ['0.0000', 'The NAV must be more than 0'],
    ['-5', 'Enter the NAV as a number with up to 4 decimals'],
    ['12.34567', 'Enter the NAV as a number with up to 4 decimals'],
  ])('refuses %s before anything is sent', { timeout: 20_000 }, async (nav, message) => {
    const requests = stubNavsApi();
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, nav);
    expect(await screen.findByText(message)).toBeVisible();
    expect(posts(requests)).toEqual([]);
  });

  it('posts the strategy, date and NAV as a decimal string', { timeout: 20_000 }, async () => {
    const requests = stubNavsApi();
    const user = userEvent.setup();
    await renderForm();
    await fillForm(user, '25.1234');
    await waitFor(() =>
      expect(posts(requests)).toEqual([
        expect.objectContaining({
          url: '/api/admin/navs',
          body: { strategyCode: 'M-META', navDate: '2026-12-08', nav: '25.1234' },
        }),
      ]),
    );
    expect(await screen.findByText('NAV entered; another staff member must approve it')).toBeVisible();
  });

  it('refuses a weekend in Thai', async () => {
    stubNavsApi();
    const user = userEvent.setup();
    await renderForm('th');
    fireEvent.change(await screen.findByLabelText(/วันที่ NAV/), { target: { value: '2026-12-12' } });
    await user.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('วันเสาร์และวันอาทิตย์ไม่ใช่วันทำการ')).toBeVisible();
  });
});

describe('navValueError', () => {
  it('accepts up to 4 decimals above zero and nothing else', () => {
    expect(navValueError('1')).toBeUndefined();
    expect(navValueError('0.0001')).toBeUndefined();
    expect(navValueError('1244.5000')).toBeUndefined();
    expect(navValueError('1e3')).toBe('resources.navs.validation.format');
    expect(navValueError('1,000')).toBe('resources.navs.validation.format');
    expect(navValueError('.5')).toBe('resources.navs.validation.format');
    expect(navValueError('00.0000')).toBe('resources.navs.validation.positive');
  });
});
