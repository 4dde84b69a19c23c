import type { Page } from '@playwright/test';
import { expect, stack, test, waitForMail } from '../fixtures.ts';
import { acceptPortalConsent, freshEmail, laterForPin, logIn } from '../support/investors.ts';

const phone = { width: 390, height: 844 };
const password = 'Saw4tdee!Khrap';

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test("the site's open-an-account buttons reach the portal's sign-up, and the portal does not ask for consent again", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await page.goto(stack.site());
  // The answer the site hands over: waited for, as the popup appears once its script has run.
  const sitePopup = page.getByRole('dialog', { name: 'ความเป็นส่วนตัวและการเปิดเผยข้อมูล' });
  await sitePopup.getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(sitePopup).toBeHidden();
  await expect(page.locator('a', { hasText: 'สมัครบัญชี' }).first()).toHaveAttribute(
    'href',
    `${stack.portal()}/auth/signup`,
  );
  await page.getByRole('link', { name: 'เปิดบัญชีลงทุน' }).first().click();
  await expect(page).toHaveURL(`${stack.portal()}/auth/signup`);
  await expect(page.getByRole('heading', { name: 'สมัครสมาชิก', level: 1 })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัวและการเปิดเผยข้อมูล' })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
  await context.close();
});

test('an investor signs up on a phone, closes the page, signs in later and verifies from the e-mailed link', async ({
  browser,
}) => {
  const email = freshEmail('verify-later');
  const first = await browser.newContext({ viewport: phone, baseURL: stack.portal() });
  const signupPage = await first.newPage();
  await signupPage.goto('/auth/signup');
  await acceptPortalConsent(signupPage);
  await signupPage.getByLabel('อีเมล', { exact: true }).fill(email);
  await signupPage.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await signupPage.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(password);
  await signupPage.getByRole('radio', { name: 'บุคคลธรรมดา' }).check();
  await signupPage.getByRole('checkbox', { name: 'ฉันยอมรับนโยบายความเป็นส่วนตัว' }).check();
  await signupPage.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท' }).check();
  await signupPage.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(signupPage.getByRole('heading', { name: 'ยืนยันอีเมล' })).toBeVisible();
  // The investor closes the tab without entering the code.
  await first.close();

  const later = await browser.newContext({ viewport: phone, baseURL: stack.portal() });
  const page = await later.newPage();
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, password);
  // Signed in but unverified: straight to the e-mail step, with the address and the resend.
  await expect(page).toHaveURL(/\/auth\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'ยืนยันอีเมล' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('button', { name: 'ส่งรหัสอีกครั้ง', exact: true })).toBeEnabled();
  await expectNoSidewaysScroll(page);

  const mail = await waitForMail(email, /OTP/);
  const code = /\d{6}/.exec(mail.subject)?.[0];
  expect(code).toBeDefined();
  const link = /https?:\/\/\S+\/auth\/verify-email/.exec(mail.text ?? '')?.[0];
  expect(link, mail.text).toBeDefined();
  expect(link).not.toContain(code!);
  await page.goto(link!);
  await expect(page.getByText(email)).toBeVisible();
  await page.getByLabel('รหัส OTP').fill(code!);
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByText('ยืนยันอีเมลสำเร็จ')).toBeVisible();
  await laterForPin(page);

  // Home leads on to the next onboarding step instead of a bare welcome.
  const next = page.getByRole('region', { name: 'เปิดบัญชีต่อ' });
  await expect(next.getByText('ขั้นตอนถัดไป: ถ่ายรูปบัตรประชาชนและใบหน้า')).toBeVisible();
  await expectNoSidewaysScroll(page);
  await next.getByRole('link', { name: 'ไปที่ ถ่ายรูปบัตรประชาชนและใบหน้า' }).click();
  await expect(page).toHaveURL(/\/kyc\/identity$/);
  await later.close();
});
