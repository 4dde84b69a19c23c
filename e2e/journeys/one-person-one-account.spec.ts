import { freshSampleIdentity } from '../../api/src/modules/kyc/sample-applicant.ts';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  verifiedInvestorThroughApi,
} from '../support/investors.ts';
import { apiSession, identityThroughApi } from '../support/onboarded-investor.ts';
import { fillIdentity, openStep, somchai, uploadIdentityPhotos } from '../support/onboarding.ts';

const noSidewaysScroll = () => document.documentElement.scrollWidth <= window.innerWidth;

test('a national ID already on another account is refused on a phone, with the way to recover that account', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // The first account passes the identity step with the card.
  const card = freshSampleIdentity();
  const first = freshEmail('first-account');
  await verifiedInvestorThroughApi(first, demoPassword);
  const holder = await apiSession(first, demoPassword);
  await identityThroughApi(holder, card);
  await holder.api.dispose();

  // The same person opens a second account on a phone and types the same card.
  const second = freshEmail('second-account');
  await verifiedInvestorThroughApi(second, demoPassword);
  const context = await browser.newContext({
    baseURL: stack.portal(),
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  const page = await context.newPage();
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, second, demoPassword);
  await laterForPin(page);
  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await uploadIdentityPhotos(page);
  await fillIdentity(page, { ...somchai, nationalId: card.nationalId, laserId: card.laserId });

  const refusal = page.getByRole('alert').filter({ hasText: 'ใช้เปิดบัญชีอื่นไว้แล้ว' });
  await expect(refusal).toContainText('หนึ่งคนเปิดได้หนึ่งบัญชี');
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  // What was typed stays, in case the card was mistyped.
  await expect(page.getByLabel('เลขบัตรประชาชน 13 หลัก')).toHaveValue(card.nationalId);

  await refusal.getByRole('link', { name: 'กู้คืนบัญชีเดิมของคุณ' }).click();
  await expect(page).toHaveURL(/\/auth\/account-recovery$/);
  await expect(page.getByRole('heading', { name: 'กู้คืนบัญชี' })).toBeVisible();
  await page.getByRole('link', { name: 'ตั้งรหัสผ่านใหม่ของบัญชีเดิม' }).click();
  await expect(page).toHaveURL(/\/auth\/forget-password$/);
  expect(await page.evaluate(noSidewaysScroll)).toBe(true);
  await context.close();
});
