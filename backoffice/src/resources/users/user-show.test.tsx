import { errorMessage } from '@fund/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { testCsrfToken } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { UserShow } from './user-show.tsx';
import { stubUsersApi } from './users-stub-api.ts';

const renderUser = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<UserShow resource="users" id={id} />, language, { withAuth: true });

const reads = (requests: SentRequest[], id: number) =>
  requests.filter((r) => r.method === 'GET' && r.url === `/api/admin/users/${id}`).length;
const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('user detail', () => {
  it("shows the user's data and why the account is locked", async () => {
    stubUsersApi('support');
    await renderUser(4);

    expect(await screen.findByText('5b0c6f2e-1d4a-4b53-9a55-2f0d8f1c0a04')).toBeVisible();
    expect(screen.getByText('somchai@example.com')).toBeVisible();
    expect(screen.getByText('S1234')).toBeVisible();
    expect(screen.getByText('ใส่รหัสผ่านผิดเกินกำหนด')).toBeVisible();
    expect(screen.getByText('เวลาที่ถูกล็อก')).toBeVisible();
    // The investor's tier, since when (Bangkok date, Buddhist Era year); tiers are on, so no warning.
    expect(screen.getByText('ระดับลูกค้า')).toBeVisible();
    expect(screen.getByText('โกลด์ (ตั้งแต่ 20/11/2569)')).toBeVisible();
    expect(screen.queryByText(/ปิดระดับลูกค้าอยู่/)).toBeNull();
  });

  it('unlocks only after confirmation, waits for the server, then reloads the user', async () => {
    const requests = stubUsersApi('support');
    const user = userEvent.setup();
    await renderUser(4);

    await user.click(await screen.findByRole('button', { name: 'ปลดล็อกบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปลดล็อกบัญชีนี้?' });
    expect(within(dialog).getByText(/somchai@example\.com/)).toBeVisible();
    expect(posts(requests)).toEqual([]);
    const readsBefore = reads(requests, 4);

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการปลดล็อก' }));

    expect(await screen.findByText('ปลดล็อกบัญชีแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/users/4/unlock', body: {}, credentials: 'same-origin' }),
    ]);
    expect(posts(requests)[0]!.headers.get('x-csrf-token')).toBe(testCsrfToken);
    await waitFor(() => expect(reads(requests, 4)).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ปลดล็อกบัญชี' })).toBeNull());
    expect(screen.queryByText('ใส่รหัสผ่านผิดเกินกำหนด')).toBeNull();
    expect(screen.getByText('ใช้งานได้')).toBeVisible();
  });

  it('sends nothing when the unlock is cancelled', async () => {
    const requests = stubUsersApi('support');
    const user = userEvent.setup();
    await renderUser(4);

    await user.click(await screen.findByRole('button', { name: 'ปลดล็อกบัญชี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ปลดล็อกบัญชีนี้?' });
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(requests)).toEqual([]);
    expect(screen.getByText('ถูกล็อก', { selector: '.MuiChip-label' })).toBeVisible();
  });

  it('locks with a required reason and shows the account locked once the server has done it', async () => {
    const requests = stubUsersApi('compliance');
    const user = userEvent.setup();
    await renderUser(5, 'en');

    await user.click(await screen.findByRole('button', { name: 'Lock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock this account?' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm lock' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Reason for locking/ }),
      '  Suspected fraud  ',
    );
    await user.click(confirm);

    expect(await screen.findByText('Account locked')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/users/5/lock', body: { reason: 'Suspected fraud' } }),
    ]);
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeVisible();
    expect(screen.getByText('Locked by staff')).toBeVisible();
  });

  it('shows the translated refusal and leaves the account as it was when the API refuses', async () => {
    // The role was taken away after the screen was opened: the API now refuses the unlock.
    const requests = stubUsersApi('support', { refuseCommands: true });
    const user = userEvent.setup();
    await renderUser(4, 'en');
    await user.click(await screen.findByRole('button', { name: 'Unlock account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Unlock this account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm unlock' }));

    expect(await screen.findByText(errorMessage('AUTH_FORBIDDEN', 'en'))).toBeVisible();
    expect(posts(requests)).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Unlock account' })).toBeVisible();
    expect(screen.getByText('Too many wrong passwords')).toBeVisible();
  });

  it('offers no unlock to operations and no lock to support', async () => {
    stubUsersApi('operations');
    const { unmount } = await renderUser(4);
    expect(await screen.findByText('somchai@example.com')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'ปลดล็อกบัญชี' })).toBeNull();
    unmount();
    vi.unstubAllGlobals();

    stubUsersApi('support');
    await renderUser(5);
    expect(await screen.findByText('acme@example.com')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'ล็อกบัญชี' })).toBeNull();
  });
});

