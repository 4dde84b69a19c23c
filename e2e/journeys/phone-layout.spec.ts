import type { Page } from '@playwright/test';
import { freshSampleIdentity } from '../../api/src/modules/kyc/sample-applicant.ts';
import { demoPassword, expect, test } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  logIn,
  portalPage,
  verifiedInvestorThroughApi,
} from '../support/investors.ts';
import { apiSession, uploadPhoto } from '../support/onboarded-investor.ts';

const phone = { width: 360, height: 780 };
const laptop = { width: 1366, height: 768 };

/** Nothing is wider than the screen: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(
    scrollWidth,
    `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
  ).toBeLessThanOrEqual(innerWidth);
}

/** Signed in on a screen of the given size; the PIN invitation, when shown, is put off. */
async function signInOnPhone(page: Page, email: string, size = phone) {
  await page.setViewportSize(size);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  // Signed in once the login page is left; the PIN invitation may then open over the next page.
  await expect(page).not.toHaveURL(/\/auth\/login/, { timeout: 30_000 });
  const later = page.getByRole('button', { name: 'ไว้ภายหลัง' });
  if (await later.isVisible({ timeout: 3_000 }).catch(() => false)) await later.click();
}

test('the KYC forms fit a 360 px phone: no page scrolls sideways', async ({ browser }) => {
  test.setTimeout(180_000);
  const email = freshEmail('phone-kyc');
  await verifiedInvestorThroughApi(email, demoPassword);
  const investor = await apiSession(email, demoPassword);
  for (const [kind, file] of [
    ['ID_FRONT', 'id-front.jpg'],
    ['ID_BACK', 'id-back.jpg'],
    ['SELFIE', 'selfie.jpg'],
  ] as const) {
    await uploadPhoto(investor.api, await investor.csrf(), kind, file);
  }
  // A card of this investor's own: one person, one account.
  await investor.send('put', '/kyc/identity', freshSampleIdentity());
  await investor.api.dispose();

  const page = await portalPage(browser);
  await signInOnPhone(page, email);
  for (const [path, heading] of [
    ['/kyc', 'ยืนยันตัวตน'],
    ['/kyc/general', 'ข้อมูลทั่วไป'],
    ['/kyc/personal', 'ข้อมูลส่วนตัว'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    await expectNoSidewaysScroll(page);
  }
  // The longest select of the form is as wide as the screen allows, not as its longest option.
  const occupation = page.getByLabel('อาชีพ');
  const box = await occupation.boundingBox();
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(phone.width);
});

test('on a phone the history is a list of cards, the strategy page keeps its actions in reach and the overview offers Invest and Deposit; at 1366 px the history is a table', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const page = await portalPage(browser);
  await signInOnPhone(page, 'investor@example.com');

  await page.goto('/portfolio');
  await expect(page.getByRole('heading', { level: 1, name: 'ภาพรวมบัญชี' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'ลงทุน', exact: true })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'ฝากเงิน', exact: true })).toBeInViewport();
  await expectNoSidewaysScroll(page);

  await page.goto('/transactions');
  const cards = page.getByRole('list', { name: 'รายการ' });
  await expect(cards.getByRole('listitem').first()).toBeVisible();
  await expect(cards.getByRole('listitem').first()).toContainText('จำนวนเงิน (บาท)');
  await expect(page.getByRole('table')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  await page.goto('/strategies/M-BTC');
  await expect(page.getByRole('heading', { level: 1, name: 'กลยุทธ์บิตคอยน์' })).toBeVisible();
  // The actions close a page several screens long, yet are on the first screen: the bar sticks to its bottom.
  const actions = page.getByRole('region', { name: 'ทำรายการ' });
  await expect(actions.getByRole('link', { name: 'เพิ่มเงินลงทุน' })).toBeInViewport();
  await expect(actions.getByRole('link', { name: 'ลดเงินลงทุน' })).toBeInViewport();
  await page.mouse.wheel(0, 2000);
  await expect(actions.getByRole('link', { name: 'สับเปลี่ยน' })).toBeInViewport();
  const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight);
  expect(pageHeight).toBeGreaterThan(phone.height * 3);
  await expectNoSidewaysScroll(page);

  const desk = await portalPage(browser);
  await signInOnPhone(desk, 'investor@example.com', laptop);
  await desk.goto('/transactions');
  await expect(desk.getByRole('table').getByRole('row').nth(1)).toBeVisible();
  await expect(desk.getByRole('list', { name: 'รายการ' })).toHaveCount(0);
  await expectNoSidewaysScroll(desk);
});
