import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  openRow,
  portalPage,
  searchApplied,
  signedInPortalPage,
} from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { investInBitcoinAndStablecoin } from '../support/orders.ts';

const slip = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos/id-front.jpg');

// Wednesday 9 June 2027, a business day in Bangkok; the journey stands the stack's clock there and gives it back.
const tradeDay = '2027-06-09';
const nextTradeDay = '2027-06-10';
const switchInDay = '2027-06-11';
test.afterAll(async () => {
  await standAt(null);
});

/** The investor picks strategies from the list and invests an amount in each, paying by bank transfer. */
async function investInTwoStrategies(page: Page) {
  // The spec's minimum (10,000 per strategy) is checked before anything is sent.
  await investInBitcoinAndStablecoin(page, { bitcoin: '9999.99', stablecoin: '10000' });
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
  // The method was chosen with the order: paying asks no second time.
  await page.getByRole('button', { name: 'ชำระเงิน (โอนเงินผ่านธนาคาร)' }).click();
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
  await searchApplied(staff, depositRef);
  await openRow(
    staff.getByRole('cell', { name: depositRef, exact: true }),
    staff.getByRole('img', { name: `สลิปของรายการ ${depositRef}` }),
  );
  await staff.getByRole('button', { name: 'ยืนยันรับเงิน' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'ยืนยันรับเงิน' }).click();
  await expect(staff.getByText('ยืนยันรับเงินแล้ว')).toBeVisible();
}

