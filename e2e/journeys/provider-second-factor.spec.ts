import { generate } from 'otplib';
import { expect, test } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logOutFromMenu,
  portalPage,
  verifiedInvestorThroughApi,
} from '../support/investors.ts';
import { apiSession, standAt } from '../support/onboarded-investor.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

const password = 'Malee!2026google';
// The API checks TOTP codes at its own clock: standing it still (an hour ahead, so the session cookies it sets are
// not already expired for the browser) makes each code below the one it expects; each use moves it a 30-second step
// on, since a code is good once.
const frozenAt = Math.floor(Date.now() / 1000) * 1000 + 3600_000;
const bangkokAt = (step: number) =>
  new Date(frozenAt + step * 30_000 + 7 * 3600_000).toISOString().slice(0, 19);
const codeAt = (secret: string, step: number) =>
  generate({ secret, epoch: Math.floor((frozenAt + step * 30_000) / 1000) });

test.afterEach(async () => {
  await standAt(null);
});

test('an investor with 2FA on who signs in with Google gives the authenticator code before being signed in', async ({
  browser,
}) => {
  await standAt(bangkokAt(0));
  const email = freshEmail('google-2fa');
  await verifiedInvestorThroughApi(email, password);
  const { send } = await apiSession(email, password);
  const { secret } = (await send('post', '/me/security/2fa')) as { secret: string };
  await send('post', '/me/security/2fa/confirm', { code: await codeAt(secret, 0) });

  const page = await portalPage(browser);
  const signInWithGoogle = async (button: string) => {
    await page.getByRole('button', { name: button, exact: true }).click();
    // The provider's own page (the simulator stands in for Google's): it vouches for the account only.
    await page.getByLabel('E-mail / อีเมล').fill(email);
    await page.getByRole('button', { name: 'Continue / ดำเนินการต่อ' }).click();
  };

  await standAt(bangkokAt(1));
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await signInWithGoogle('เข้าสู่ระบบด้วย Google');
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
  await bothWidths(page, 'provider-second-factor-th', 'Google ยืนยันบัญชีของท่านแล้ว');
  const right = await codeAt(secret, 1);
  await page.getByLabel('รหัสยืนยันตัวตนสองขั้นตอน').fill(right === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByText('รหัสยืนยันตัวตนสองขั้นตอนไม่ถูกต้อง กรุณาลองใหม่อีกครั้ง')).toBeVisible();
  await page.getByLabel('รหัสยืนยันตัวตนสองขั้นตอน').fill(right);
  await page.getByRole('button', { name: 'ยืนยันและเข้าสู่ระบบ' }).click();
  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await laterForPin(page);
  await expect(page.getByText(email)).toBeVisible();
  await logOutFromMenu(page);

  // In English, the next time: the same step, and the right code signs in at once.
  await standAt(bangkokAt(2));
  await page.goto('/auth/login');
  await inLanguage(page, 'en');
  await signInWithGoogle('Continue with Google');
  await expect(page.getByRole('heading', { name: 'Two-factor sign-in' })).toBeVisible();
  await bothWidths(page, 'provider-second-factor-en', 'Google has confirmed your account');
  await page.getByLabel('Two-factor code').fill(await codeAt(secret, 2));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('You are logged in')).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Set a PIN for your safety' })).toBeVisible();
  await page.context().close();
});
