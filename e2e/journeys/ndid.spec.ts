import type { Page } from '@playwright/test';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage, verifiedInvestorThroughApi } from '../support/investors.ts';
import { apiSession } from '../support/onboarded-investor.ts';
import { fillGeneral, freshCard, openStep } from '../support/onboarding.ts';
import { inLanguage } from '../support/screens.ts';

async function setNdid(enabled: boolean) {
  const admin = await apiSession('admin@example.com', demoPassword);
  await admin.send('put', '/admin/feature-flags/ndid', { enabled });
  await admin.api.dispose();
}

test.afterAll(async () => {
  // The route is off unless a journey turns it on.
  await setNdid(false);
});

/** The screen at `width`, checked for sideways scroll on a phone, kept with the run's output. */
async function screenshot(page: Page, name: string, width: 390 | 1366) {
  await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
  await page.waitForTimeout(300);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
  ).toBeLessThanOrEqual(innerWidth);
  await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
}

test('an investor verifies their identity with NDID: the bank approves in its app, the identity step is filled and onboarding continues', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('ndid');
  await verifiedInvestorThroughApi(email, demoPassword);
  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.setViewportSize({ width: 390, height: 844 });

  // With the flag off the identity step offers the card photos only.
  await setNdid(false);
  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await expect(page.getByLabel('เลขหลังบัตร (Laser ID)')).toBeVisible();
  await expect(page.getByRole('radio', { name: /ยืนยันตัวตนผ่าน NDID/ })).toHaveCount(0);

  await setNdid(true);
  await page.reload();
  await page.getByRole('radio', { name: /ยืนยันตัวตนผ่าน NDID/ }).check();
  const card = freshCard();
  await page.getByLabel('เลขบัตรประชาชน 13 หลัก').fill(card.nationalId);
  await page.getByRole('radio', { name: 'ธนาคารไทยพาณิชย์' }).check();
  await screenshot(page, 'ndid-pick-bank-th', 390);
  await page.getByRole('button', { name: 'ส่งคำขอไปยังธนาคาร' }).click();

  await expect(page.getByRole('heading', { name: 'รอการอนุมัติในแอปธนาคาร' })).toBeVisible();
  const referenceCode = (await page.locator('.ndid-reference strong').textContent())?.trim() ?? '';
  expect(referenceCode).toMatch(/^\d{6}$/);
  await expect(page.getByRole('timer')).toHaveText(/^(60:00|59:\d\d)$/);
  await screenshot(page, 'ndid-waiting-th', 390);

  // Back from the bank's app the page may have been reloaded: it is still waiting, here in English on a desktop.
  await inLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: "Waiting for approval in your bank's app" })).toBeVisible();
  await expect(
    page.getByText(`Choose the NDID identity request with reference code ${referenceCode}`),
  ).toBeVisible();
  await screenshot(page, 'ndid-waiting-en', 1366);

  // The bank's app (the NDID simulator's page for the bank) lists the request by its code; the investor approves.
  const bankApp = await browser.newPage();
  await bankApp.goto(`${stack.api()}/simulators/ndid/idp/idp-scb`);
  await bankApp.getByRole('button', { name: `Approve ${referenceCode} / อนุมัติ` }).click();
  await expect(bankApp.getByRole('heading', { name: 'Approved / อนุมัติแล้ว' })).toBeVisible();
  await bankApp.close();

  await expect(page.getByRole('heading', { name: 'Identity verified' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText('Siam Commercial Bank has verified your identity');
  await screenshot(page, 'ndid-approved-en', 1366);
  await page.getByRole('button', { name: 'Next: general information' }).click();
  await expect(page).toHaveURL(/\/kyc\/general$/);

  // The identity step is filled from the bank's answer, and onboarding continues with the general information.
  await inLanguage(page, 'th');
  await page.setViewportSize({ width: 390, height: 844 });
  await fillGeneral(page);
  await page.goto('/kyc');
  await expect(page.getByText(/ข้อมูลตามบัตรประชาชน|ยืนยันตัวตน/).first()).toBeVisible();
  await screenshot(page, 'ndid-progress-th', 390);
  await page.goto('/kyc/identity');
  await expect(page.getByLabel('เลขบัตรประชาชน 13 หลัก')).toHaveValue(card.nationalId);
  await expect(page.getByLabel('ชื่อ (อังกฤษ)')).toHaveValue('Somchai');
});
