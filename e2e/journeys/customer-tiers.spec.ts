import { demoPassword, expect, test } from '../fixtures.ts';
import { acceptPortalConsent, logIn, portalPage } from '../support/investors.ts';

test('the investor reads their customer tier and its benefits on a 390 px phone; staff keep the tiers, recalculate them and filter users by tier', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(240_000);
  // The demo investor's seeded holdings (about 80,000 THB) put them in the base tier.
  const page = await portalPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, 'investor@example.com', demoPassword);
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  const later = page.getByRole('button', { name: 'ไว้ภายหลัง' });
  if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();

  await page.goto('/portfolio');
  const card = page.getByRole('region', { name: 'ระดับลูกค้าของท่าน' });
  await expect(card).toBeVisible({ timeout: 30_000 });
  await expect(card.getByText('ระดับ คลาสสิก')).toBeVisible();
  await expect(card.getByText('ช่วยเหลือทางอีเมลและแชตในวันทำการ')).toBeVisible();
  await expect(card.getByText('ถึงระดับ โกลด์ เมื่อมูลค่าเงินลงทุนตั้งแต่ 1,000,000.00 บาท')).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('tier-card-390.png') });

  // Operations read the tiers and recalculate (investors who signed up since have no tier until now).
  const staff = await staffPage('operations@example.com');
  await staff.setViewportSize({ width: 1366, height: 768 });
  await staff.goto('/#/tiers');
  const gold = staff.getByRole('row', { name: /โกลด์/ });
  await expect(gold).toContainText('ตั้งแต่ 1,000,000.00 บาท');
  await expect(gold).toContainText('สายด่วนบริการลูกค้าพิเศษ รับสายก่อน');
  await staff.getByRole('button', { name: 'คำนวณระดับใหม่' }).click();
  await expect(staff.getByText(/^คำนวณระดับใหม่แล้ว: ตรวจ \d+ ราย เปลี่ยนระดับ \d+ ราย$/)).toBeVisible();

  // The users list shows the investor's tier and filters by it.
  await staff.goto('/#/users');
  await staff.getByRole('combobox', { name: 'ระดับลูกค้า' }).click();
  await staff.getByRole('option', { name: 'คลาสสิก' }).click();
  // Staff have no tier: once the filter applies, they leave the list.
  await expect(staff.getByRole('row', { name: /admin@example\.com/ })).toHaveCount(0);
  const row = staff.getByRole('row', { name: /investor@example\.com/ });
  await expect(row).toContainText('คลาสสิก');
  await staff.screenshot({ path: test.info().outputPath('users-by-tier.png') });
});
