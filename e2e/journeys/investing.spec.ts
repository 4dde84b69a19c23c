import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { acceptPortalConsent, freshEmail, laterForPin, logIn, portalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';

const slip = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos/id-front.jpg');

// Wednesday 9 June 2027, a business day in Bangkok; the journey stands the stack's clock there and gives it back.
const tradeDay = '2027-06-09';
const nextTradeDay = '2027-06-10';
test.afterAll(async () => {
  await standAt(null);
});

/** The investor picks strategies from the list and invests an amount in each, paying by bank transfer. */
async function investInTwoStrategies(page: Page) {
  await page.goto('/strategies');
  await expect(page.getByText('พบ 6 กลยุทธ์')).toBeVisible();
  // A pick is kept in the address (the page re-renders once the router has it), so each is clicked and awaited.
  for (const name of ['กลยุทธ์บิตคอยน์', 'กลยุทธ์สเตเบิลคอยน์']) {
    await page.getByLabel(`เปรียบเทียบ ${name}`).click();
    await expect(page.getByLabel(`เปรียบเทียบ ${name}`)).toBeChecked();
  }
  await page.getByRole('link', { name: 'ลงทุน', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'ลงทุนในหลายกลยุทธ์' })).toBeVisible();
  // The spec's minimum (10,000 per strategy) is checked before anything is sent.
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์บิตคอยน์ (บาท)').fill('9999.99');
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์สเตเบิลคอยน์ (บาท)').fill('10000');
  await page.getByLabel('โอนเงินผ่านธนาคาร').check();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByText(/ขั้นต่ำ/).first()).toBeVisible();
  await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์บิตคอยน์ (บาท)').fill('10000');
  await page.getByRole('button', { name: 'ถัดไป' }).click();

  await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
  await expect(page.getByText(`คำสั่งที่ยืนยันตอนนี้ (ก่อน 14:00 น.) จะได้ราคา NAV ของวันนี้`)).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(page.getByText('ส่งคำสั่งเพิ่มเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
  // The investment's own page: its two orders and the one payment for both.
  await expect(page).toHaveURL(/\/orders\/batch\/B-[\w-]+$/);
  await expect(page.getByRole('heading', { name: /^ลงทุนหลายกลยุทธ์ B-/ })).toBeVisible();
}

/** Pays the investment by bank transfer: the company account, then the slip. */
async function payBySlip(page: Page) {
  await page.getByRole('button', { name: 'ชำระเงิน' }).click();
  const dialog = page.getByRole('dialog', { name: 'เลือกวิธีชำระเงิน' });
  await dialog.getByLabel('โอนเงินผ่านธนาคาร').check();
  await dialog.getByRole('button', { name: 'ไปหน้าชำระเงิน' }).click();
  await expect(page).toHaveURL(/\/deposits\/\d+$/);
  await expect(page.getByText('20,000.00').first()).toBeVisible();
  await page.getByLabel('สลิปการโอนเงิน (JPEG, PNG หรือ PDF ไม่เกิน 10 MB)').setInputFiles(slip);
  await page.getByRole('button', { name: 'อัปโหลดสลิป' }).click();
  await expect(page.getByText('ได้รับข้อมูลแล้ว รอเจ้าหน้าที่ตรวจสอบ')).toBeVisible();
  const ref = await page.getByRole('heading', { level: 1 }).textContent();
  return ref?.replace('ชำระเงิน', '').trim() ?? '';
}

/** Operations find the deposit by its reference, look at the slip and confirm the money arrived. */
async function verifyDeposit(staff: Page, depositRef: string) {
  await staff.getByRole('menuitem', { name: 'รายการฝากเงิน' }).click();
  await staff.getByRole('textbox', { name: 'ค้นหาเลขที่รายการ อีเมล หรือชื่อ' }).fill(depositRef);
  await staff.getByRole('cell', { name: depositRef, exact: true }).click();
  await expect(staff.getByRole('img', { name: `สลิปของรายการ ${depositRef}` })).toBeVisible();
  await staff.getByRole('button', { name: 'ยืนยันรับเงิน' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'ยืนยันรับเงิน' }).click();
  await expect(staff.getByText('ยืนยันรับเงินแล้ว')).toBeVisible();
}

/** Operations approve each of the investor's orders waiting for approval. */
async function approveOrders(staff: Page, email: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await staff.getByRole('menuitem', { name: 'คำสั่งซื้อขาย' }).click();
    await staff.getByRole('textbox', { name: 'ค้นหาเลขที่รายการหรืออีเมล' }).fill(email);
    await staff.getByRole('row').filter({ hasText: email }).filter({ hasText: 'รออนุมัติ' }).first().click();
    await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
    await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
    await expect(staff.getByText('อนุมัติคำสั่งแล้ว')).toBeVisible();
  }
}

