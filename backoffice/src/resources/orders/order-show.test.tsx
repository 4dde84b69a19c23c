import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { testCsrfToken } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { OrderShow } from './order-show.tsx';
import { stubOrdersApi } from './orders-stub-api.ts';

const renderOrder = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<OrderShow resource="orders" id={id} />, language, { withAuth: true });

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('order page', () => {
  it('approves only after confirmation and posts {} to the approve URL', async () => {
    const requests = stubOrdersApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderOrder(11);

    await user.click(await screen.findByRole('button', { name: 'อนุมัติ' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('อนุมัติคำสั่ง ORD-0011?')).toBeVisible();
    expect(posts(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันการอนุมัติ' }));

    expect(await screen.findByText('อนุมัติคำสั่งแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/orders/11/approve', body: {} }),
    ]);
    expect(posts(requests)[0]!.headers.get('x-csrf-token')).toBe(testCsrfToken);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'อนุมัติ' })).toBeNull());
  });

  it('refuses to reject without a reason, then posts the trimmed reason', { timeout: 20_000 }, async () => {
    const requests = stubOrdersApi('admin');
    const user = userEvent.setup({ delay: null });
    await renderOrder(11, 'en');

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject order ORD-0011' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason of 1 to 500 characters');
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(posts(requests)).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'Bank account name differs ');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByText('Order rejected')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({
        url: '/api/admin/orders/11/reject',
        body: { reason: 'Bank account name differs' },
      }),
    ]);
    expect(await screen.findByText('Bank account name differs')).toBeVisible();
  });

  it('shows the API’s refusal when another staff member decided the order meanwhile', async () => {
    const requests = stubOrdersApi('operations', { decidedElsewhere: true });
    const user = userEvent.setup({ delay: null });
    await renderOrder(11, 'en');
    await user.click(await screen.findByRole('button', { name: 'Approve' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm approval' }),
    );

    expect(await screen.findByText('This order has already been decided')).toBeVisible();
    expect(posts(requests)).toEqual([expect.objectContaining({ url: '/api/admin/orders/11/approve' })]);
  });

  it('shows both legs of a switch with the NAV, fee and settled figures', async () => {
    stubOrdersApi('operations');
    await renderOrder(12, 'en');

    expect(await screen.findByText('Switch legs')).toBeVisible();
    const outRow = screen.getByText('Out leg').closest('tr')!;
    expect(within(outRow).getByText('ORD-0012')).toBeVisible();
    expect(within(outRow).getByText('244.0000')).toBeVisible();
    expect(within(outRow).getByText('12.50')).toBeVisible();
    expect(within(outRow).getByText('2,500.5000')).toBeVisible();
    const inRow = screen.getByText('In leg').closest('tr')!;
    expect(within(inRow).getByText('M-STABLE')).toBeVisible();
    expect(within(inRow).getByText('240.15440000')).toBeVisible();
    expect(screen.getByText('Switch M-BTC → M-STABLE')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
  });

  it('keeps Approve disabled on an increase whose deposit is not verified, saying why', async () => {
    const requests = stubOrdersApi('operations');
    await renderOrder(15);

    const approve = await screen.findByRole('button', { name: 'อนุมัติ' });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription('รอยืนยันการรับเงิน');
    expect(screen.getByText('รอยืนยันการรับเงิน')).toBeVisible();
    expect(screen.getByRole('link', { name: 'DEP-20261208-000027' })).toBeVisible();
    expect(screen.getByText('รอตรวจสอบ')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ไม่อนุมัติ' })).toBeEnabled();
    expect(posts(requests)).toEqual([]);
  });

  it('keeps Approve disabled on an increase no deposit pays yet, in English too', async () => {
    stubOrdersApi('admin');
    await renderOrder(16, 'en');

    const approve = await screen.findByRole('button', { name: 'Approve' });
    expect(approve).toBeDisabled();
    expect(screen.getByText('Waiting for the payment to be verified')).toBeVisible();
    expect(screen.getByText('No deposit yet')).toBeVisible();
    expect(screen.getByText('30,000.00 THB')).toBeVisible();
  });

  it('shows the investor, the verified deposit linked to its page, the payment type and the batch', async () => {
    const requests = stubOrdersApi('operations');
    await renderOrder(11);

    const deposit = await screen.findByRole('link', { name: 'DEP-20261208-000021' });
    expect(deposit).toHaveAttribute('href', '#/deposits/21/show');
    expect(screen.getByText('ตรวจสอบแล้ว')).toBeVisible();
    expect(screen.getByText('การชำระเงิน')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'somsri@example.com' })).toHaveAttribute(
      'href',
      '#/users/5/show',
    );
    expect(screen.getByText('อีเมลผู้ลงทุน')).toBeVisible();
    // The order's own answer names the investor: no search of the queue by its reference.
    expect(
      requests.filter((r) => new URL(r.url, 'http://backoffice.test').pathname === '/api/admin/orders'),
    ).toEqual([]);
    expect(screen.getByText('QR พร้อมเพย์')).toBeVisible();
    expect(screen.getByText('B-mj3x2k-5')).toBeVisible();
    expect(screen.getByText('เลขที่ชุดรายการ')).toBeVisible();
    expect(screen.getByRole('button', { name: 'อนุมัติ' })).toBeEnabled();
  });

  it('a reduction needs no payment and shows where the money goes', async () => {
    stubOrdersApi('support');
    await renderOrder(13, 'en');

    expect(await screen.findByText('None needed')).toBeVisible();
    expect(screen.getByText('Investor’s bank account')).toBeVisible();
    expect(screen.getByText('Payout to')).toBeVisible();
    expect(screen.queryByText('Payment method')).toBeNull();
  });

  it('support staff read the deposit reference without a link to the deposits they cannot open', async () => {
    stubOrdersApi('support');
    await renderOrder(11, 'en');

    expect(await screen.findByText('DEP-20261208-000021')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('link', { name: 'DEP-20261208-000021' })).toBeNull();
    expect(screen.getByText('Verified')).toBeVisible();
  });

  it('shows why an order was rejected', async () => {
    stubOrdersApi('support');
    await renderOrder(13);
    expect(await screen.findByText('บัญชีธนาคารไม่ตรงกับชื่อผู้ลงทุน')).toBeVisible();
    expect(screen.getByText('เหตุผลที่ไม่อนุมัติ')).toBeVisible();
  });

  it('reads a reason the system gave as a code in the staff member’s language', async () => {
    stubOrdersApi('support');
    await renderOrder(17, 'en');
    expect(
      await screen.findByText(
        'Not paid in time: no payment arrived within 5 business days of the trade date',
      ),
    ).toBeVisible();
    expect(screen.queryByText('ORDER_NOT_PAID_IN_TIME')).toBeNull();
  });

  it('compliance staff read a waiting order but see no decision buttons', async () => {
    stubOrdersApi('compliance');
    await renderOrder(11, 'en');
    expect(await screen.findByText('ORD-0011')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
