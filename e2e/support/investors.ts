import type { Browser, Locator, Page } from '@playwright/test';
import { request } from '@playwright/test';
import { expect, stack, waitForMail } from '../fixtures.ts';

/** A fresh address per run, so the journeys can run again on the same data. */
export const freshEmail = (name: string) => `${name}-${Date.now()}@example.com`;

/** An investor signed up through the API itself (CSRF token first, as every client must). */
export async function signUpThroughApi(email: string, password: string): Promise<void> {
  // Each investor from an address of its own (the API trusts the loopback proxy's X-Forwarded-For), as real
  // sign-ups come from many addresses: the per-address sign-up limit is not what these journeys test.
  const api = await request.newContext({
    baseURL: stack.api(),
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  const { csrfToken } = (await (await api.get('/auth/csrf')).json()) as { csrfToken: string };
  const res = await api.post('/auth/signup', {
    headers: { 'x-csrf-token': csrfToken },
    data: {
      email,
      password,
      customerType: 'INDIVIDUAL',
      saleCode: '',
      consents: { privacyPolicy: true, terms: true, marketing: false },
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
  await api.dispose();
}

export async function portalPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack.portal() });
  return context.newPage();
}

/** The portal's privacy-policy / publicity consent popup, answered as a visitor would. */
export async function acceptPortalConsent(page: Page): Promise<void> {
  const popup = page.getByRole('dialog', { name: 'นโยบายความเป็นส่วนตัวและการเปิดเผยข้อมูล' });
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: 'ยอมรับ' }).click();
  await expect(popup).toBeHidden();
}

export async function logIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('อีเมล', { exact: true }).fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true }).click();
}

/** After sign-in a user without a PIN is offered to set one (spec screen 23). */
export async function laterForPin(page: Page): Promise<void> {
  const prompt = page.getByRole('dialog', { name: 'ตั้ง PIN เพื่อความปลอดภัย' });
  await expect(prompt).toBeVisible();
  await prompt.getByRole('button', { name: 'ไว้ภายหลัง' }).click();
  await expect(prompt).toBeHidden();
}

export async function logOutFromMenu(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'เมนูบัญชี' }).click();
  await page.getByRole('link', { name: 'ออกจากระบบ' }).click();
  await expect(page.getByRole('link', { name: 'เข้าสู่ระบบ' }).first()).toBeVisible();
}

/** An investor signed up and with the e-mail verified through the API (the OTP read from the mail catcher). */
export async function verifiedInvestorThroughApi(email: string, password: string): Promise<void> {
  // Each investor from an address of its own (the API trusts the loopback proxy's X-Forwarded-For), as real
  // sign-ups come from many addresses: the per-address sign-up limit is not what these journeys test.
  const api = await request.newContext({
    baseURL: stack.api(),
    extraHTTPHeaders: { 'X-Forwarded-For': `198.51.100.${1 + Math.floor(Math.random() * 250)}` },
  });
  const csrf = async () => ((await (await api.get('/auth/csrf')).json()) as { csrfToken: string }).csrfToken;
  const signup = await api.post('/auth/signup', {
    headers: { 'x-csrf-token': await csrf() },
    data: {
      email,
      password,
      saleCode: '',
      consents: { privacyPolicy: true, terms: true, marketing: false },
      customerType: 'INDIVIDUAL',
    },
  });
  expect(signup.status(), await signup.text()).toBeLessThan(300);
  const mail = await waitForMail(email, /OTP/);
  const code = /\d{6}/.exec(mail.subject)?.[0];
  const verify = await api.post('/auth/verify', {
    headers: { 'x-csrf-token': await csrf() },
    data: { token: code },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  await api.dispose();
}

/**
 * Waits until a react-admin list has applied its search (it is debounced, then kept in the address): a row clicked
 * before that can be re-rendered away under the click.
 */
export async function searchApplied(page: Page, text: string) {
  await expect(page).toHaveURL((url) => decodeURIComponent(url.hash).includes(text));
}

/**
 * Opens a react-admin list row and waits for what its page shows. The list re-renders as its query settles (a
 * search applied, a refetch on focus), and a click that lands on a row being replaced opens nothing: the click is
 * tried again until the page opened, as a person would click again.
 */
export async function openRow(row: Locator, opened: Locator) {
  await expect(async () => {
    if (!(await opened.isVisible())) await row.click({ timeout: 5_000 });
    await expect(opened).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

/** A new browser context on the portal, signed in as `email`, the PIN invitation put off. */
export async function signedInPortalPage(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, password);
  await laterForPin(page);
  return page;
}

/**
 * From the profile the verified investor asks for another bank account, with the book-bank photo of it: the
 * request waits for compliance and the verified account stays in use meanwhile.
 */
export async function requestBankChange(
  page: Page,
  account: { bankCode: string; accountNumber: string; accountName: string },
  bookBankPhoto: string,
) {
  await page.goto('/profile');
  await page.getByRole('link', { name: 'แก้ไข บัญชีธนาคาร' }).click();
  await page.getByLabel('ธนาคาร', { exact: true }).selectOption(account.bankCode);
  await page.getByLabel('เลขที่บัญชี').fill(account.accountNumber);
  await page.getByLabel('ชื่อบัญชี').fill(account.accountName);
  await page.getByLabel('เลือกไฟล์: รูปหน้าสมุดบัญชีธนาคาร').setInputFiles(bookBankPhoto);
  await expect(page.getByText('อัปโหลดแล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกบัญชีธนาคาร' }).click();
  await expect(page.getByText(/ส่งคำขอเปลี่ยนบัญชีแล้ว/)).toBeVisible();
}
