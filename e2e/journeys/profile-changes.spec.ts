import type { Page } from '@playwright/test';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  openRow,
  portalPage,
} from '../support/investors.ts';
import { onboardedInvestorThroughApi } from '../support/onboarded-investor.ts';
import { inLanguage } from '../support/screens.ts';

async function noSidewaysScroll(page: Page) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${page.url()} scrolls sideways`).toBe(true);
}

test('a verified investor changes the current address at once and the income through compliance', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('profile-change');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await portalPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);

  await page.getByRole('button', { name: 'เมนูบัญชี' }).click();
  await page.getByRole('link', { name: 'ข้อมูลส่วนตัว' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
  await expect(page.getByText('ยังไม่มีคำขอ')).toBeVisible();
  await noSidewaysScroll(page);

  // Contact details: the current address applies at once.
  await page.getByRole('link', { name: 'แก้ไข ข้อมูลทั่วไปและที่อยู่' }).click();
  const current = page.getByRole('group', { name: 'ที่อยู่ปัจจุบัน' });
  await current.getByLabel('บ้านเลขที่ หมู่ ซอย ถนน').fill('88/8 ถนนนิมมานเหมินท์');
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(page.getByText('อัปเดตข้อมูลเรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'ข้อมูลส่วนตัว' })).toBeVisible();
  await expect(page.getByText(/88\/8 ถนนนิมมานเหมินท์/)).toBeVisible();

  // Material data: the income goes to compliance; the old value stays meanwhile.
  await page.getByRole('link', { name: 'แก้ไข อาชีพ รายได้ และผู้รับผลประโยชน์' }).click();
  await page.getByLabel('รายได้เฉลี่ยต่อเดือน').selectOption('100K_500K');
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(page.getByText('ส่งคำขอเปลี่ยนแปลงให้ทีมตรวจสอบแล้ว')).toBeVisible();
  await expect(page.getByText('รอการพิจารณา')).toBeVisible();
  await expect(page.getByText(/ข้อมูลที่ขอเปลี่ยน: รายได้เฉลี่ยต่อเดือน/)).toBeVisible();
  await noSidewaysScroll(page);

  const staff = await staffPage('compliance@example.com');
  await staff.goto('/#/change-requests');
  const changes = staff.getByRole('table', { name: 'ข้อมูลเดิมและข้อมูลใหม่' });
  await openRow(staff.getByRole('cell', { name: email }), changes);
  const income = changes.getByRole('row', { name: /รายได้ต่อเดือน/ });
  // Options read by their names, as the investor chose them.
  await expect(income.getByRole('cell', { name: '50,001 - 100,000 บาท' })).toBeVisible();
  await expect(income.getByRole('cell', { name: '100,001 - 500,000 บาท' })).toBeVisible();
  await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await staff.getByRole('button', { name: 'ยืนยันอนุมัติ' }).click();
  await expect(staff.getByText('อนุมัติคำขอแล้ว')).toBeVisible();

  await waitForMail(email, /ได้รับการอนุมัติแล้ว/);
  await page.reload();
  await expect(page.getByText('อนุมัติแล้ว')).toBeVisible();
  await page.getByRole('link', { name: 'แก้ไข อาชีพ รายได้ และผู้รับผลประโยชน์' }).click();
  await expect(page.getByLabel('รายได้เฉลี่ยต่อเดือน')).toHaveValue('100K_500K');
});

test('a verified investor verifies a new mobile number by SMS, on a phone in Thai and on a laptop in English', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('phone-sms');
  await onboardedInvestorThroughApi(email, demoPassword);
  // A number of this investor's own: codes are counted per number.
  const mobile = `09${String(Date.now()).slice(-8)}`;

  const page = await portalPage(browser);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);
  await page.goto('/kyc/general');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill(mobile);
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(page.getByText('อัปเดตข้อมูลเรียบร้อยแล้ว')).toBeVisible();

  await expect(page.getByText('เบอร์มือถือนี้ยังไม่ได้ยืนยัน', { exact: false })).toBeVisible();
  await page.getByRole('button', { name: 'ส่งรหัสทาง SMS' }).click();
  await expect(
    page.getByText(`ส่งรหัส 6 หลักไปที่เบอร์ที่ลงท้ายด้วย ${mobile.slice(-4)} แล้ว`, { exact: false }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: /ส่งรหัสอีกครั้งได้ใน \d+ วินาที/ })).toBeDisabled();
  await noSidewaysScroll(page);
  await page.screenshot({ path: test.info().outputPath('phone-code-th-390.png'), fullPage: true });

  // With mockSMSOTP on, the SMS lands in the mail viewer under the number's catcher address.
  const sms = await waitForMail(`sms-${mobile}@sms.mfund.example`, /SMS/);
  const code = sms.text!.match(/\b\d{6}\b/)![0];
  await page.getByLabel('รหัส OTP').fill(code);
  await page.getByRole('button', { name: 'ยืนยันเบอร์มือถือ' }).click();
  await expect(page.getByText('ตั้งค่า SMS เรียบร้อยแล้ว')).toBeVisible();
  await expect(page.getByText(/^ยืนยันเบอร์มือถือทาง SMS แล้ว/)).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 768 });
  await inLanguage(page, 'en');
  await expect(page.getByText(/^Mobile number verified by SMS \(/)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('phone-verified-1366.png'), fullPage: true });
});
