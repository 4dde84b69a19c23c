import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Locator, Page } from '@playwright/test';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { onboardedInvestorThroughApi } from '../support/onboarded-investor.ts';
import { inLanguage } from '../support/screens.ts';
import { approveChangeRequest, openChangeRequest } from '../support/staff.ts';

const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');
// Any JPEG stands for a statement, a supporting document or a book bank: the API checks the bytes' type only.
const sampleJpeg = path.join(photos, 'id-front.jpg');

async function noSidewaysScroll(page: Page) {
  const fits = await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
  expect(fits, `${page.url()} scrolls sideways`).toBe(true);
}

/** A full-page picture kept with the run's output, at the viewport's width. */
async function picture(page: Page, name: string) {
  // The menu slides between its phone and desktop forms (a 225 ms transition): the picture waits for it.
  await page.waitForTimeout(500);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

/** An image the browser fetched and drew: the staff file route answered with the bytes. */
async function drawn(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/** The review at 390 px in Thai and 1366 px in English, then back to Thai at 1366 px for the decision. */
async function reviewPictures(staff: Page, name: string, ready: (page: Page) => Locator) {
  await staff.setViewportSize({ width: 390, height: 844 });
  await expect(ready(staff)).toBeVisible();
  await noSidewaysScroll(staff);
  await picture(staff, `${name}-th-390`);
  await staff.setViewportSize({ width: 1366, height: 900 });
  await inLanguage(staff, 'en');
  await expect(staff.getByRole('table', { name: 'Before and after' })).toBeVisible();
  await picture(staff, `${name}-en-1366`);
  await inLanguage(staff, 'th');
}

test('a new nationality of a high-risk country brings the EDD documents in the form; compliance reads them and approves', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(240_000);
  const email = freshEmail('nationality-edd');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'แก้ไข ข้อมูลทั่วไปและที่อยู่' }).click();
  const edd = page.getByRole('group', { name: 'เอกสารเพื่อการตรวจสอบเพิ่มเติม (EDD)' });
  // Japan raises nothing; Myanmar is on the high-risk list, so the documents are asked for with the change.
  await page.getByLabel('สัญชาติ').selectOption('JP');
  await expect(edd).toHaveCount(0);
  await page.getByLabel('สัญชาติ').selectOption('MM');
  await expect(edd.getByText(/สัญชาติใหม่เป็นของประเทศที่มีความเสี่ยงสูง/)).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(edd.getByText('กรุณาเลือกไฟล์').first()).toBeVisible();
  await edd.getByLabel('รายการเดินบัญชีธนาคารย้อนหลัง 6 เดือน').setInputFiles(sampleJpeg);
  await edd.getByLabel(/^เอกสารประกอบ/).setInputFiles(sampleJpeg);
  await noSidewaysScroll(page);
  await picture(page, 'general-form-edd-th-390');
  await page.getByRole('button', { name: 'บันทึกการเปลี่ยนแปลง' }).click();
  await expect(page.getByText('ส่งคำขอเปลี่ยนแปลงให้ทีมตรวจสอบแล้ว')).toBeVisible();
  await expect(page.getByText(/ข้อมูลที่ขอเปลี่ยน: สัญชาติ/)).toBeVisible();

  // The same form on a laptop in English, before the decision: the documents are asked for there too.
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/kyc/general');
  await inLanguage(page, 'en');
  await page.getByLabel('Nationality').selectOption('MM');
  await expect(page.getByRole('group', { name: /Enhanced due diligence/ })).toBeVisible();
  await picture(page, 'general-form-edd-en-1366');

  const staff = await staffPage('compliance@example.com');
  const changes = await openChangeRequest(staff, email);
  const nationality = changes.getByRole('row', { name: /สัญชาติ/ });
  await expect(nationality.getByRole('cell', { name: /เมียนมา/ })).toBeVisible();
  await drawn(staff.getByRole('img', { name: 'รายการเดินบัญชีย้อนหลัง 6 เดือน' }));
  await drawn(staff.getByRole('img', { name: 'เอกสารประกอบ' }));
  await reviewPictures(staff, 'review-edd', (s) => s.getByRole('img', { name: 'เอกสารประกอบ' }));
  await approveChangeRequest(staff);

  await waitForMail(email, /ได้รับการอนุมัติแล้ว/);
  await page.goto('/kyc/general');
  await expect(page.getByLabel('Nationality')).toHaveValue('MM');
});

test('a new bank account goes with its book-bank photo; compliance compares them and approves', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(240_000);
  const email = freshEmail('book-bank');
  await onboardedInvestorThroughApi(email, demoPassword);

  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await page.getByRole('link', { name: 'แก้ไข บัญชีธนาคาร' }).click();
  await page.getByLabel('ธนาคาร', { exact: true }).selectOption('014');
  await page.getByLabel('เลขที่บัญชี').fill('987-6-54321-0');
  await page.getByRole('button', { name: 'บันทึกบัญชีธนาคาร' }).click();
  await expect(page.getByText('กรุณาแนบรูปหน้าสมุดบัญชีธนาคารของบัญชีใหม่ที่คุณอัปโหลด')).toBeVisible();
  await page.getByLabel('เลือกไฟล์: รูปหน้าสมุดบัญชีธนาคาร').setInputFiles(sampleJpeg);
  await expect(page.getByText('อัปโหลดแล้ว')).toBeVisible();
  await noSidewaysScroll(page);
  await picture(page, 'bank-form-book-bank-th-390');
  await page.getByRole('button', { name: 'บันทึกบัญชีธนาคาร' }).click();
  await expect(page.getByText(/ส่งคำขอเปลี่ยนบัญชีแล้ว/)).toBeVisible();
  await expect(page.getByText(/คำขอเปลี่ยนเป็น 014 9876543210 รอการอนุมัติ/)).toBeVisible();

  await page.setViewportSize({ width: 1366, height: 900 });
  await inLanguage(page, 'en');
  await expect(page.getByText('Choose file: Book-bank photo')).toBeVisible();
  await picture(page, 'bank-form-book-bank-en-1366');

  const staff = await staffPage('compliance@example.com');
  const changes = await openChangeRequest(staff, email);
  await expect(
    changes.getByRole('row', { name: /เลขที่บัญชี/ }).getByRole('cell', { name: '9876543210' }),
  ).toBeVisible();
  await drawn(staff.getByRole('img', { name: 'รูปหน้าสมุดบัญชีธนาคาร' }));
  await reviewPictures(staff, 'review-book-bank', (s) => s.getByRole('img', { name: 'รูปหน้าสมุดบัญชีธนาคาร' }));
  await approveChangeRequest(staff);

  await waitForMail(email, /ได้รับการอนุมัติแล้ว/);
  await page.reload();
  await expect(page.getByLabel('Account number')).toHaveValue('9876543210');
});
