import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  logOutFromMenu,
  openRow,
  portalPage,
  signUpThroughApi,
  verifiedInvestorThroughApi,
} from '../support/investors.ts';

const newPassword = 'Saw4tdee!Khrap';

test('a visitor signs up, verifies the e-mail with the OTP from the mail, logs out and logs in again', async ({
  browser,
}) => {
  const page = await portalPage(browser);
  const email = freshEmail('signup');
  await page.goto('/auth/signup');
  await acceptPortalConsent(page);
  await page.getByLabel('อีเมล', { exact: true }).fill(email);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill('Different!Pass1');
  await page.getByRole('radio', { name: 'บุคคลธรรมดา' }).check();
  await page.getByRole('checkbox', { name: 'ฉันยอมรับนโยบายความเป็นส่วนตัว' }).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  // Checked before anything is sent: the confirmation and the terms.
  await expect(
    page.getByText('passwords are not matched', { exact: false }).or(page.getByText('รหัสผ่านไม่ตรงกัน')),
  ).toBeVisible();
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(newPassword);
  await page.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท' }).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();

  await expect(page.getByRole('heading', { name: 'ยืนยันอีเมล' })).toBeVisible();
  // The resend button waits out its cooldown, counting seconds.
  await expect(page.getByRole('button', { name: /ส่งรหัสอีกครั้งได้ใน \d+ วินาที/ })).toBeDisabled();
  const mail = await waitForMail(email, /OTP/);
  const code = /\d{6}/.exec(mail.subject)?.[0];
  expect(code).toBeDefined();
  const wrong = code === '000000' ? '111111' : '000000';
  await page.getByLabel('รหัส OTP').fill(wrong);
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByText('รหัส OTP ไม่ถูกต้อง', { exact: false })).toBeVisible();
  await page.getByLabel('รหัส OTP').fill(code!);
  await page.getByRole('button', { name: 'ยืนยัน', exact: true }).click();
  await expect(page.getByText('ยืนยันอีเมลสำเร็จ')).toBeVisible();
  await laterForPin(page);
  await expect(page.getByText(email)).toBeVisible();

  await logOutFromMenu(page);
  // Signed out for real: an investor page sends the visitor to log in.
  await page.goto('/security');
  await expect(page).toHaveURL(/\/auth\/login\?next=/);
  await logIn(page, email, newPassword);
  await expect(page).toHaveURL(/\/security$/);
  await expect(page.getByRole('heading', { name: 'ความปลอดภัย', level: 1 })).toBeVisible();
  await page.context().close();
});

test('five wrong passwords lock the account: the investor lands on /suspended, staff unlock, the investor logs in', async ({
  browser,
  staffPage,
}) => {
  // Sign-up, five sign-ins and a staff unlock: more than the default minute on a busy machine.
  test.slow();
  const page = await portalPage(browser);
  // An investor of its own: a lock left behind by a failure here must not lock anyone else's journey out.
  const email = freshEmail('locked');
  await verifiedInvestorThroughApi(email, demoPassword);
  // The device knows the account from an earlier sign-in.
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);
  await logOutFromMenu(page);

  await page.goto('/auth/login');
  for (let attempt = 1; attempt <= 4; attempt += 1) {
    await logIn(page, email, `Wrong!Pass${attempt}`);
    await expect(page.getByRole('alert')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  }
  await logIn(page, email, 'Wrong!Pass5');
  await expect(page).toHaveURL(/\/suspended$/);
  await expect(page.getByRole('heading', { name: 'บัญชีของคุณถูกระงับชั่วคราว' })).toBeVisible();
  await waitForMail(email, /ระงับ|locked/);

  // Even the right password is refused while locked.
  await page.goto('/auth/login');
  await logIn(page, email, demoPassword);
  await expect(page).toHaveURL(/\/suspended$/);

  const staff = await staffPage('compliance@example.com');
  await staff.getByRole('menuitem', { name: 'ผู้ใช้งาน' }).click();
  await staff.getByRole('textbox', { name: 'ค้นหาอีเมลหรือ UUID' }).fill(email);
  await openRow(
    staff.getByRole('cell', { name: email, exact: true }),
    staff.getByRole('button', { name: 'ปลดล็อกบัญชี' }),
  );
  await staff.getByRole('button', { name: 'ปลดล็อกบัญชี' }).click();
  const confirm = staff.getByRole('dialog', { name: 'ปลดล็อกบัญชีนี้?' });
  await confirm.getByRole('button', { name: 'ยืนยันการปลดล็อก' }).click();
  await expect(staff.getByText('ปลดล็อกบัญชีแล้ว')).toBeVisible();

  await page.goto('/auth/login');
  await logIn(page, email, demoPassword);
  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await expect(page).not.toHaveURL(/suspended/);
  await page.context().close();
});

