import type { Page } from '@playwright/test';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import { acceptPortalConsent, laterForPin, logIn, portalPage } from '../support/investors.ts';
import { apiSession, standAt } from '../support/onboarded-investor.ts';

// The demo investor holds the bitcoin and stablecoin strategies (bought through the real order code at start-up)
// and is in the High risk band; these journeys read the strategy screens with that account, and cancel a switch.
const demoInvestor = 'investor@example.com';

test.afterAll(async () => {
  await standAt(null);
});

async function signedInInvestor(page: Page) {
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, demoInvestor, demoPassword);
  await laterForPin(page);
}

/** The trade date an order confirmed now would get, as the public calendar answers it. */
async function tradeDateNow(): Promise<string> {
  const res = await fetch(`${stack.api()}/calendar/trading-day`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { tradeDate: string }).tradeDate;
}

test('an investor searches and compares strategies, reads one, keeps it as a favourite and reads the investment overview', async ({
  browser,
}) => {
  const page = await portalPage(browser);
  await signedInInvestor(page);

  await page.goto('/strategies');
  await expect(page.getByRole('heading', { name: 'กลยุทธ์ทั้งหมด' })).toBeVisible();
  await expect(page.getByText('พบ 6 กลยุทธ์')).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหากลยุทธ์' }).fill('บิตคอยน์');
  await expect(page.getByText('พบ 1 กลยุทธ์')).toBeVisible();
  await page.getByRole('searchbox', { name: 'ค้นหากลยุทธ์' }).fill('');
  await expect(page.getByText('พบ 6 กลยุทธ์')).toBeVisible();

  for (const name of ['กลยุทธ์บิตคอยน์', 'กลยุทธ์สเตเบิลคอยน์']) {
    await page.getByLabel(`เปรียบเทียบ ${name}`).click();
    await expect(page.getByLabel(`เปรียบเทียบ ${name}`)).toBeChecked();
  }
  await page.getByRole('link', { name: 'เปรียบเทียบ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'เปรียบเทียบกลยุทธ์' })).toBeVisible();
  const comparison = page.getByRole('table');
  await expect(comparison.getByRole('columnheader', { name: /กลยุทธ์บิตคอยน์/ })).toBeVisible();
  await expect(comparison.getByRole('columnheader', { name: /กลยุทธ์สเตเบิลคอยน์/ })).toBeVisible();
  await expect(comparison.getByRole('row', { name: /ลงทุนครั้งแรกขั้นต่ำ/ })).toContainText('10,000');

  // The strategy page: every section of spec screen 18, and the investor's own holding.
  await page.goto('/strategies/M-BTC');
  await expect(page.getByRole('heading', { level: 1, name: 'กลยุทธ์บิตคอยน์' })).toBeVisible();
  for (const section of [
    'ข้อมูลกลยุทธ์',
    'สรุปการลงทุน',
    'ค่าธรรมเนียมและรายละเอียดการให้บริการ',
    'ความเสี่ยง',
    'การขาดทุนสูงสุดตั้งแต่จัดตั้ง',
    'หนังสือชี้ชวนโดยสรุป (Factsheet)',
    'การลงทุนของฉัน',
  ]) {
    await expect(page.getByRole('heading', { name: section, exact: true })).toBeVisible();
  }
  await expect(page.getByText('ท่านยังไม่ได้ลงทุนในกลยุทธ์นี้')).toHaveCount(0);
  for (const action of ['เพิ่มเงินลงทุน', 'ลดเงินลงทุน', 'สับเปลี่ยน']) {
    await expect(page.getByRole('link', { name: action, exact: true })).toBeVisible();
  }
  const favourite = page.getByRole('button', { name: 'รายการโปรด: กลยุทธ์บิตคอยน์' });
  await expect(favourite).toHaveAttribute('aria-pressed', 'false');
  await favourite.click();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(favourite).toHaveAttribute('aria-pressed', 'true');
  // The list can show the favourites alone.
  await page.goto('/strategies');
  // Kept in the address like the picks: clicked, then awaited once the router has it.
  await page.getByRole('checkbox', { name: 'เฉพาะรายการโปรด' }).click();
  await expect(page.getByRole('checkbox', { name: 'เฉพาะรายการโปรด' })).toBeChecked();
  await expect(page.getByText('พบ 1 กลยุทธ์')).toBeVisible();

  // The investment overview: the return lines' data, the allocation and the unrealized P/L of both holdings.
  await page.goto('/investment-overview');
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมการลงทุน' })).toBeVisible();
  const ratio = page.getByRole('table', { name: 'สัดส่วนของมูลค่ารวมแยกตามกลยุทธ์' });
  await expect(ratio.getByRole('row', { name: /กลยุทธ์บิตคอยน์/ })).toBeVisible();
  await expect(ratio.getByRole('row', { name: /กลยุทธ์สเตเบิลคอยน์/ })).toBeVisible();
  const unrealized = page.getByRole('table', { name: 'กำไร/ขาดทุนที่ยังไม่รับรู้แยกตามกลยุทธ์' });
  await expect(unrealized.getByRole('row', { name: /กลยุทธ์บิตคอยน์/ })).toBeVisible();
});

test('a switch placed in the morning is cancelled on its order page before 14:00, and its units are free again', async ({
  browser,
}) => {
  // Monday 14 June 2027, 10:00 Bangkok: a business day, before the cut-off.
  await standAt('2027-06-14T10:00:00');
  const page = await portalPage(browser);
  await signedInInvestor(page);
  const available = async () => {
    await page.goto('/strategies/M-STABLE/reduce');
    return (await page.getByLabel('หน่วยลงทุนที่ลดได้').textContent())?.trim() ?? '';
  };
  const before = await available();
  const units = (text: string) => Number(text.replaceAll(',', ''));
  const shown = (value: number) =>
    value.toLocaleString('en-US', { minimumFractionDigits: 4, maximumFractionDigits: 4 });

  await page.goto('/strategies/M-STABLE/switch');
  await page.getByLabel('กลยุทธ์ปลายทาง').selectOption('M-LARGECAP');
  await page.getByLabel('ระบุเป็นจำนวนหน่วย').check();
  await page.getByRole('textbox', { name: 'จำนวนหน่วย' }).fill('100');
  await page.getByRole('button', { name: 'ถัดไป' }).click();
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(page.getByText('สร้างรายการสับเปลี่ยนแล้ว รอการอนุมัติ')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/\d+$/);
  const orderPage = page.url();
  // The switched-out units are reserved while the switch waits.
  expect(await available()).toBe(shown(units(before) - 100));

  await page.goto(orderPage);
  await page.getByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' }).click();
  const dialog = page.getByRole('dialog', { name: 'ยกเลิกการสับเปลี่ยนนี้?' });
  await expect(dialog).toContainText('ยกเลิกได้ก่อน 14:00 น. ของวันที่ทำรายการเท่านั้น');
  await dialog.getByRole('button', { name: 'ยืนยันการยกเลิก' }).click();
  await expect(page.getByText('ยกเลิกการสับเปลี่ยนแล้ว').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'ยกเลิกการสับเปลี่ยน' })).toHaveCount(0);
  expect(await available()).toBe(before);
});

