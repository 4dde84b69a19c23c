import { type Browser, request } from '@playwright/test';
import { generate } from 'otplib';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import { freshEmail, verifiedInvestorThroughApi } from '../support/investors.ts';
import { apiSession, standAt } from '../support/onboarded-investor.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

const password = 'Kanok!2026staff';
// The API checks TOTP codes at its own clock: standing it still (an hour ahead, so the session cookies it sets are
// not already expired for the browser) makes the code below the one it expects.
const frozenAt = new Date(Math.floor(Date.now() / 1000) * 1000 + 3600_000);
const bangkokNow = new Date(frozenAt.getTime() + 7 * 3600_000).toISOString().slice(0, 19);

test.afterEach(async () => {
  await standAt(null);
});

/** A new support officer signs in, must enrol TOTP, enrols, and reads the recovery codes once. */
async function newStaffEnrols(browser: Browser) {
  await standAt(bangkokNow);
  // A new support officer: signed up, then given the role by the demo admin (no seeded account, so no exemption).
  const email = freshEmail('new-staff');
  await verifiedInvestorThroughApi(email, password);
  const admin = await apiSession('admin@example.com', demoPassword);
  const found = await admin.api.get(
    `/admin/users?filter=${encodeURIComponent(JSON.stringify({ q: email }))}`,
  );
  const [user] = (await found.json()) as { id: number }[];
  await admin.send('post', `/admin/users/${user!.id}/role`, { role: 'support' });
  await admin.api.dispose();

  const context = await browser.newContext({ baseURL: stack.backoffice() });
  const page = await context.newPage();
  await page.goto('/#/login');
  await page.getByRole('textbox', { name: 'อีเมล' }).fill(email);
  await page.getByRole('textbox', { name: 'รหัสผ่าน', exact: true }).fill(password);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

  // Only the enrolment page, whatever the address: no menu, no dashboard.
  await expect(page.getByRole('heading', { level: 1, name: 'การยืนยันตัวตนสองขั้นตอน' })).toBeVisible({
    timeout: 30_000,
  });
  await page.goto('/#/users');
  await expect(page.getByRole('heading', { level: 1, name: 'การยืนยันตัวตนสองขั้นตอน' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'โปรไฟล์' })).toHaveCount(0);
  await expect(page.getByText(`เข้าสู่ระบบในชื่อ ${email}`)).toHaveCount(0);
  await bothWidths(page, 'staff-enrolment-th', 'บัญชีเจ้าหน้าที่ต้องเปิดใช้การยืนยันตัวตนสองขั้นตอน');
  await inLanguage(page, 'en');
  await bothWidths(page, 'staff-enrolment-en', 'Staff accounts must turn on two-factor sign-in');

  await page.getByRole('button', { name: 'Set it up' }).click();
  const secretText = await page.getByText(/^Secret: /).textContent();
  const secret = secretText!.replace('Secret: ', '').trim();
  const code = await generate({
    secret,
    epoch: Math.floor(new Date(`${bangkokNow}+07:00`).getTime() / 1000),
  });
  await page.getByLabel(/6-digit code from the app/).fill(code);
  await page.getByRole('button', { name: 'Confirm and turn on' }).click();

  const codes = page.getByRole('region', { name: 'Recovery codes' });
  await expect(codes.getByRole('listitem')).toHaveCount(10);
  await expect(codes.getByText(/shown only once/)).toBeVisible();
  await bothWidths(page, 'staff-recovery-codes-en', 'These 10 recovery codes are shown only once');
  const recoveryCode = (await codes.getByRole('listitem').first().textContent())!.trim();

  // The back office opens where the staff member was heading (the users list), menu and all.
  await page.getByRole('button', { name: 'Go to the back office' }).click();
  await expect(page.getByRole('columnheader', { name: 'Staff role' })).toBeVisible({ timeout: 30_000 });
  await page.goto('/#/');
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });
  return { context, page, email, userId: user!.id, recoveryCode };
}

test('a new staff member must enrol a second factor at their first sign-in, and gets recovery codes once', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  const { context } = await newStaffEnrols(browser);
  await context.close();
});

test('30 idle minutes sign a staff member out; an admin resets their second factor and they enrol again', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(420_000);
  const { context, page, email, userId, recoveryCode } = await newStaffEnrols(browser);

  // Idle time runs on the real clock: the test tools move this person's last request 31 minutes back.
  const tools = await request.newContext({ baseURL: stack.api() });
  const { csrfToken } = (await (await tools.get('/auth/csrf')).json()) as { csrfToken: string };
  const aged = await tools.post('/test/sessions/idle', {
    headers: { 'x-csrf-token': csrfToken },
    data: { email, minutes: 31 },
  });
  expect(aged.status(), await aged.text()).toBe(200);
  await tools.dispose();
  // The staff member comes back to the screen and reloads it.
  await page.reload();
  await expect(
    page.getByText('Signed out after 30 minutes without activity. Please sign in again.'),
  ).toBeVisible({
    timeout: 30_000,
  });
  await bothWidths(page, 'staff-idle-en', 'Signed out after 30 minutes without activity');

  // Back in with the password and a recovery code in place of the app's code.
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByLabel(/Two-factor code/).fill(recoveryCode);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // Back where the staff member was: the dashboard.
  await expect(page.getByText(`Signed in as ${email}`)).toBeVisible({ timeout: 30_000 });

  // An admin resets the second factor (a lost phone): the staff member is signed out everywhere at once.
  const admin = await staffPage('admin@example.com');
  await admin.goto(`/#/users/${userId}/show`);
  await admin.getByRole('button', { name: 'รีเซ็ตการยืนยันสองขั้นตอน' }).click();
  await admin.getByLabel('เหตุผลในการรีเซ็ต').fill('โทรศัพท์ที่ใช้ยืนยันตัวตนสูญหาย');
  await admin.getByRole('button', { name: 'ยืนยันการรีเซ็ต' }).click();
  await expect(admin.getByText('รีเซ็ตการยืนยันตัวตนสองขั้นตอนแล้ว')).toBeVisible();

  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible({ timeout: 30_000 });
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeVisible({
    timeout: 30_000,
  });
  await context.close();
});