/** Operations approve each of the investor's orders waiting for approval. */
async function approveOrders(staff: Page, email: string, count: number) {
  for (let i = 0; i < count; i += 1) {
    await staff.getByRole('menuitem', { name: 'คำสั่งซื้อขาย' }).click();
    await staff.getByRole('textbox', { name: 'ค้นหาเลขที่รายการหรืออีเมล' }).fill(email);
    await searchApplied(staff, email);
    await openRow(
      staff.getByRole('row').filter({ hasText: email }).filter({ hasText: 'รอการอนุมัติ' }).first(),
      staff.getByRole('button', { name: 'อนุมัติ', exact: true }),
    );
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

async function approveNav(staff: Page, code: string, date: string, ordersSettled: number) {
  const [year, month, day] = date.split('-');
  const shown = `${day}/${month}/${Number(year) + 543}`;
  await staff.getByRole('menuitem', { name: 'NAV รายวัน' }).click();
  await staff
    .getByRole('row', { name: new RegExp(`${code}.*${shown}.*รออนุมัติ`) })
    .getByRole('button', { name: `อนุมัติ ${code} ${shown}`, exact: true })
    .click();
  await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(
    staff.getByText(`อนุมัติ NAV แล้ว ชำระราคา ${ordersSettled} คำสั่ง`, { exact: false }),
  ).toBeVisible();
}

/** The investor signs in on a device of their own (a session does not outlast the afternoon either). */
async function investorPage(browser: Browser, email: string, { pinPrompt = true } = {}) {
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  if (pinPrompt) await laterForPin(page);
  else await expect(page.getByRole('link', { name: 'ภาพรวม' }).first()).toBeVisible();
  return page;
}

/** Accepts the sign-in's invitation to set a PIN (spec screen 23) and sets one on the security page. */
async function setPinFromPrompt(page: Page, pin: string) {
  const prompt = page.getByRole('dialog', { name: 'ตั้ง PIN เพื่อความปลอดภัย' });
  await prompt.getByRole('link', { name: 'ตั้ง PIN ตอนนี้' }).click();
  await expect(page.getByRole('heading', { name: 'PIN สำหรับทำรายการ' })).toBeVisible();
  await page.getByLabel('PIN ใหม่ (6 หลัก)').fill(pin);
  await page.getByLabel('ยืนยัน PIN ใหม่').fill(pin);
  await page.getByRole('button', { name: 'ตั้ง PIN', exact: true }).click();
  await expect(page.getByText('ตั้ง PIN แล้ว')).toBeVisible();
}

/** The PIN asked before an order is sent (spec §4): a wrong one is refused, the right one lets it through. */
async function answerPin(page: Page, pin: string, wrongFirst = false) {
  const dialog = page.getByRole('dialog', { name: 'กรอก PIN' });
  await expect(dialog).toBeVisible();
  if (wrongFirst) {
    await dialog.getByLabel('PIN 6 หลัก').fill(pin === '000000' ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
    await expect(dialog.getByText('รหัส PIN ไม่ถูกต้อง')).toBeVisible();
  }
  await dialog.getByLabel('PIN 6 หลัก').fill(pin);
  await dialog.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
}

/** The row of a strategy in the overview's holdings table. */
const holdingRow = (page: Page, code: string) =>
  page.getByRole('table', { name: 'การลงทุนของฉันแยกตามกลยุทธ์' }).getByRole('row').filter({ hasText: code });

/** The history's rows of one kind in one strategy. */
const historyRows = (page: Page, kind: string, strategyName: string) =>
  page.getByRole('table').getByRole('row').filter({ hasText: kind }).filter({ hasText: strategyName });

/** Reduces everything held in a strategy ("reduce all") through the confirmation page and the PIN. */
async function reduceAll(page: Page, code: string, pin: string) {
  await page.goto(`/strategies/${code}/reduce`);
  await page.getByRole('button', { name: 'ลดทั้งหมด' }).click();
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await answerPin(page, pin, true);
  await expect(page.getByText('ส่งคำสั่งลดเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
}

/** Switches part of a holding into a strategy above the investor's risk band: the warning is read and accepted. */
async function switchAboveBand(page: Page, from: string, to: string, amount: string, pin: string) {
  await page.goto(`/strategies/${from}/switch`);
  await page.getByLabel('กลยุทธ์ปลายทาง').selectOption(to);
  await page.getByLabel('ระบุเป็นจำนวนเงิน').check();
  await page.getByLabel('จำนวนเงิน (บาท)').fill(amount);
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await answerPin(page, pin);
  const warning = page.getByRole('dialog', { name: 'คำเตือนความเสี่ยง' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'ยอมรับความเสี่ยงและดำเนินการต่อ' }).click();
  await expect(page.getByText('สร้างรายการสับเปลี่ยนแล้ว รอการอนุมัติ')).toBeVisible();
}

test('a verified investor invests 10,000 in two strategies before the cut-off, pays by slip, sees the settled units; then reduces everything and switches above the risk band', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(360_000);
  await standAt(`${tradeDay}T13:00:00`);
  const email = freshEmail('investing');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await signedInPortalPage(browser, email, demoPassword);
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
  await approveNav(admin, 'M-BTC', tradeDay, 1);
  await approveNav(admin, 'M-STABLE', tradeDay, 1);

  // The investor sees the units and their value in the overview, and both orders settled in the history.
  const investor = await investorPage(browser, email);
  await investor.goto('/portfolio');
  await expect(investor.getByRole('heading', { name: 'ภาพรวมบัญชี' })).toBeVisible();
  // 10,000.00 less the 0.25 % increase fee (25.00) = 9,975.00 at NAV 12.5000 → 798.0000 units; the stablecoin
  // strategy charges no increase fee: 10,000.00 at 10.0000 → 1,000.0000 units.
  await expect(holdingRow(investor, 'M-BTC')).toContainText('798.0000');
  await expect(holdingRow(investor, 'M-BTC')).toContainText('9,975.00');
  await expect(holdingRow(investor, 'M-STABLE')).toContainText('1,000.0000');
  await expect(holdingRow(investor, 'M-STABLE')).toContainText('10,000.00');
  await investor.goto('/transactions');
  await expect(investor.getByRole('heading', { name: 'ประวัติรายการ' })).toBeVisible();
  await expect(investor.getByRole('table').getByText('สำเร็จ', { exact: true })).toHaveCount(2);
  const btcBuy = historyRows(investor, 'เพิ่มเงินลงทุน', 'กลยุทธ์บิตคอยน์');
  await expect(btcBuy).toContainText('798.0000');
  await expect(btcBuy).toContainText('12.5000');
  await expect(btcBuy).toContainText('25.00');

  // Thursday morning the investor sets a PIN when invited, then reduces everything in the bitcoin strategy and
  // switches part of the stablecoin one, each behind the PIN.
  await standAt(`${nextTradeDay}T10:00:00`);
  const pin = '482916';
  const nextDay = await investorPage(browser, email, { pinPrompt: false });
  await setPinFromPrompt(nextDay, pin);
  await reduceAll(nextDay, 'M-BTC', pin);
  await switchAboveBand(nextDay, 'M-STABLE', 'M-LARGECAP', '5000', pin);
  await nextDay.goto('/transactions');
  await expect(nextDay.getByRole('table').getByText('รอการอนุมัติ', { exact: true })).toHaveCount(2);

  // Operations approve both; that evening's NAVs settle the reduction and the switch-out.
  const nextOperations = await staffPage('operations@example.com');
  await approveOrders(nextOperations, email, 2);
  await standAt(`${nextTradeDay}T18:00:00`);
  const nextMaker = await staffPage('operations@example.com');
  await enterNav(nextMaker, 'M-BTC', nextTradeDay, '13.0000');
  await enterNav(nextMaker, 'M-STABLE', nextTradeDay, '10.0100');
  const nextChecker = await staffPage('admin@example.com');
  await approveNav(nextChecker, 'M-BTC', nextTradeDay, 1);
  await approveNav(nextChecker, 'M-STABLE', nextTradeDay, 1);

  const evening = await investorPage(browser, email, { pinPrompt: false });
  await evening.goto('/transactions');
  await expect(evening.getByRole('table').getByText('สำเร็จ', { exact: true })).toHaveCount(3);
  // 798 units at 13.0000 = 10,374.00; the profit over the 10,000.00 paid is 374.00, the 10 % reduce fee 37.40.
  const reduction = historyRows(evening, 'ลดเงินลงทุน', 'กลยุทธ์บิตคอยน์');
  await expect(reduction).toContainText('798.0000');
  await expect(reduction).toContainText('10,336.60');
  await expect(reduction).toContainText('37.40');
  await evening.goto('/portfolio');
  await expect(evening.getByRole('heading', { name: 'ภาพรวมบัญชี' })).toBeVisible();
  // The switch-out sold 500 units at 10.0100 = 5,005.00, profit 5.00, 5 % fee 0.25: 5,004.75 waits for the in
  // leg, counted in the total value; nothing is left in the bitcoin strategy.
  await expect(evening.getByRole('note').filter({ hasText: '5,004.75' })).toBeVisible();
  await expect(holdingRow(evening, 'M-STABLE')).toContainText('500.0000');
  await expect(holdingRow(evening, 'M-BTC')).toHaveCount(0);

  // Friday evening the large-cap NAV of the in leg's date is approved: the switch-in buys at it
  // (5,004.75 less the 0.25 % switch-in fee 12.51 = 4,992.24 at 10.0000 → 499.2240 units).
  await standAt(`${switchInDay}T18:00:00`);
  const fridayMaker = await staffPage('operations@example.com');
  await enterNav(fridayMaker, 'M-LARGECAP', switchInDay, '10.0000');
  const fridayChecker = await staffPage('admin@example.com');
  await approveNav(fridayChecker, 'M-LARGECAP', switchInDay, 1);

  const friday = await investorPage(browser, email, { pinPrompt: false });
  await friday.goto('/portfolio');
  await expect(holdingRow(friday, 'M-LARGECAP')).toContainText('499.2240');
  await expect(friday.getByRole('note').filter({ hasText: '5,004.75' })).toHaveCount(0);
  await friday.goto('/transactions');
  const switched = historyRows(friday, 'สับเปลี่ยน', 'กลยุทธ์สเตเบิลคอยน์');
  await expect(switched).toContainText('500.0000');
  await expect(switched).toContainText('499.2240');
  await expect(friday.getByRole('table').getByText('สำเร็จ', { exact: true })).toHaveCount(4);
});
