import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { freshSampleIdentity } from '../../api/src/modules/kyc/sample-applicant.ts';
import { expect } from '../fixtures.ts';

const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');

/** The identity card of the DOPA simulator's สมชาย ใจดี. */
export const somchai = {
  nationalId: '1101700230708',
  laserId: 'JT1123456789',
  titleTh: 'นาย',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  titleEn: 'Mr.',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  birthDate: '05/03/2533',
  idExpiry: '04/03/2030',
};

/**
 * สมชาย ใจดี on a sandbox card of the DOPA simulator that no account holds yet: one person, one account refuses
 * a card already accepted on another account (the demo investor holds somchai's own card).
 */
export function freshCard(): typeof somchai {
  const { nationalId, laserId } = freshSampleIdentity();
  return { ...somchai, nationalId, laserId };
}

/** Opens a step from the progress page, by its action and name, as an investor would. */
export async function openStep(page: Page, name: string | RegExp) {
  await page.goto('/kyc');
  const escaped = typeof name === 'string' ? name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') : null;
  await page.getByRole('link', { name: escaped === null ? name : new RegExp(`: ${escaped}$`) }).click();
}

export async function uploadIdentityPhotos(page: Page) {
  for (const [kind, file] of [
    ['บัตรประชาชนด้านหน้า', 'id-front.jpg'],
    ['บัตรประชาชนด้านหลัง', 'id-back.jpg'],
    ['รูปถ่ายใบหน้า (เซลฟี่)', 'selfie.jpg'],
  ] as const) {
    await page.getByLabel(`เลือกไฟล์: ${kind}`).setInputFiles(path.join(photos, file));
    await expect(page.getByRole('group', { name: kind }).getByText('อัปโหลดแล้ว')).toBeVisible();
  }
}

export async function fillIdentity(page: Page, card: typeof somchai) {
  await page.getByLabel('เลขบัตรประชาชน 13 หลัก').fill(card.nationalId);
  await page.getByLabel('เลขหลังบัตร (Laser ID)').fill(card.laserId);
  await page.getByLabel('คำนำหน้า (ไทย)').selectOption(card.titleTh);
  await page.getByLabel('ชื่อ (ไทย)', { exact: true }).fill(card.firstNameTh);
  await page.getByLabel('นามสกุล (ไทย)', { exact: true }).fill(card.lastNameTh);
  await page.getByLabel('คำนำหน้า (อังกฤษ)').selectOption(card.titleEn);
  await page.getByLabel('ชื่อ (อังกฤษ)', { exact: true }).fill(card.firstNameEn);
  await page.getByLabel('นามสกุล (อังกฤษ)', { exact: true }).fill(card.lastNameEn);
  await page.getByLabel('วันเกิด (วว/ดด/ปปปป)').fill(card.birthDate);
  if (card.idExpiry) await page.getByLabel('วันบัตรหมดอายุ (วว/ดด/ปปปป)').fill(card.idExpiry);
  else await page.getByLabel('บัตรตลอดชีพ').check();
  await page.getByRole('button', { name: 'ยืนยันข้อมูล' }).click();
}

export const thaiAddress = {
  houseDetail: '12/3 ถนนราชดำเนิน',
  province: 'เชียงใหม่',
  district: 'เมืองเชียงใหม่',
  subDistrict: 'ศรีภูมิ',
  postalCode: '50200',
};

export async function fillGeneral(page: Page) {
  await page.getByLabel('สัญชาติ').selectOption('TH');
  await page.getByLabel('เพศ').selectOption('MALE');
  await page.getByLabel('สถานภาพสมรส').selectOption('SINGLE');
  await page.getByLabel('เบอร์โทรศัพท์มือถือ').fill('081-234-5678');
  const idCard = page.getByRole('group', { name: 'ที่อยู่ตามบัตรประชาชน' });
  await idCard.getByLabel('บ้านเลขที่ หมู่ ซอย ถนน').fill(thaiAddress.houseDetail);
  await idCard.getByLabel('จังหวัด').selectOption(thaiAddress.province);
  await idCard.getByLabel('อำเภอ / เขต').selectOption(thaiAddress.district);
  await idCard.getByLabel('ตำบล / แขวง').selectOption(thaiAddress.subDistrict);
  // The cascade fills the postal code of the subdistrict.
  await expect(idCard.getByLabel('รหัสไปรษณีย์')).toHaveValue(thaiAddress.postalCode);
  await page.getByRole('button', { name: 'ใช้ที่อยู่ตามบัตรประชาชน' }).click();
  await expect(page.getByText('คัดลอกที่อยู่แล้ว')).toBeVisible();
  await page.getByRole('button', { name: 'บันทึกและไปต่อ' }).click();
  await expect(page.getByText('อัปเดตข้อมูลเรียบร้อย')).toBeVisible();
}

