import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInAdmin } from '../../testing/render-in-admin.tsx';
import { DepositShow } from './deposit-show.tsx';
import { stubDepositsApi } from './deposits-stub-api.ts';

const renderDeposit = async (id: number, language: 'th' | 'en' = 'th') =>
  await renderInAdmin(<DepositShow resource="deposits" id={id} />, language, { withAuth: true });

afterEach(() => {
  vi.unstubAllGlobals();
  window.location.hash = '';
});

describe('QR payment notifications on the deposit page', () => {
  it('a deposit verified by the bank says so instead of naming a staff member, and lists the notification', async () => {
    stubDepositsApi('operations');
    await renderDeposit(25, 'en');
    const table = await screen.findByRole('table', { name: 'QR payment notifications from the bank' });
    expect(
      screen.getByText('System: the bank’s QR payment notification (transaction KBANK-7001)'),
    ).toBeVisible();
    const row = within(table).getByText('KBANK-7001').closest('tr')!;
    expect(within(row).getByText('20,000.00')).toBeVisible();
    expect(within(row).getByText('08/12/2026 10:00')).toBeVisible();
    expect(within(row).getByText('นาง ส*** ใ*** · xxx-x-xx789-0')).toBeVisible();
    expect(within(row).getByText('Verified automatically')).toBeVisible();
    expect(within(row).queryByText('Amount differs')).toBeNull();
  });

  it('a payment of another amount is marked for operations, in Thai, and the deposit can still be decided', async () => {
    stubDepositsApi('operations');
    await renderDeposit(26);
    const table = await screen.findByRole('table', { name: 'การแจ้งชำระเงินผ่าน QR จากธนาคาร' });
    const row = within(table).getByText('KBANK-7002').closest('tr')!;
    expect(within(row).getByText('2,000.00')).toBeVisible();
    expect(within(row).getByText('ยอดไม่ตรงกับรายการ')).toBeVisible();
    expect(within(row).getByText('ยอดเงินไม่ตรง รอเจ้าหน้าที่พิจารณา')).toBeVisible();
    expect(screen.getByRole('button', { name: 'ยืนยันรับเงิน' })).toBeVisible();
  });

  it('a payment by someone other than the investor is marked for operations, in Thai and English', async () => {
    stubDepositsApi('operations');
    const view = await renderDeposit(28);
    const table = await screen.findByRole('table', { name: 'การแจ้งชำระเงินผ่าน QR จากธนาคาร' });
    const row = within(table).getByText('KBANK-7003').closest('tr')!;
    expect(within(row).getByText('ผู้ชำระไม่ใช่ผู้ลงทุน รายการยังรอตรวจสอบ รอเจ้าหน้าที่พิจารณา')).toBeVisible();
    expect(within(row).queryByText('ยอดไม่ตรงกับรายการ')).toBeNull();
    expect(screen.getByRole('button', { name: 'ยืนยันรับเงิน' })).toBeVisible();
    view.unmount();

    await renderDeposit(28, 'en');
    const english = await screen.findByRole('table', { name: 'QR payment notifications from the bank' });
    expect(
      within(english).getByText('Payer is not the investor; deposit stays pending, operations decide'),
    ).toBeVisible();
  });

  it('a deposit without notifications shows no such section and no bank verification', async () => {
    stubDepositsApi('operations');
    await renderDeposit(21, 'en');
    await screen.findByText('Orders paid by this deposit');
    expect(screen.queryByRole('table', { name: 'QR payment notifications from the bank' })).toBeNull();
    expect(screen.queryByText(/the bank’s QR payment notification/)).toBeNull();
  });
});
