import type { Browser, Page } from '@playwright/test';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { unitsHeld } from '../support/orders.ts';
import { approveWaitingOrder, navEnteredAndApproved, shownDay } from '../support/staff.ts';

// Tuesday 6 July 2027 the investor buys; Wednesday 7 July they reduce; the payout's value date is T+2 business
// days, Friday 9 July. The journey stands the stack's clock there and gives it back.
const buyDay = '2027-07-06';
const reduceDay = '2027-07-07';
const valueDay = '2027-07-09';
test.afterAll(async () => {
  await standAt(null);
});

const investorPage = (browser: Browser, email: string) => signedInPortalPage(browser, email, demoPassword);

/** Opens the investor's bitcoin reduction from the history. */
async function openReduction(page: Page) {
  await page.goto('/transactions');
  const row = page.getByRole('table').getByRole('row').filter({ hasText: 'ลดเงินลงทุน' });
  await row.getByRole('link').first().click();
  await expect(page.getByRole('heading', { name: /^รายการ ORD-/ })).toBeVisible();
}

/** The page fits a phone: nothing scrolls sideways at 390 px. */
async function fitsPhone(page: Page, name: string) {
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.screenshot({ path: test.info().outputPath(`${name}-390.png`), fullPage: true });
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.screenshot({ path: test.info().outputPath(`${name}-1366.png`), fullPage: true });
}

test('an investor reduces; the settlement creates the payout; operations batch it and another officer confirms it paid; the investor sees the reference and gets the e-mail', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(300_000);
  await standAt(`${buyDay}T09:00:00`);
  const email = freshEmail('money-out');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, buyDay);

  // Wednesday morning the investor reduces everything held in bitcoin: 798 units.
  await standAt(`${reduceDay}T10:00:00`);
  const investor = await investorPage(browser, email);
  await investor.goto('/strategies/M-BTC/reduce');
  await investor.getByRole('button', { name: 'ลดทั้งหมด' }).click();
  await investor.getByRole('button', { name: 'ถัดไป' }).click();
  await investor.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(investor.getByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();

  await approveWaitingOrder(await staffPage('operations@example.com'), email);

  // That evening operations enter the NAV and a second officer approves it, which settles the reduction.
  await navEnteredAndApproved(staffPage, { code: 'M-BTC', day: reduceDay, nav: '13.0000' });

  // 798 units at 13.0000 = 10,374.00; the 10 % reduce fee on the 374.00 profit is 37.40: 10,336.60 to pay on
  // Friday, to the verified account ending 7890 (the sample applicant's).
  const evening = await investorPage(browser, email);
  await openReduction(evening);
  const payout = evening.getByRole('region', { name: 'การรับเงินค่าขายคืน' });
  await expect(payout.getByText('รอโอนเงิน', { exact: true })).toBeVisible();
  await expect(payout.getByLabel('จำนวนเงินที่ได้รับ (บาท)')).toHaveText(/10,336\.60/);
  await expect(payout.getByLabel('วันที่เงินเข้าบัญชี')).toHaveText(shownDay(valueDay));
  await expect(payout.getByLabel('บัญชีที่รับเงิน')).toHaveText(/ลงท้ายด้วย \d{4}$/);
  await fitsPhone(evening, 'order-payout-pending-th');

  // Friday morning operations prepare the bank file; the maker cannot confirm it, a second officer does.
  await standAt(`${valueDay}T09:00:00`);
  const payOps = await staffPage('operations@example.com');
  await payOps.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await payOps.getByRole('button', { name: 'จัดเตรียมชุดจ่ายเงิน' }).click();
  const prepare = payOps.getByRole('dialog', { name: 'จัดเตรียมชุดจ่ายเงิน' });
  await prepare.getByLabel('วันที่จ่าย').fill(valueDay);
  await prepare.getByRole('button', { name: 'จัดเตรียม' }).click();
  await expect(payOps.getByText(/^จัดเตรียม PB-20270709-1 แล้ว/)).toBeVisible();
  const batchRow = payOps.getByRole('row').filter({ hasText: 'PB-20270709-1' });
  await expect(batchRow.getByText('คุณเป็นผู้จัดเตรียมชุดนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยันผล')).toBeVisible();
  await expect(batchRow.getByRole('link', { name: /ดาวน์โหลด PB-20270709-1/ })).toBeVisible();

  const payChecker = await staffPage('admin@example.com');
  await payChecker.getByRole('menuitem', { name: 'ชุดจ่ายเงิน' }).click();
  await payChecker
    .getByRole('row')
    .filter({ hasText: 'PB-20270709-1' })
    .getByRole('button', { name: 'จ่ายแล้ว PB-20270709-1' })
    .click();
  const paid = payChecker.getByRole('dialog', { name: 'บันทึกว่าธนาคารจ่าย PB-20270709-1 แล้ว' });
  await paid.getByLabel('เลขอ้างอิงธนาคาร').fill('KB-20270709-0042');
  await paid.getByRole('button', { name: 'ยืนยันจ่ายแล้ว' }).click();
  await expect(payChecker.getByText('บันทึกการจ่ายเงินแล้ว')).toBeVisible();

  // The investor sees it paid with the bank's reference, in Thai and in English, and has the e-mail.
  const friday = await investorPage(browser, email);
  await openReduction(friday);
  const done = friday.getByRole('region', { name: 'การรับเงินค่าขายคืน' });
  await expect(done.getByText('โอนเงินแล้ว', { exact: true })).toBeVisible();
  await expect(done.getByLabel('เลขที่อ้างอิงธนาคาร')).toHaveText('KB-20270709-0042');
  await fitsPhone(friday, 'order-payout-paid-th');
  await friday.getByRole('button', { name: 'English' }).first().click();
  const inEnglish = friday.getByRole('region', { name: 'Your payout' });
  await expect(inEnglish.getByText('Paid', { exact: true })).toBeVisible();
  await expect(inEnglish.getByLabel('Bank reference')).toHaveText('KB-20270709-0042');
  await fitsPhone(friday, 'order-payout-paid-en');
  await friday.goto('/transactions');
  await expect(
    friday.getByRole('table').getByRole('row').filter({ hasText: 'KB-20270709-0042' }),
  ).toHaveCount(1);
  await fitsPhone(friday, 'history-payout-paid-en');

  const mail = await waitForMail(email, /^โอนเงินค่าขายคืนหน่วยลงทุน ORD-.* แล้ว$/);
  expect(mail.text).toContain('10336.60');
  expect(mail.text).toContain('KB-20270709-0042');
});