export async function fillPersonal(page: Page) {
  await page.getByLabel('อาชีพ', { exact: true }).selectOption('EMPLOYEE');
  await page.getByLabel('ชื่อบริษัท / สถานที่ทำงาน').fill('บริษัท ตัวอย่าง จำกัด');
  await page.getByLabel('ประเภทธุรกิจ', { exact: true }).selectOption('TECHNOLOGY');
  await page.getByLabel('ตำแหน่งงาน', { exact: true }).selectOption('OFFICER');
  await page.getByRole('button', { name: 'ใช้ที่อยู่ปัจจุบัน' }).click();
  await page.getByLabel('ประเทศของแหล่งที่มาของรายได้').selectOption('TH');
  await page.getByLabel('แหล่งที่มาของรายได้', { exact: true }).selectOption('SALARY');
  await page.getByLabel('แหล่งที่มาของเงินลงทุน', { exact: true }).selectOption('SAVINGS');
  await page.getByLabel('รายได้เฉลี่ยต่อเดือน').selectOption('50K_100K');
  await page.getByLabel('สัดส่วนรายได้ในประเทศและต่างประเทศ').selectOption('DOMESTIC_ONLY');
  await page.getByLabel('ประเภทสินทรัพย์ที่จะนำมาลงทุน', { exact: true }).selectOption('DIGITAL_ASSETS');
  await page.getByLabel('ผู้รับประโยชน์ที่แท้จริง', { exact: true }).selectOption('SELF');
  await page.getByLabel('ฉันยืนยันว่ามีความรู้และประสบการณ์การลงทุนอย่างน้อย 3 ปี').check();
  await page.getByRole('button', { name: 'บันทึกข้อมูล' }).click();
  await expect(page.getByText('อัปเดตข้อมูลเรียบร้อย')).toBeVisible();
}

export async function fillBankAccount(page: Page, accountName = 'นาย สมชาย ใจดี') {
  await page.getByLabel('ธนาคาร', { exact: true }).selectOption('004');
  await page.getByLabel('เลขที่บัญชี').fill('1234567890');
  await page.getByLabel('ชื่อบัญชี').fill(accountName);
  await page.getByRole('button', { name: 'บันทึกบัญชีธนาคาร' }).click();
  await expect(page.getByText('บันทึกบัญชีธนาคารแล้ว')).toBeVisible();
}

/** Answers every question of the page on screen: the `choice`-th radio of each group, the first check box. */
async function answerGroups(page: Page, choice: number) {
  const groups = page.locator(
    'main fieldset:has(input[type="radio"]), main fieldset:has(input[type="checkbox"])',
  );
  const count = await groups.count();
  for (let i = 0; i < count; i += 1) {
    const group = groups.nth(i);
    const radios = group.locator('input[type="radio"]');
    if ((await radios.count()) > 0) {
      await radios.nth(Math.min(choice, (await radios.count()) - 1)).check();
    } else {
      await group.locator('input[type="checkbox"]').first().check();
    }
  }
}

export async function takeSuitability(page: Page, choice = 2) {
  for (const [index, next] of ['ถัดไป', 'ถัดไป', 'ดูผลการประเมิน'].entries()) {
    // Each page's questions are on screen before they are answered.
    await expect(page.getByText(`ส่วนที่ ${index + 1} จาก 3`)).toBeVisible();
    await answerGroups(page, choice);
    await page.getByRole('button', { name: next }).click();
  }
  await expect(page.getByRole('heading', { name: 'ผลการประเมินความเหมาะสมในการลงทุน' })).toBeVisible();
}

export async function answerFatca(page: Page, usPerson = false) {
  await expect(page.getByRole('group', { name: /^ข้อ 1\./ })).toBeVisible();
  const first = page.locator('main fieldset:has(input[type="radio"])').first();
  if (usPerson) await first.getByRole('radio', { name: 'ใช่', exact: true }).check();
  const groups = page.locator('main fieldset:has(input[type="radio"])');
  for (let i = usPerson ? 1 : 0; i < (await groups.count()); i += 1) {
    await groups.nth(i).getByRole('radio', { name: 'ไม่ใช่', exact: true }).check();
  }
  await page.locator('input[name="agreement"]').check();
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
}

export async function answerAml(page: Page) {
  await page.getByLabel('ประเทศของแหล่งที่มาของรายได้').selectOption('TH');
  await page.getByLabel('ประเภทของทรัพย์สินที่ประสงค์จะลงทุน').selectOption('TRANSFER');
  await page.getByLabel('รายได้เฉลี่ยต่อเดือน').selectOption('FROM_100K');
  await page.locator('main select').nth(3).selectOption('TH_ONLY');
  await page.getByRole('button', { name: 'ส่งคำตอบ' }).click();
  await expect(page.getByText('บันทึกแบบสอบถามแล้ว')).toBeVisible();
}

/** Reads each agreement to its end (the box's own scroll), accepts the three and signs. */
export async function signContract(page: Page) {
  const boxes = page.locator('section.agreement-box');
  await expect(boxes).toHaveCount(3);
  for (let i = 0; i < 3; i += 1) {
    await boxes.nth(i).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  }
  for (const checkbox of await page.getByRole('checkbox', { name: /^ข้าพเจ้าได้อ่านและยอมรับ/ }).all()) {
    await expect(checkbox).toBeEnabled();
    await checkbox.check();
  }
  await page.getByRole('button', { name: 'ลงนามในสัญญา' }).click();
  await expect(page.getByRole('heading', { name: 'ท่านลงนามในสัญญาแล้ว' })).toBeVisible();
}
