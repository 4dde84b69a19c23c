import type { Page } from '@playwright/test';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';

const notice = 'ปิดปรับปรุงระบบถึง 18:00 น. / Back at 18:00';

const maintenanceScreen = (page: Page) => page.getByRole('alertdialog', { name: /ขออภัย ระบบอยู่ระหว่างปรับปรุง/ });

async function setMaintenance(staff: Page, on: boolean, text: string) {
  await staff.goto('/#/app-settings/maintenance');
  const toggle = staff.getByRole('switch', { name: 'โหมดปิดปรับปรุง' });
  await toggle.setChecked(on);
  await staff.getByRole('textbox', { name: 'ข้อความแจ้งปิดปรับปรุง' }).fill(text);
  await staff.getByRole('button', { name: 'บันทึก' }).click();
  await expect(staff.getByText('บันทึกการตั้งค่าแล้ว')).toBeVisible();
}

test('staff turn maintenance on, the portal and the site show the screen, staff turn it off and it is gone', async ({
  staffPage,
  page,
}) => {
  const staff = await staffPage('operations@example.com');
  await setMaintenance(staff, true, notice);

  for (const url of [stack.portal(), `${stack.portal()}/auth/login`, stack.site(), `${stack.site()}/en/`]) {
    await page.goto(url);
    await expect(maintenanceScreen(page), url).toBeVisible();
    await expect(page.getByText('Sorry, we are under maintenance'), url).toBeVisible();
    await expect(page.getByText(notice), url).toBeVisible();
    await expect(page.getByRole('link', { name: /LINE/ }), url).toBeVisible();
  }

  await setMaintenance(staff, false, '');
  for (const url of [stack.portal(), stack.site(), `${stack.site()}/en/`]) {
    await page.goto(url);
    await expect(page.getByRole('heading').first(), url).toBeVisible();
    await expect(maintenanceScreen(page), url).toHaveCount(0);
  }
});

test('compliance staff do not see the maintenance setting', async ({ staffPage }) => {
  const staff = await staffPage('compliance@example.com');
  await expect(staff.getByRole('menuitem', { name: 'การตั้งค่าระบบ' })).toHaveCount(0);
});

test('maintenance begun while an investor confirms an investment: the API refuses it, the screen covers the open page, and once it ends the same order goes through', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(240_000);
  // Tuesday 3 August 2027, 10:00: a business day before the cut-off.
  await standAt('2027-08-03T10:00:00');
  try {
    const email = freshEmail('maintenance');
    await onboardedInvestorThroughApi(email, demoPassword);
    const page = await signedInPortalPage(browser, email, demoPassword);
    await page.goto('/strategies');
    for (const name of ['กลยุทธ์บิตคอยน์', 'กลยุทธ์สเตเบิลคอยน์']) {
      await page.getByLabel(`เปรียบเทียบ ${name}`).click();
      await expect(page.getByLabel(`เปรียบเทียบ ${name}`)).toBeChecked();
    }
    await page.getByRole('link', { name: 'ลงทุน', exact: true }).click();
    await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์บิตคอยน์ (บาท)').fill('10000');
    await page.getByLabel('จำนวนเงินลงทุนใน กลยุทธ์สเตเบิลคอยน์ (บาท)').fill('10000');
    await page.getByLabel('โอนเงินผ่านธนาคาร').check();
    await page.getByRole('button', { name: 'ถัดไป' }).click();
    await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();

    // Staff start maintenance while the investor reads the confirmation; the back office says what it means.
    const staff = await staffPage('operations@example.com');
    await setMaintenance(staff, true, notice);
    // The open tab notices by itself, without a reload or a click, within its 30-second check.
    await expect(maintenanceScreen(page)).toBeVisible({ timeout: 40_000 });
    await expect(page.getByText(notice)).toBeVisible();
    await expect(staff.getByText(/ระบบอยู่ระหว่างปิดปรับปรุง: ผู้ลงทุนยังดูข้อมูลได้/)).toBeVisible({ timeout: 40_000 });

    // Whatever a client sends meanwhile is refused with 503 and the text, and nothing is placed.
    const investor = await apiSession(email, demoPassword);
    const refused = await investor.api.post('/orders', {
      headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': `maintenance-${Date.now()}` },
      data: {
        kind: 'increase',
        paymentType: 'BANK_TRANSFER',
        allocations: [
          { strategyCode: 'M-BTC', amount: '10000.00' },
          { strategyCode: 'M-STABLE', amount: '10000.00' },
        ],
      },
    });
    expect(refused.status()).toBe(503);
    expect(await refused.json()).toMatchObject({ code: 'MAINTENANCE', details: { maintenanceText: notice } });
    expect(((await (await investor.api.get('/orders')).json()) as { total: number }).total).toBe(0);

    // Staff end it: the open tab comes back by itself within 30 seconds, the confirmation still there.
    await setMaintenance(staff, false, '');
    await expect(maintenanceScreen(page)).toHaveCount(0, { timeout: 40_000 });
    await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
    await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
    await expect(page.getByText('ส่งคำสั่งเพิ่มเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
    expect(((await (await investor.api.get('/orders')).json()) as { total: number }).total).toBe(2);
    await investor.api.dispose();
  } finally {
    await standAt(null);
    // Never left on for the journeys after this one, whatever happened above.
    const operations = await apiSession('operations@example.com', demoPassword);
    await operations.send('put', '/admin/app-settings/maintenance', {
      maintenance: false,
      maintenanceText: null,
    });
    await operations.api.dispose();
  }
});