test('operations keep the holiday calendar, a strategy’s minimum and read the settlement results', async ({
  browser,
  staffPage,
}) => {
  // Tuesday 15 June 2027 after the cut-off: an order confirmed now trades on Wednesday.
  await standAt('2027-06-15T15:00:00');
  expect(await tradeDateNow()).toBe('2027-06-16');

  const operations = await staffPage('operations@example.com');
  await operations.getByRole('menuitem', { name: 'วันหยุดทำการ' }).click();
  await operations.getByRole('link', { name: 'สร้าง' }).click();
  await operations.getByLabel('วันที่').fill('2027-06-16');
  await operations.getByLabel('ชื่อวันหยุด (ไทย)').fill('วันหยุดพิเศษ');
  await operations.getByLabel('ชื่อวันหยุด (อังกฤษ)').fill('Special holiday');
  await operations.getByRole('button', { name: 'บันทึก' }).click();
  // Wednesday is closed now: the order goes to Thursday's NAV.
  await expect.poll(tradeDateNow).toBe('2027-06-17');

  await operations.getByRole('menuitem', { name: 'วันหยุดทำการ' }).click();
  await operations.getByRole('spinbutton', { name: 'ปี' }).fill('2027');
  await operations.getByRole('button', { name: /^เปิดทำการวันนี้ .*16\/06\/2570/ }).click();
  await operations
    .getByRole('dialog')
    .getByRole('button', { name: /ยืนยัน|เปิดทำการ/ })
    .click();
  await expect(operations.getByText(/เปิดทำการวันที่ .*16\/06\/2570.* แล้ว/)).toBeVisible();
  await expect.poll(tradeDateNow).toBe('2027-06-16');

  // A strategy's minimum reduction, raised in the back office, is what the portal shows and the API applies.
  await operations.getByRole('menuitem', { name: 'กลยุทธ์และค่าธรรมเนียม' }).click();
  await operations.getByRole('row', { name: /M-META/ }).click();
  const minimum = operations.getByLabel('มูลค่าลดเงินลงทุนขั้นต่ำ (บาท)');
  await minimum.fill('2500');
  await operations.getByRole('button', { name: 'บันทึก' }).click();
  await expect(operations.getByText('บันทึกกลยุทธ์แล้ว')).toBeVisible();
  const investor = await portalPage(browser);
  await investor.goto('/strategies/M-META');
  const minimumShown = investor.locator('.strategy-facts > div').filter({ hasText: 'ลดทุนขั้นต่ำ' });
  await expect(minimumShown.locator('dd')).toContainText('2,500');
  await operations.getByRole('menuitem', { name: 'กลยุทธ์และค่าธรรมเนียม' }).click();
  await operations.getByRole('row', { name: /M-META/ }).click();
  await operations.getByLabel('มูลค่าลดเงินลงทุนขั้นต่ำ (บาท)').fill('1000');
  await operations.getByRole('button', { name: 'บันทึก' }).click();
  await expect(operations.getByText('บันทึกกลยุทธ์แล้ว')).toBeVisible();

  // Settlement results (the demo investor's purchases settled at start-up, at least): a run that settled orders
  // opens them, that strategy's only. (A NAV approved on a day without orders makes a run that settled none.)
  const staffApi = await apiSession('operations@example.com', demoPassword);
  const runs = (await (
    await staffApi.api.get('/admin/settlements', {
      params: { sort: JSON.stringify(['tradeDate', 'DESC']), range: JSON.stringify([0, 99]) },
    })
  ).json()) as { strategyCode: string; tradeDate: string; ordersSettled: number }[];
  await staffApi.api.dispose();
  const settled = runs.find((r) => r.strategyCode === 'M-STABLE' && r.ordersSettled > 0)!;
  const [year, month, day] = settled.tradeDate.split('-');
  const shownDate = `${day}/${month}/${Number(year) + 543}`;
  await operations.getByRole('menuitem', { name: 'ผลการชำระราคา' }).click();
  const run = operations
    .getByRole('row', { name: /M-STABLE/ })
    .filter({ hasText: shownDate })
    .first();
  await expect(run).toBeVisible();
  await run.getByRole('link', { name: 'ดูคำสั่ง' }).click();
  await expect(operations).toHaveURL(/#\/orders\?.*M-STABLE/);
  await expect(operations.getByRole('row').filter({ hasText: 'M-STABLE' }).first()).toBeVisible();
  await expect(operations.getByRole('row').filter({ hasText: 'M-BTC' })).toHaveCount(0);
});
