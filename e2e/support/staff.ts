import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { openRow, searchApplied } from './investors.ts';
import { standAt } from './onboarded-investor.ts';

/** A business date as the back office and the portal show it: DD/MM/YYYY in the Buddhist era. */
export const shownDay = (date: string) => {
  const [year, month, day] = date.split('-');
  return `${day}/${month}/${Number(year) + 543}`;
};

/** Compliance open the investor's waiting change request from the queue; answers the before-and-after table. */
export async function openChangeRequest(staff: Page, email: string) {
  await staff.goto('/#/change-requests');
  const changes = staff.getByRole('table', { name: 'ข้อมูลเดิมและข้อมูลใหม่' });
  await openRow(staff.getByRole('cell', { name: email }), changes);
  return changes;
}

/** Compliance approve the change request open on the page. */
export async function approveChangeRequest(staff: Page) {
  await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await staff.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
  await expect(staff.getByText('อนุมัติคำขอแล้ว')).toBeVisible();
}

/** Operations find the investor's order awaiting approval in the orders list and approve it. */
export async function approveWaitingOrder(operations: Page, email: string) {
  await operations.getByRole('menuitem', { name: 'คำสั่งซื้อขาย' }).click();
  await operations.getByRole('textbox', { name: 'ค้นหาเลขที่รายการหรืออีเมล' }).fill(email);
  await searchApplied(operations, email);
  const approve = operations.getByRole('button', { name: 'อนุมัติ', exact: true });
  await openRow(
    operations.getByRole('row').filter({ hasText: email }).filter({ hasText: 'รอการอนุมัติ' }).first(),
    approve,
  );
  await approve.click();
  await operations.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(operations.getByText('อนุมัติคำสั่งแล้ว')).toBeVisible();
}

/**
 * At 18:00 on `day` operations enter a strategy's NAV on the screen and a second officer (the admin) approves it
 * (maker-checker), which settles the day's `settled` approved orders of that strategy.
 */
export async function navEnteredAndApproved(
  staffPage: (email: string) => Promise<Page>,
  { code, day, nav, settled = 1 }: { code: string; day: string; nav: string; settled?: number },
) {
  await standAt(`${day}T18:00:00`);
  const maker = await staffPage('operations@example.com');
  await maker.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await maker.getByRole('link', { name: 'บันทึก NAV' }).click();
  await maker.getByRole('combobox', { name: 'กลยุทธ์' }).click();
  await maker.getByRole('option', { name: new RegExp(code) }).click();
  await maker.getByLabel('วันที่ NAV').fill(day);
  await maker.getByLabel('NAV ต่อหน่วย').fill(nav);
  await maker.getByRole('button', { name: 'บันทึก' }).click();
  await expect(maker.getByText('บันทึก NAV แล้ว รอเจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
  const checker = await staffPage('admin@example.com');
  await checker.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await checker
    .getByRole('row', { name: new RegExp(`${code}.*${shownDay(day)}.*รออนุมัติ`) })
    .getByRole('button', { name: `อนุมัติ ${code} ${shownDay(day)}`, exact: true })
    .click();
  await checker.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(checker.getByText(`อนุมัติ NAV แล้ว ชำระราคา ${settled} คำสั่ง`, { exact: false })).toBeVisible();
}