describe('role change', () => {
  it.each(['support', 'compliance', 'operations'])('is hidden from %s staff', async (role) => {
    stubUsersApi(role);
    await renderUser(5);

    expect(await screen.findByText('acme@example.com')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('heading', { name: 'เปลี่ยนบทบาท' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'บทบาทใหม่' })).toBeNull();
  });

  it('lets an admin give a role after confirmation and shows it once saved', async () => {
    const requests = stubUsersApi('admin');
    const user = userEvent.setup();
    await renderUser(5);

    const select = await screen.findByRole('combobox', { name: 'บทบาทใหม่' });
    const change = screen.getByRole('button', { name: 'เปลี่ยนบทบาท' }) as HTMLButtonElement;
    expect(change.disabled).toBe(true);
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['ไม่มี (ลูกค้า)', 'ฝ่ายกำกับดูแลการปฏิบัติงาน', 'ฝ่ายปฏิบัติการ', 'ฝ่ายบริการลูกค้า', 'ผู้ดูแลระบบ']);
    await user.selectOptions(select, 'compliance');
    await user.click(change);
    const dialog = await screen.findByRole('dialog', { name: 'เปลี่ยนบทบาทของผู้ใช้นี้?' });
    expect(within(dialog).getByText(/ฝ่ายกำกับดูแลการปฏิบัติงาน/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการเปลี่ยนบทบาท' }));

    expect(await screen.findByText('เปลี่ยนบทบาทแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/users/5/role', body: { role: 'compliance' } }),
    ]);
  });

  it('takes a role away by sending role null', async () => {
    const requests = stubUsersApi('admin');
    const user = userEvent.setup();
    await renderUser(5, 'en');

    await user.selectOptions(await screen.findByRole('combobox', { name: 'New role' }), 'support');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm role change' }));
    await screen.findByText('Role changed');
    await waitFor(() => expect(screen.getAllByText('Customer support').length).toBeGreaterThan(1));

    await user.selectOptions(await screen.findByRole('combobox', { name: 'New role' }), 'none');
    await user.click(screen.getByRole('button', { name: 'Change role' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm role change' }));

    await waitFor(() => expect(posts(requests)).toHaveLength(2));
    expect(posts(requests)[1]).toMatchObject({ url: '/api/admin/users/5/role', body: { role: null } });
  });

  it("is not offered on the admin's own account", async () => {
    stubUsersApi('admin');
    await renderUser(1);

    expect(await screen.findByText('เปลี่ยนบทบาทของบัญชีตนเองไม่ได้')).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'บทบาทใหม่' })).toBeNull();
  });
});

