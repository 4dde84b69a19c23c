import type { Page } from '@playwright/test';
import { expect, stack, test } from '../fixtures.ts';

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
