import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, waitForMail } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  openRow,
  portalPage,
} from '../support/investors.ts';
import { standAt } from '../support/onboarded-investor.ts';
import { investInBitcoinAndStablecoin } from '../support/orders.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

const photos = path.join(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/photos');
// Any scan stands for a company paper: the API checks the bytes' type only.
const scan = path.join(photos, 'id-front.jpg');

// Wednesday 7 July 2027, a business day in Bangkok, before the cut-off; the clock is given back at the end.
const day = '2027-07-07';
test.afterAll(async () => {
  await standAt(null);
});

/** A 13-digit number with the national ID's check digit, new to this run (a registration number, an ID card). */
function validNumber(prefix: string): string {
  const body = `${prefix}${String(Date.now()).slice(-(12 - prefix.length))}`;
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(body[i]) * (13 - i);
  return `${body}${(11 - (sum % 11)) % 10}`;
}

async function fill(page: Page, label: string | RegExp, value: string) {
  await page.getByRole('textbox', { name: label }).fill(value);
}

/** Customer service fill in the company, its authorised person, the three papers and its risk level. */
async function openAccount(
  staff: Page,
  company: string,
  email: string,
  registrationNumber: string,
  nationalId: string,
) {
  await staff.getByRole('menuitem', { name: 'บัญชีนิติบุคคล' }).click();
  await staff.getByRole('link', { name: 'สร้าง' }).click();
  await expect(staff.getByRole('heading', { name: 'เปิดบัญชีนิติบุคคล' })).toBeVisible();
  await fill(staff, /^ชื่อนิติบุคคล \(ภาษาไทย\)/, company);
  await fill(staff, /^ชื่อนิติบุคคล \(ภาษาอังกฤษ\)/, 'Test Investment Co., Ltd.');
  await fill(staff, /^เลขทะเบียนนิติบุคคล/, registrationNumber);
  await fill(staff, /^เลขที่ อาคาร ถนน/, '99/9 อาคารทดสอบ ถนนสีลม');
  await fill(staff, /^แขวง\/ตำบล/, 'สีลม');
  await fill(staff, /^เขต\/อำเภอ/, 'บางรัก');
  await fill(staff, /^จังหวัด/, 'กรุงเทพมหานคร');
  await fill(staff, /^รหัสไปรษณีย์/, '10500');
  await fill(staff, /^อีเมลของผู้มีอำนาจ/, email);
  await fill(staff, /^คำนำหน้า/, 'นาย');
  await fill(staff, /^ชื่อ \(ภาษาไทย\)/, 'สมชาย');
  await fill(staff, /^นามสกุล \(ภาษาไทย\)/, 'ใจดี');
  await fill(staff, /^ชื่อ \(ภาษาอังกฤษ\)/, 'Somchai');
  await fill(staff, /^นามสกุล \(ภาษาอังกฤษ\)/, 'Jaidee');
  await fill(staff, /^เลขบัตรประชาชน/, nationalId);
  // The DOPA simulator's sandbox: a card whose laser ID is "SB" and the ID's first 10 digits is a live card.
  await fill(staff, /^เลขหลังบัตร/, `SB${nationalId.slice(0, 10)}`);
  await fill(staff, /^วันเกิด/, '05/03/1980');
  await fill(staff, /^ตำแหน่ง/, 'กรรมการผู้จัดการ');
  // Saved before the papers are attached, the form asks for each of them and sends nothing.
  await staff.getByRole('button', { name: 'บันทึก' }).click();
  await expect(staff.getByText('กรุณาแนบเอกสารนี้', { exact: true })).toHaveCount(3);
  await expect(staff).toHaveURL(/#\/juristic-accounts\/create$/);
  for (const kind of ['หนังสือรับรองบริษัท', 'บัญชีรายชื่อผู้ถือหุ้น', 'มติคณะกรรมการ']) {
    await staff.getByLabel(kind, { exact: true }).setInputFiles(scan);
  }
  await expect(staff.getByText(/^แนบแล้ว:/)).toHaveCount(3);
  await expect(staff.getByText('กรุณาแนบเอกสารนี้', { exact: true })).toHaveCount(0);
  await staff.getByRole('combobox', { name: /ระดับความเสี่ยงของนิติบุคคล/ }).click();
  await staff.getByRole('option', { name: 'ความเสี่ยงสูง', exact: true }).click();
  await fill(staff, /^เหตุผลของระดับความเสี่ยง/, 'ลงทุนเงินสำรองตามวงเงินที่คณะกรรมการอนุมัติ');
}

test('customer service open a company account, compliance approve it, the authorised person sets a password and invests', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(300_000);
  await standAt(`${day}T09:30:00`);
  const email = freshEmail('juristic-cfo');
  const registrationNumber = validNumber('01');
  const nationalId = validNumber('3');
  // A name of this run's own, so the queue's row is this company's whatever earlier runs left waiting.
  const company = `บริษัท ทดสอบการลงทุน ${registrationNumber.slice(-5)} จำกัด`;

  // The portal's page for companies: the steps, the papers, and the call back about a juristic account.
  const visitor = await portalPage(browser);
  await visitor.goto('/auth/signup?type=juristic');
  await acceptPortalConsent(visitor);
  await bothWidths(visitor, 'portal-juristic-signup-th', 'ขั้นตอนการเปิดบัญชีนิติบุคคล');
  await inLanguage(visitor, 'en');
  await bothWidths(visitor, 'portal-juristic-signup-en', 'Opening a juristic account');
  await visitor.context().close();

  // Customer service open the account with its documents.
  const support = await staffPage('support@example.com');
  await openAccount(support, company, email, registrationNumber, nationalId);
  await bothWidths(support, 'backoffice-juristic-create-th', 'เปิดบัญชีนิติบุคคล');
  await support.getByRole('button', { name: 'บันทึก' }).click();
  await expect(support.getByText('เปิดบัญชีแล้ว รอฝ่ายกำกับดูแลอนุมัติ')).toBeVisible();
  await expect(support.getByText('รออนุมัติ').first()).toBeVisible();
  // Customer service cannot decide their own account: there is no decision for their role.
  await expect(support.getByRole('button', { name: 'อนุมัติ', exact: true })).toHaveCount(0);
  await inLanguage(support, 'en');
  await bothWidths(support, 'backoffice-juristic-show-en', 'Authorised persons');

  // Compliance find it in the queue, read the papers and approve it.
  const compliance = await staffPage('compliance@example.com');
  await compliance.getByRole('menuitem', { name: 'บัญชีนิติบุคคล' }).click();
  const persons = compliance.getByRole('table', { name: 'ผู้มีอำนาจลงนาม' });
  await openRow(compliance.getByRole('cell', { name: company }), persons);
  await expect(compliance.getByRole('link', { name: 'เปิด หนังสือรับรองบริษัท' })).toBeVisible();
  await bothWidths(compliance, 'backoffice-juristic-show-th', 'ผู้มีอำนาจลงนาม');
  await compliance.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await compliance.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(compliance.getByText('อนุมัติบัญชีแล้ว')).toBeVisible();
  await expect(compliance.getByText('อนุมัติแล้ว').first()).toBeVisible();

  // The authorised person sets a password from the e-mail, signs in and invests.
  const mail = await waitForMail(email, /บัญชีนิติบุคคลของท่านเปิดแล้ว/);
  const link = /https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail.text ?? '')?.[0];
  expect(link).toBeDefined();
  const page = await portalPage(browser);
  await page.goto(new URL(link!).pathname + new URL(link!).search);
  await acceptPortalConsent(page);
  const password = 'Company!Pass2027';
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(password);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ตั้งรหัสผ่านใหม่' }).click();
  await expect(page).toHaveURL(/\/auth\/login/);
  await logIn(page, email, password);
  await laterForPin(page);

  await investInBitcoinAndStablecoin(page, { bitcoin: '50000', stablecoin: '50000' });
  await expect(page.getByRole('heading', { name: 'ยืนยันคำสั่ง' })).toBeVisible();
  // A company skips suitability: no risk warning stands between it and the order.
  await page.getByRole('button', { name: 'ยืนยันคำสั่ง' }).click();
  await expect(page.getByText('ส่งคำสั่งเพิ่มเงินลงทุนแล้ว รอการอนุมัติ')).toBeVisible();
  await expect(page).toHaveURL(/\/orders\/batch\/B-[\w-]+$/);
  await page.context().close();
});
