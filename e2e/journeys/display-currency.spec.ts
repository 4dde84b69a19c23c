import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { unitsHeld } from '../support/orders.ts';

/**
 * A Tuesday of its own per run (from 4 January 2028, a week apart), so the day's NAVs and reference rate are new
 * each time the journey runs on the same data: an approved rate or NAV cannot be entered again. At most 100 weeks on,
 * so the day stays before the sample identity card expires (4 March 2030): the API refuses an expired card.
 */
function tuesdayOfThisRun(): string {
  const weeks = Math.floor(Date.now() / 60_000) % 100;
  return new Date(Date.UTC(2028, 0, 4 + weeks * 7)).toISOString().slice(0, 10);
}
const day = tuesdayOfThisRun();
const shownDay = (date: string) => {
  const [year, month, dayOfMonth] = date.split('-');
  return `${dayOfMonth}/${month}/${Number(year) + 543}`;
};

test.afterAll(async () => {
  await standAt(null);
});

/** "19,950.00" at 36.5 THB per USD, in cents and half-up, by integer arithmetic: the figure the portal must show. */
function usdAt365(thbText: string): string {
  const thbCents = BigInt(thbText.replace(/[^\d-]/g, ''));
  const usdCents = (thbCents * 20n + 365n) / 730n;
  const whole = (usdCents / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${whole}.${(usdCents % 100n).toString().padStart(2, '0')}`;
}

const figure = (page: Page, label: string) =>
  page
    .locator('.portfolio-figure')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('operations enter the day’s reference rate, another officer approves it, and the investor reads the overview in USD at it', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(300_000);
  await standAt(`${day}T09:00:00`);
  const email = freshEmail('display-currency');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, day);

  // 18:10: operations enter the rate with the NAV; the maker's own row offers no Approve.
  await standAt(`${day}T18:10:00`);
  const maker = await staffPage('operations@example.com');
  await maker.getByRole('menuitem', { name: 'อัตราแลกเปลี่ยนอ้างอิง' }).click();
  await maker.getByRole('link', { name: 'บันทึกอัตรา' }).click();
  // The form, once open, replaces the list and its date filter.
  await expect(maker.getByText('บาทต่อ 1 ดอลลาร์สหรัฐ ระหว่าง 10 ถึง 100', { exact: false })).toBeVisible();
  await maker.getByLabel('วันที่').fill(day);
  await maker.getByLabel('บาทต่อ 1 USD').fill('36.5');
  await maker.getByRole('button', { name: 'บันทึก' }).click();
  await expect(maker.getByText('บันทึกอัตราแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();
  const ownRow = maker.getByRole('row', { name: new RegExp(`${shownDay(day)}.*36\\.5000.*รออนุมัติ`) });
  await expect(ownRow.getByText('คุณเป็นผู้บันทึกอัตรานี้ ต้องให้เจ้าหน้าที่อีกคนอนุมัติ')).toBeVisible();

  const checker = await staffPage('admin@example.com');
  await checker.getByRole('menuitem', { name: 'อัตราแลกเปลี่ยนอ้างอิง' }).click();
  await checker.getByRole('button', { name: `อนุมัติ ${shownDay(day)}`, exact: true }).click();
  await expect(checker.getByText('1 USD = 36.5000 บาท', { exact: false })).toBeVisible();
  await checker.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(checker.getByText('อนุมัติอัตราอ้างอิงแล้ว')).toBeVisible();
  await checker.screenshot({ path: test.info().outputPath('fx-rates-approved.png'), fullPage: true });

  // The investor switches the overview to USD: each value at 36.5, the rate and its date beside them.
  const portal = await signedInPortalPage(browser, email, demoPassword);
  await portal.goto('/portfolio');
  const total = figure(portal, 'มูลค่ารวม');
  await expect(total).toHaveText(/^[\d,]+\.\d\d$/);
  const thbTotal = (await total.textContent())!;
  const pending = (await figure(portal, 'คำสั่งที่รอดำเนินการ').textContent())!;
  await portal.getByRole('button', { name: 'ดอลลาร์ (USD)' }).click();
  await expect(
    portal.getByText(`อัตราอ้างอิง 1 USD = 36.5000 THB, ${shownDay(day)}`, { exact: false }),
  ).toBeVisible();
  await expect(total).toHaveText(`${usdAt365(thbTotal)} USD`);
  await expect(portal.getByRole('columnheader', { name: 'มูลค่า (USD)' })).toBeVisible();
  // Orders stay in THB.
  await expect(figure(portal, 'คำสั่งที่รอดำเนินการ')).toHaveText(pending);

  // On a phone nothing scrolls sideways.
  await portal.setViewportSize({ width: 390, height: 844 });
  await expect(total).toBeVisible();
  const { scrollWidth, innerWidth } = await portal.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
  await portal.screenshot({ path: test.info().outputPath('overview-usd-390.png'), fullPage: true });

  // The choice stays on the device: the overview opens in USD again, and THB brings the baht figures back.
  await portal.reload();
  await expect(total).toHaveText(`${usdAt365(thbTotal)} USD`);
  await portal.getByRole('button', { name: 'บาท (THB)' }).click();
  await expect(total).toHaveText(thbTotal);
});
