import { demoPassword, expect, test } from '../fixtures.ts';
import { fillIdentity, openStep, somchai, uploadIdentityPhotos } from '../support/onboarding.ts';
import { freshEmail, laterForPin, logIn, portalPage, verifiedInvestorThroughApi } from '../support/investors.ts';

test('a new investor completes every onboarding step, compliance approves, and the investor is ready to invest', async ({
  browser,
}) => {
  const email = freshEmail('onboarding');
  await verifiedInvestorThroughApi(email, demoPassword);
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await logIn(page, email, demoPassword);
  await laterForPin(page);

  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await uploadIdentityPhotos(page);
  await fillIdentity(page, somchai);
  await expect(page.getByText('ยืนยันใบหน้าสำเร็จ กรุณารอการตรวจสอบ 2-3 วันทำการ')).toBeVisible();
});
