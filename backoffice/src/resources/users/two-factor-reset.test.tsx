import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { UserShow } from './user-show.tsx';
import { stubUsersApi } from './users-stub-api.ts';

const renderUser = async (id: number, language: 'th' | 'en' = 'en') =>
  await renderInAdmin(<UserShow resource="users" id={id} />, language, { withAuth: true });
const resets = (requests: SentRequest[]) =>
  requests.filter((r) => r.method === 'POST' && r.url.endsWith('/two-factor/reset'));

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe("resetting a staff member's second factor", () => {
  it('an admin confirms with a reason of at least 10 characters; the form and the API agree on the minimum', async () => {
    const requests = stubUsersApi('admin', { withStaffMember: true });
    const user = userEvent.setup();
    await renderUser(6);

    await user.click(await screen.findByRole('button', { name: 'Reset two-factor sign-in' }));
    const dialog = await screen.findByRole('dialog', {
      name: "Reset this staff member's two-factor sign-in?",
    });
    expect(within(dialog).getByText(/malee@example\.com is signed out of every device/)).toBeVisible();
    expect(
      within(dialog).getByText('Kept for the audit trail, at least 10 and up to 500 characters'),
    ).toBeVisible();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm reset' });
    await user.type(within(dialog).getByLabelText(/Reason for the reset/), 'Lost phn.');
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByLabelText(/Reason for the reset/), 'e');
    expect(confirm).toBeEnabled();
    expect(resets(requests)).toEqual([]);

    await user.click(confirm);
    expect(await screen.findByText('Two-factor sign-in reset')).toBeVisible();
    expect(resets(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/users/6/two-factor/reset', body: { reason: 'Lost phn.e' } }),
    ]);
    // Reloaded from the server: no factor left to reset.
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull(),
    );
  });

  it('is labelled in Thai', async () => {
    stubUsersApi('admin', { withStaffMember: true });
    await renderUser(6, 'th');
    expect(await screen.findByRole('button', { name: 'รีเซ็ตการยืนยันสองขั้นตอน' })).toBeVisible();
  });

  it.each([
    ['admin', 1, 'their own account'],
    ['admin', 4, 'an investor'],
    ['compliance', 6, 'a compliance officer'],
  ])('is not offered to %s on user %i (%s)', async (role, id) => {
    stubUsersApi(role, { withStaffMember: true });
    await renderUser(id);
    expect(await screen.findByText(/@example\.com/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Reset two-factor sign-in' })).toBeNull();
  });
});
