import { expect, test } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logOutFromMenu,
  portalPage,
} from '../support/investors.ts';

test('Sign in with Apple: the simulator posts its answer to the API (form_post), which signs the new investor in', async ({
  browser,
}) => {
  const page = await portalPage(browser);
  const email = freshEmail('apple');
  await page.goto('/auth/signup');
  await acceptPortalConsent(page);
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Apple', exact: true }).click();
  const consent = page.getByRole('dialog', { name: 'ก่อนสมัครสมาชิกด้วย Apple' });
  await consent.getByRole('checkbox', { name: 'ฉันยอมรับนโยบายความเป็นส่วนตัว' }).check();
  await consent.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท' }).check();
  await consent.getByRole('button', { name: 'ดำเนินการต่อ' }).click();

  // Apple's own page (the simulator stands in for it), asked to answer by form post.
  await expect(page.getByRole('heading', { name: 'Sign in with Apple (simulator)' })).toBeVisible();
  expect(new URL(page.url()).searchParams.get('response_mode')).toBe('form_post');
  await page.getByLabel('E-mail / อีเมล').fill(email);
  await page.getByLabel('Name / ชื่อ').fill('Somsri Apple');
  const posted = page.waitForRequest(
    (request) =>
      request.method() === 'POST' && new URL(request.url()).pathname === '/api/auth/apple/callback',
  );
  await page.getByRole('button', { name: 'Continue / ดำเนินการต่อ' }).click();
  const form = new URLSearchParams((await posted).postData() ?? '');
  expect([...form.keys()].sort()).toEqual(['code', 'id_token', 'state', 'user']);

  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await laterForPin(page);
  await expect(page.getByText(email)).toBeVisible();
  await logOutFromMenu(page);

  // Again from the login page: the same account.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Apple', exact: true }).click();
  await page.getByLabel('E-mail / อีเมล').fill(email);
  await page.getByRole('button', { name: 'Continue / ดำเนินการต่อ' }).click();
  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.context().close();
});