/** One officer enters a strategy's NAV of the day; another approves it, which settles the day's orders. */
async function enterNav(staff: Page, code: string, date: string, nav: string) {
  await staff.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await staff.getByRole('link', { name: 'บันทึก NAV' }).click();
  await staff.getByRole('combobox', { name: 'กลยุทธ์' }).click();
  await staff.getByRole('option', { name: new RegExp(code) }).click();
  await staff.getByLabel('วันที่ NAV').fill(date);
  await staff.getByLabel('NAV ต่อหน่วย').fill(nav);
  await staff.getByRole('button', { name: 'บันทึก' }).click();
  await expect(staff.getByText('บันทึก NAV แล้ว รอเจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
}

async function approveNav(staff: Page, code: string, date: string) {
  const [year, month, day] = date.split('-');
  const shown = `${day}/${month}/${Number(year) + 543}`;
  await staff.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await staff
    .getByRole('row', { name: new RegExp(`${code}.*${shown}.*รออนุมัติ`) })
    .getByRole('button', { name: 'อนุมัติ', exact: true })
    .click();
  await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(staff.getByText(/อนุมัติ NAV แล้ว ชำระราคา \d+ คำสั่ง/)).toBeVisible();
}

/** The investor signs in on a device of their own (a session does not outlast the afternoon either). */
async function investorPage(browser: Browser, email: string) {
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);
  return page;
}

/** Reduces everything held in a strategy ("reduce all") through the confirmation page. */
async function reduceAll(page: Page, code: string) {
  await page.goto(`/strategies/${code}/reduce`);
  await page.getByRole('button', { name: 'ลดทั้งหมด' }).click();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(page.getByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
}

/** Switches part of a holding into a strategy above the investor's risk band: the warning is read and accepted. */
async function switchAboveBand(page: Page, from: string, to: string, amount: string) {
  await page.goto(`/strategies/${from}/switch`);
  await page.getByLabel('กลยุทธ์ปลายทาง').selectOption(to);
  await page.getByLabel('ระบุเป็นจำนวนเงิน').check();
  await page.getByLabel('จำนวนเงิน (บาท)').fill(amount);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  const warning = page.getByRole('dialog', { name: 'คำเตือนความเสี่ยง' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'ยอมรับความเสี่ยงและดำเนินการต่อ' }).click();
  await expect(page.getByText('สร้างรายการสับเปลี่ยนแล้ว รอการอนุมัติ')).toBeVisible();
}

test('a verified investor invests 10,000 in two strategies before the cut-off, pays by slip, sees the settled units; then reduces everything and switches above the risk band', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(240_000);
  await standAt(`${tradeDay}T13:00:00`);
  const email = freshEmail('investing');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);
  await investInTwoStrategies(page);
  const depositRef = await payBySlip(page);
  expect(depositRef).toMatch(/\S+/);

  const operations = await staffPage('operations@example.com');
  await verifyDeposit(operations, depositRef);
  await approveOrders(operations, email, 2);

  // After 18:00 the NAVs of the day (staff sign in again: their sessions do not last the afternoon), entered by
  // operations and approved by another officer.
  await standAt(`${tradeDay}T18:00:00`);
  const navMaker = await staffPage('operations@example.com');
  await enterNav(navMaker, 'M-BTC', tradeDay, '12.5000');
  await enterNav(navMaker, 'M-STABLE', tradeDay, '10.0000');
  const admin = await staffPage('admin@example.com');
  await approveNav(admin, 'M-BTC', tradeDay);
  await approveNav(admin, 'M-STABLE', tradeDay);

  // The investor sees the units and their value in the overview, and both orders settled in the history.
  const investor = await investorPage(browser, email);
  await investor.goto('/portfolio');
  await expect(investor.getByRole('heading', { name: 'ภาพรวมบัญชี' })).toBeVisible();
  // 10,000.00 less the 0.25 % increase fee = 9,975.00 at NAV 12.5000 → 798.0000 units.
  await expect(investor.getByText('798.0000').first()).toBeVisible();
  await expect(investor.getByText('9,975.00').first()).toBeVisible();
  await investor.goto('/transactions');
  await expect(investor.getByRole('heading', { name: 'ประวัติรายการ' })).toBeVisible();
  await expect(investor.getByRole('table').getByText('สำเร็จ (ชำระราคาแล้ว)')).toHaveCount(2);

  // Thursday morning: everything in the bitcoin strategy is reduced, and part of the stablecoin one switched.
  await standAt(`${nextTradeDay}T10:00:00`);
  const nextDay = await investorPage(browser, email);
  await reduceAll(nextDay, 'M-BTC');
  await switchAboveBand(nextDay, 'M-STABLE', 'M-LARGECAP', '5000');
  await nextDay.goto('/transactions');
  await expect(nextDay.getByRole('table').getByText('ยืนยันรายการ (รอการอนุมัติ)')).toHaveCount(2);

  // Operations approve both; that evening's NAVs settle the reduction and the switch-out (the switch-in buys at
  // the next NAV).
  const nextOperations = await staffPage('operations@example.com');
  await approveOrders(nextOperations, email, 2);
  await standAt(`${nextTradeDay}T18:00:00`);
  const nextMaker = await staffPage('operations@example.com');
  await enterNav(nextMaker, 'M-BTC', nextTradeDay, '13.0000');
  await enterNav(nextMaker, 'M-STABLE', nextTradeDay, '10.0100');
  const nextChecker = await staffPage('admin@example.com');
  await approveNav(nextChecker, 'M-BTC', nextTradeDay);
  await approveNav(nextChecker, 'M-STABLE', nextTradeDay);

  const evening = await investorPage(browser, email);
  await evening.goto('/transactions');
  await expect(evening.getByRole('table').getByText('สำเร็จ (ชำระราคาแล้ว)')).toHaveCount(3);
  await evening.goto('/portfolio');
  await expect(evening.getByRole('heading', { name: 'ภาพรวมบัญชี' })).toBeVisible();
  // Nothing is left in the bitcoin strategy: its 798 units were all sold.
  await expect(evening.getByText('798.0000')).toHaveCount(0);
});