describe('changes by the investor (logUserChange)', () => {
  it('lists what the investor changed, newest first, with numbers masked and secrets not shown', async () => {
    stubUsersApi('support');
    await renderUser(4, 'en');
    const section = (await screen.findByRole('heading', { name: 'Changes by the investor' })).closest(
      'section',
    )!;
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByText('02/03/2026 10:00 · Bank account')).toBeVisible();
    expect(within(items[0]!).getByText('Account number: ******7890 → ******3210')).toBeVisible();
    expect(within(items[1]!).getByText('PIN: — → (not shown)')).toBeVisible();
    expect(within(section).queryByText(/Recording is off/)).toBeNull();
  });

  it('says so while the flag is off, and shows a user without changes as such', async () => {
    stubUsersApi('support', { logUserChange: false });
    await renderUser(5);
    const section = (await screen.findByRole('heading', { name: 'การเปลี่ยนแปลงโดยลูกค้า' })).closest('section')!;
    expect(await within(section).findByText(/ปิดการบันทึกอยู่/)).toBeVisible();
    expect(await within(section).findByText('ยังไม่มีการเปลี่ยนแปลงที่บันทึกไว้')).toBeVisible();
  });

  it("lists the investor's documents to download; operations cancel a tax invoice and issue its replacement with a reason", async () => {
    const requests = stubUsersApi('operations');
    const user = userEvent.setup();
    await renderUser(4);

    const documents = await screen.findByRole('region', { name: 'เอกสารของลูกค้า' });
    const invoice = await within(documents).findByRole('link', { name: 'ใบกำกับภาษี MF-2026-000011' });
    expect(invoice).toHaveAttribute('href', '/api/admin/documents/tax-invoice-11/file?lang=th');
    expect(invoice).toHaveAttribute('download');
    await user.click(within(documents).getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }));
    const dialog = await screen.findByRole('dialog', { name: 'ยกเลิกใบกำกับภาษี MF-2026-000011 และออกใบใหม่?' });
    // The API keeps a reason of at least 5 characters with the cancelled invoice: the form asks for the same.
    const reason = within(dialog).getByRole('textbox', { name: 'เหตุผล' });
    await user.type(reason, 'ผิด ');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('ใส่เหตุผล 5-500 ตัวอักษร');
    expect(posts(requests)).toEqual([]);
    await user.clear(reason);
    await user.type(reason, 'ที่อยู่ผู้ซื้อผิด');
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }));

    expect(await within(documents).findByRole('link', { name: 'ใบกำกับภาษี MF-2026-000012' })).toBeVisible();
    expect(within(documents).getByText(/ยกเลิกแล้ว/)).toBeVisible();
    expect(posts(requests).map((r) => [r.url, r.body])).toEqual([
      ['/api/admin/documents/tax-invoice-11/replace', { reason: 'ที่อยู่ผู้ซื้อผิด' }],
    ]);
  });

  it('operations re-send a document to the investor after confirming; a cancelled invoice offers no re-send', async () => {
    const requests = stubUsersApi('operations');
    const user = userEvent.setup();
    await renderUser(4);

    const documents = await screen.findByRole('region', { name: 'เอกสารของลูกค้า' });
    await user.click(
      await within(documents).findByRole('button', { name: 'ส่ง ใบยืนยันรายการ OR-31 ให้ลูกค้าอีกครั้ง' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'ส่ง ใบยืนยันรายการ OR-31 ให้ลูกค้าอีกครั้ง?' });
    expect(dialog).toHaveTextContent('รหัสตรวจสอบไฟล์ (SHA-256)');
    // Closing the dialog sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(posts(requests)).toEqual([]);
    // The page is hidden from assistive technology until the dialog has closed.
    await user.click(
      await within(documents).findByRole('button', { name: 'ส่ง ใบยืนยันรายการ OR-31 ให้ลูกค้าอีกครั้ง' }),
    );
    const again = await screen.findByRole('dialog', { name: 'ส่ง ใบยืนยันรายการ OR-31 ให้ลูกค้าอีกครั้ง?' });
    await user.click(within(again).getByRole('button', { name: 'ส่งให้ลูกค้าอีกครั้ง' }));
    expect(await screen.findByText('ส่งเอกสารให้ลูกค้าอีกครั้งแล้ว')).toBeVisible();
    expect(posts(requests).map((r) => r.url)).toEqual([
      '/api/admin/users/4/documents/confirmation-31/resend',
    ]);

    await user.click(await within(documents).findByRole('button', { name: 'ยกเลิกและออกใบใหม่' }));
    const replace = await screen.findByRole('dialog', { name: 'ยกเลิกใบกำกับภาษี MF-2026-000011 และออกใบใหม่?' });
    await user.type(within(replace).getByRole('textbox', { name: 'เหตุผล' }), 'ที่อยู่ผู้ซื้อผิด');
    await user.click(within(replace).getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }));
    expect(
      await within(documents).findByRole('button', { name: 'ส่ง ใบกำกับภาษี MF-2026-000012 ให้ลูกค้าอีกครั้ง' }),
    ).toBeVisible();
    expect(
      within(documents).queryByRole('button', { name: 'ส่ง ใบกำกับภาษี MF-2026-000011 ให้ลูกค้าอีกครั้ง' }),
    ).toBeNull();
  });

  it('support read and download the documents but cannot replace an invoice', async () => {
    stubUsersApi('support');
    await renderUser(4, 'en');
    const documents = await screen.findByRole('region', { name: "The investor's documents" });
    expect(
      await within(documents).findByRole('link', { name: 'Tax invoice MF-2026-000011' }),
    ).toHaveAttribute('href', '/api/admin/documents/tax-invoice-11/file?lang=en');
    expect(within(documents).queryByRole('button', { name: 'Cancel and replace' })).toBeNull();
    expect(within(documents).queryByRole('button', { name: /^Re-send/ })).toBeNull();
  });
});
