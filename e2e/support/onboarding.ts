import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');

/** The identity card of the DOPA simulator's สมชาย ใจดี. */
export const somchai = {
  nationalId: '1101700230708',
  laserId: 'JT1234567890',
  titleTh: 'นาย',
  firstNameTh: 'สมชาย',
  lastNameTh: 'ใจดี',
  titleEn: 'Mr.',
  firstNameEn: 'Somchai',
  lastNameEn: 'Jaidee',
  birthDate: '05/03/2533',
  idExpiry: '04/03/2030',
};

/** Opens a step from the progress page, by its action and name, as an investor would. */
export async function openStep(page: Page, name: string | RegExp) {
  await page.goto('/kyc');
  await page.getByRole('link', { name: typeof name === 'string' ? new RegExp(`: ${name}$`) : name }).click();
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
