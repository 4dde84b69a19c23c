import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SentRequest } from '../../testing/fetch-stub.ts';
import { testCsrfToken } from '../../testing/fetch-stub.ts';
import { permissionsKnown, renderInAdmin } from '../../testing/render-in-admin.tsx';
import { DepositShow } from './deposit-show.tsx';
import { stubDepositsApi } from './deposits-stub-api.ts';

const renderDeposit = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<DepositShow resource="deposits" id={id} />, language, { withAuth: true });

const posts = (requests: SentRequest[]) => requests.filter((r) => r.method === 'POST');

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('deposit page', () => {
  it('shows the slip image through the API, the bank account name and the linked orders', async () => {
    stubDepositsApi('operations');
    await renderDeposit(21);

    const slip = await screen.findByRole('img', { name: 'สลิปของรายการ DEP-20261208-000021' });
    expect(slip).toHaveAttribute('src', '/api/admin/deposits/21/slip');
    expect(screen.getByRole('link', { name: 'ดาวน์โหลดสลิปขนาดเต็ม' })).toHaveAttribute(
      'href',
      '/api/admin/deposits/21/slip',
    );
    expect(screen.getByText('ชื่อบัญชีธนาคารของผู้ลงทุน')).toBeVisible();
    expect(screen.getAllByText('สมศรี ใจดี').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByText('คำสั่งที่ชำระด้วยรายการนี้')).toBeVisible();
    const orderRow = screen.getByText('ORD-0011').closest('tr')!;
    expect(within(orderRow).getByText('150,000.00 บาท')).toBeVisible();
    expect(within(orderRow).getByText('รอการอนุมัติ')).toBeVisible();
  });

  it('offers a PDF slip as a download, never rendered on the page', async () => {
    stubDepositsApi('admin');
    await renderDeposit(22, 'en');
    const link = await screen.findByRole('link', { name: 'Download the slip (PDF)' });
    expect(link).toHaveAttribute('href', '/api/admin/deposits/22/slip');
    expect(link).toHaveAttribute('download');
    expect(document.querySelector('object, embed, iframe')).toBeNull();
    expect(screen.getByText('PromptPay QR')).toBeVisible();
  });

  it('verifies only after confirmation and posts {} to the approve URL', async () => {
    const requests = stubDepositsApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderDeposit(21);

    await user.click(await screen.findByRole('button', { name: 'ยืนยันรับเงิน' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ยืนยันรับเงิน DEP-20261208-000021?')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(posts(requests)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'ยืนยันรับเงิน' }));

    expect(await screen.findByText('ยืนยันรับเงินแล้ว')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/deposits/21/approve', body: {} }),
    ]);
    expect(posts(requests)[0]!.headers.get('x-csrf-token')).toBe(testCsrfToken);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'ยืนยันรับเงิน' })).toBeNull());
  });

  it('a QR deposit with neither a slip nor a bank notification says so, and verifying it warns first', async () => {
    const requests = stubDepositsApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderDeposit(27, 'en');

    expect(await screen.findByText('No evidence')).toBeVisible();
    expect(screen.getByText('Evidence of payment')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Verify' }));
    const dialog = await screen.findByRole('dialog', { name: 'Verify deposit DEP-20261208-000027?' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This deposit has neither a slip nor a payment notification from the bank.',
    );
    expect(posts(requests)).toEqual([]);

    await user.click(within(dialog).getByRole('button', { name: 'Confirm verification' }));
    expect(await screen.findByText('Deposit verified')).toBeVisible();
    expect(posts(requests)).toEqual([expect.objectContaining({ url: '/api/admin/deposits/27/approve' })]);
  });

  it('a bank notification counts as evidence: no warning when verifying', async () => {
    stubDepositsApi('operations');
    const user = userEvent.setup({ delay: null });
    await renderDeposit(26);

    expect(await screen.findByText('แจ้งชำระจากธนาคาร')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'ยืนยันรับเงิน' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('ยืนยันรับเงิน DEP-20261208-000026?')).toBeVisible();
    expect(within(dialog).queryByRole('alert')).toBeNull();
  });

  it('refuses to reject without a reason, then posts the trimmed reason', { timeout: 20_000 }, async () => {
    const requests = stubDepositsApi('admin');
    const user = userEvent.setup({ delay: null });
    await renderDeposit(21, 'en');

    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject deposit DEP-20261208-000021' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Give a reason of 1 to 500 characters');
    expect(posts(requests)).toEqual([]);

    const reason = 'Payment name mismatch: the company may reject the item';
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste(` ${reason} `);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));

    expect(await screen.findByText('Deposit rejected')).toBeVisible();
    expect(posts(requests)).toEqual([
      expect.objectContaining({ url: '/api/admin/deposits/21/reject', body: { reason } }),
    ]);
    expect(await screen.findByText(reason)).toBeVisible();
  });

  it('a deposit without a slip can be rejected but not verified; the API’s refusal is shown', {
    timeout: 20_000,
  }, async () => {
    const requests = stubDepositsApi('operations', { decidedElsewhere: true });
    const user = userEvent.setup({ delay: null });
    await renderDeposit(23, 'en');
    expect(await screen.findByText('The investor has not uploaded a slip yet')).toBeVisible();
    await user.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('textbox', { name: 'Reason' }));
    await user.paste('No transfer received');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm rejection' }));
    expect(await screen.findByText('This deposit is not waiting for verification')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(posts(requests)).toHaveLength(1);
  });

  it('shows why a deposit was rejected, with no decision buttons', async () => {
    stubDepositsApi('operations');
    await renderDeposit(24);
    expect(await screen.findByText('ชื่อผู้โอนไม่ตรงกับชื่อผู้ลงทุน')).toBeVisible();
    expect(screen.getByText('เหตุผลที่ไม่อนุมัติ')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'ไม่อนุมัติ' })).toBeNull();
  });

  it('support staff see no decision buttons', async () => {
    stubDepositsApi('support');
    await renderDeposit(21, 'en');
    expect(await screen.findByText('DEP-20261208-000021')).toBeVisible();
    await permissionsKnown();
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reject' })).toBeNull();
  });
});