test('forgot password: the e-mailed link sets a new password and every old session ends', async ({
  browser,
}) => {
  const email = freshEmail('reset');
  await signUpThroughApi(email, demoPassword);
  // Another device is signed in before the reset.
  const other = await portalPage(browser);
  await other.goto('/auth/login');
  await acceptPortalConsent(other);
  await logIn(other, email, demoPassword);
  await expect(other.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();

  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await page.getByRole('link', { name: 'ลืมรหัสผ่าน?' }).click();
  await expect(page.getByRole('heading', { name: 'ลืมรหัสผ่าน', level: 1 })).toBeVisible();
  await page.getByLabel('อีเมล', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'ส่งลิงก์ตั้งรหัสผ่านใหม่' }).click();
  const mail = await waitForMail(email, /ตั้งรหัสผ่านใหม่|Reset/);
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'ตั้งรหัสผ่านใหม่', level: 1 })).toBeVisible();
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page.getByText('เปลี่ยนรหัสผ่านแล้ว กรุณาเข้าสู่ระบบเพื่อใช้งานต่อ')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/login/);

  // The link works once.
  await page.goto(link!);
  await expect(page.getByRole('heading', { name: 'ลิงก์นี้ใช้งานไม่ได้' })).toBeVisible();

  // The other device's session is gone: its next call is refused and it is sent to log in.
  await other.goto('/security');
  await expect(other).toHaveURL(/\/auth\/login/);

  // The old password no longer works; the new one does.
  await page.goto('/auth/login');
  await logIn(page, email, demoPassword);
  await expect(page.getByRole('alert')).toHaveText('อีเมลหรือรหัสผ่านไม่ถูกต้อง');
  await logIn(page, email, newPassword);
  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await other.context().close();
  await page.context().close();
});

test('Google sign-in through the local simulator signs a new investor in and links the account', async ({
  browser,
}) => {
  const page = await portalPage(browser);
  const email = freshEmail('google');
  await page.goto('/auth/signup');
  await acceptPortalConsent(page);
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google', exact: true }).click();
  const consent = page.getByRole('dialog', { name: 'ก่อนสมัครสมาชิกด้วย Google' });
  await consent.getByRole('checkbox', { name: 'ฉันยอมรับนโยบายความเป็นส่วนตัว' }).check();
  await consent.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท' }).check();
  await consent.getByRole('button', { name: 'ดำเนินการต่อ' }).click();

  // The provider's own page (the simulator stands in for Google's).
  await expect(page.getByRole('heading', { name: 'Sign in with Google (simulator)' })).toBeVisible();
  await page.getByLabel('E-mail / อีเมล').fill(email);
  await page.getByLabel('Name / ชื่อ').fill('Malee Google');
  await page.getByRole('button', { name: 'Continue / ดำเนินการต่อ' }).click();

  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await laterForPin(page);
  await expect(page.getByText(email)).toBeVisible();
  await logOutFromMenu(page);

  // Signing in with Google again finds the same account, from the login page this time.
  await page.goto('/auth/login');
  await page.getByRole('button', { name: 'เข้าสู่ระบบด้วย Google', exact: true }).click();
  await page.getByLabel('E-mail / อีเมล').fill(email);
  await page.getByRole('button', { name: 'Continue / ดำเนินการต่อ' }).click();
  await expect(page.getByText('เข้าสู่ระบบสำเร็จ')).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await page.context().close();
});
