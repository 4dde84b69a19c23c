import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import { freshEmail, requestBankChange, searchApplied, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { approvedNavs, approvedReduction, unitsHeld } from '../support/orders.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';
import {
  approveChangeRequest,
  approveWaitingOrder,
  navEnteredAndApproved,
  openChangeRequest,
  shownDay,
} from '../support/staff.ts';

// Tuesday 9 March 2027 the investor buys. Wednesday 10 March they ask for a new bank account and, while it
// waits, reduce part of the holding: that payout is due Friday 12 March. Thursday 11 March compliance approve
// the new account and the investor reduces the rest: that payout is due Monday 15 March (T+2 business days),
// when operations prepare the bank file. The journey stands the stack's clock there and gives it back. No other
// journey uses that week, and it comes before theirs: the journeys share one database, so a NAV approved here would
// refuse another's of the same day, and one of a later day would be the latest an earlier-dated journey reads.
const buyDay = '2027-03-09';
const firstReduceDay = '2027-03-10';
const changeDay = '2027-03-11';
const firstValueDay = '2027-03-12';
const valueDay = '2027-03-15';
test.afterAll(async () => {
  await standAt(null);
});

// Any JPEG stands for the book-bank photo: the API checks the bytes' type only.
const bookBank = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos/id-front.jpg');
// The sample applicant's verified account is Kasikornbank 123-4-56789-0; the new one is at Siam Commercial Bank.
const newAccount = { bankCode: '014', accountNumber: '987-6-54321-0', accountName: 'Somchai Jaidee' };

/** The payout part of the investor's order page. */
async function payoutOfOrder(page: Page, orderId: number) {
  await page.goto(`/orders/${orderId}`);
  await expect(page.getByRole('heading', { name: /^รายการ ORD-/ })).toBeVisible();
  return page.getByRole('region', { name: 'การรับเงินค่าขายคืน' });
}

test('a bank account changed and approved receives the next reduction: the payout, the bank file and the investor’s order page name the new account, while a payout settled before the approval keeps the old one and is held, not paid to it', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(360_000);
  await standAt(`${buyDay}T09:00:00`);
  const email = freshEmail('bank-change-payout');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, buyDay);

  // Wednesday morning the investor asks for the new account; it waits for compliance.
  await standAt(`${firstReduceDay}T09:00:00`);
  const portal = await signedInPortalPage(browser, email, demoPassword);
  await requestBankChange(portal, newAccount, bookBank);
  await expect(portal.getByText(/คำขอเปลี่ยนเป็น 014 9876543210 รอการอนุมัติ/)).toBeVisible();

  // Meanwhile 300 units are reduced and settle that evening: that payout is to the account verified then.
  const before = await approvedReduction(email, firstReduceDay, 'M-BTC', '300');
  await approvedNavs(firstReduceDay, [['M-BTC', '13.0000']]);
  // Each time the clock moves on by hours the investor signs in again, as a real session would have lapsed.
  const wednesdayEvening = await signedInPortalPage(browser, email, demoPassword);
  const settledBefore = await payoutOfOrder(wednesdayEvening, before.id);
  await expect(settledBefore.getByLabel('บัญชีที่รับเงิน')).toHaveText(/กสิกรไทย ลงท้ายด้วย 7890$/);

  // Thursday morning compliance compare the request with its book-bank photo and approve it.
  await standAt(`${changeDay}T09:00:00`);
  const compliance = await staffPage('compliance@example.com');
  const changes = await openChangeRequest(compliance, email);
  await expect(
    changes.getByRole('row', { name: /เลขที่บัญชี/ }).getByRole('cell', { name: '9876543210' }),
  ).toBeVisible();
  await approveChangeRequest(compliance);
  await waitForMail(email, /ได้รับการอนุมัติแล้ว/);

  // The payout settled before the approval keeps its snapshot: it is not redirected to the new account.
  await standAt(`${changeDay}T10:00:00`);
  const thursday = await signedInPortalPage(browser, email, demoPassword);
  const kept = await payoutOfOrder(thursday, before.id);
  await expect(kept.getByLabel('บัญชีที่รับเงิน')).toHaveText(/กสิกรไทย ลงท้ายด้วย 7890$/);

  // The investor reduces the rest on the screen; operations approve it; the NAV is entered and approved.
  await thursday.goto('/strategies/M-BTC/reduce');
  await thursday.getByRole('button', { name: 'ลดทั้งหมด' }).click();
  await thursday.getByRole('button', { name: 'ถัดไป' }).click();
  await thursday.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(thursday.getByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
  await expect(thursday).toHaveURL(/\/orders\/\d+$/);
  const after = Number(/\/orders\/(\d+)$/.exec(thursday.url())![1]);
  await approveWaitingOrder(await staffPage('operations@example.com'), email);
  await navEnteredAndApproved(staffPage, { code: 'M-BTC', day: changeDay, nav: '13.5000' });

  // The new payout goes to the approved account: the investor reads its ending, in Thai and in English.
  const thursdayEvening = await signedInPortalPage(browser, email, demoPassword);
  const newPayout = await payoutOfOrder(thursdayEvening, after);
  await expect(newPayout.getByText('รอโอนเงิน', { exact: true })).toBeVisible();
  await expect(newPayout.getByLabel('วันที่เงินเข้าบัญชี')).toHaveText(shownDay(valueDay));
  await expect(newPayout.getByLabel('บัญชีที่รับเงิน')).toHaveText(/ไทยพาณิชย์ ลงท้ายด้วย 3210$/);
  await bothWidths(thursdayEvening, 'order-payout-new-account-th', 'ลงท้ายด้วย 3210');
  await inLanguage(thursdayEvening, 'en');
  await expect(thursdayEvening.getByRole('region', { name: 'Your payout' }).getByLabel('Paid to')).toHaveText(
    /Siam Commercial Bank ending 3210$/,
  );
  await bothWidths(thursdayEvening, 'order-payout-new-account-en', 'ending 3210');
  await inLanguage(thursdayEvening, 'th');

  // The back office's payout queue: the new payout to the new bank, the earlier one still to the old account.
  const operations = await staffPage('operations@example.com');
  await operations.getByRole('menuitem', { name: 'การจ่ายเงิน' }).click();
  await operations.getByRole('textbox', { name: 'ค้นหาอีเมลหรือเลขที่คำสั่ง' }).fill(email);
  await searchApplied(operations, email);
  const queued = operations.getByRole('row').filter({ hasText: email });
  await expect(queued).toHaveCount(2);
  await expect(queued.filter({ hasText: shownDay(valueDay) })).toContainText('ธนาคารไทยพาณิชย์ 9876543210');
  await expect(queued.filter({ hasText: shownDay(firstValueDay) })).toContainText('ธนาคารกสิกรไทย 1234567890');

  // Monday operations prepare the bank file: the new payout goes in it with the new number; the earlier one,
  // due since Friday, is held for review because its account has changed since it settled.
  await standAt(`${valueDay}T09:00:00`);
  const payOps = await staffPage('operations@example.com');
  await payOps.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await payOps.getByRole('button', { name: 'จัดเตรียมชุดจ่ายเงิน' }).click();
  const prepare = payOps.getByRole('dialog', { name: 'จัดเตรียมชุดจ่ายเงิน' });
  await prepare.getByLabel('วันที่จ่าย').fill(valueDay);
  await prepare.getByRole('button', { name: 'จัดเตรียม' }).click();
  const batchRef = 'PB-20270315-1';
  await expect(payOps.getByText(`จัดเตรียม ${batchRef} แล้ว 1 รายการ ระงับไว้ 1 รายการ`)).toBeVisible();
  const download = payOps
    .getByRole('row')
    .filter({ hasText: batchRef })
    .getByRole('link', { name: new RegExp(`ดาวน์โหลด ${batchRef}`) });
  const file = await payOps.request.get(new URL((await download.getAttribute('href'))!, payOps.url()).href);
  expect(file.status()).toBe(200);
  const details = (await file.text()).split('\r\n').filter((line) => line.startsWith('D,'));
  expect(details).toHaveLength(1);
  expect(details[0]).toMatch(/^D,1,PO-\d+,ORD-[^,]+,014,9876543210,Somchai Jaidee,[\d.]+$/);

  // A second officer confirms the bank paid it.
  const checker = await staffPage('admin@example.com');
  await checker.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await checker
    .getByRole('row')
    .filter({ hasText: batchRef })
    .getByRole('button', { name: `จ่ายแล้ว ${batchRef}` })
    .click();
  const paid = checker.getByRole('dialog', { name: `บันทึกว่าธนาคารจ่าย ${batchRef} แล้ว` });
  await paid.getByLabel('เลขอ้างอิงธนาคาร').fill('SCB-20270315-0007');
  await paid.getByRole('button', { name: 'ยืนยันจ่ายแล้ว' }).click();
  await expect(checker.getByText('บันทึกการจ่ายเงินแล้ว')).toBeVisible();
  await checker.getByRole('menuitem', { name: 'การจ่ายเงิน' }).click();
  await checker.getByRole('textbox', { name: 'ค้นหาอีเมลหรือเลขที่คำสั่ง' }).fill(email);
  await searchApplied(checker, email);
  const rows = checker.getByRole('row').filter({ hasText: email });
  await expect(rows.filter({ hasText: '9876543210' }).getByText('จ่ายแล้ว', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: '1234567890' }).getByText('ระงับไว้', { exact: true })).toBeVisible();
  await expect(rows.filter({ hasText: '1234567890' })).toContainText(
    'บัญชีหรือกระเป๋าเงินเปลี่ยนหลังชำระราคา ส่งเข้าคิวใหม่เพื่อจ่ายเข้าบัญชีปัจจุบัน',
  );

  // The investor reads it paid to the new account, with the bank's reference, and has the e-mail.
  const monday = await signedInPortalPage(browser, email, demoPassword);
  const done = await payoutOfOrder(monday, after);
  await expect(done.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible();
  await expect(done.getByLabel('เลขที่อ้างอิงธนาคาร')).toHaveText('SCB-20270315-0007');
  await expect(done.getByLabel('บัญชีที่รับเงิน')).toHaveText(/ไทยพาณิชย์ ลงท้ายด้วย 3210$/);
  await bothWidths(monday, 'order-payout-paid-new-account-th', 'SCB-20270315-0007');
  await inLanguage(monday, 'en');
  await expect(monday.getByRole('region', { name: 'Your payout' }).getByLabel('Paid to')).toHaveText(
    /Siam Commercial Bank ending 3210$/,
  );
  await bothWidths(monday, 'order-payout-paid-new-account-en', 'SCB-20270315-0007');
  await waitForMail(email, /^โอนเงินค่าขายคืนหน่วยลงทุน ORD-.* แล้ว$/);
});
