import type { Browser, Page } from '@playwright/test';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import {
  acceptPortalConsent,
  freshEmail,
  laterForPin,
  logIn,
  portalPage,
  verifiedInvestorThroughApi,
} from '../support/investors.ts';
import {
  answerAml,
  answerFatca,
  fillBankAccount,
  fillGeneral,
  fillIdentity,
  fillPersonal,
  freshCard,
  openStep,
  signContract,
  somchai,
  takeSuitability,
  thaiAddress,
  uploadIdentityPhotos,
} from '../support/onboarding.ts';
import { bothWidths } from '../support/screens.ts';

/** A new investor with a verified e-mail, signed in to the portal. */
async function signedInInvestor(browser: Browser, name: string) {
  const email = freshEmail(name);
  await verifiedInvestorThroughApi(email, demoPassword);
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);
  return { email, page };
}

/** Every onboarding step through the portal's screens, then the submission for review. */
async function completeOnboarding(page: Page, card: typeof somchai) {
  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await uploadIdentityPhotos(page);
  await fillIdentity(page, card);
  await expect(page.getByText('ยืนยันใบหน้าสำเร็จ กรุณารอการตรวจสอบ 2-3 วันทำการ')).toBeVisible();

  await openStep(page, 'ข้อมูลทั่วไปและข้อมูลส่วนตัว');
  await fillGeneral(page);
  await page.goto('/kyc/personal');
  await fillPersonal(page);
  await openStep(page, 'บัญชีธนาคาร');
  await fillBankAccount(page);
  await openStep(page, 'แบบประเมินความเหมาะสมในการลงทุน (3 ส่วน)');
  await takeSuitability(page);
  await openStep(page, 'FATCA (สถานะบุคคลอเมริกัน)');
  await answerFatca(page);
  await expect(page.getByText('รับทราบข้อมูล FATCA แล้ว')).toBeVisible();
  await openStep(page, 'แบบสอบถามการป้องกันการฟอกเงิน');
  await answerAml(page);
  await openStep(page, 'ยอมรับสัญญา');
  await signContract(page);

  await page.goto('/kyc');
  await page.getByRole('button', { name: 'ส่งข้อมูลเพื่อตรวจสอบ' }).click();
  await expect(page.getByRole('heading', { name: 'รอการอนุมัติ' })).toBeVisible();
}

/** Compliance opens the investor's case from the queue. */
async function openCase(staff: Page, email: string, card: typeof somchai) {
  await staff.getByRole('menuitem', { name: 'ตรวจสอบ KYC' }).click();
  await staff.getByText(email).click();
  await expect(staff.getByText(card.nationalId).first()).toBeVisible();
}

test('a new investor completes every onboarding step, compliance approves, and the investor is ready to invest', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(180_000);
  const { email, page } = await signedInInvestor(browser, 'onboarding');
  const card = freshCard();
  await completeOnboarding(page, card);

  // Compliance finds the case in the queue, reads it and approves it.
  const staff = await staffPage('compliance@example.com');
  await openCase(staff, email, card);
  // The addresses' fields can be read on a phone: each label above its value.
  await staff.setViewportSize({ width: 390, height: 844 });
  const houseDetail = await staff.getByText(thaiAddress.houseDetail).first().boundingBox();
  expect(houseDetail!.width).toBeGreaterThan(80);
  await bothWidths(staff, 'kyc-case', card.nationalId);
  await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(staff.getByText('อนุมัติแล้ว').first()).toBeVisible();

  // The investor is verified: every completeness point, and the approval e-mail.
  await waitForMail(email, /อนุมัติ|approved/i);
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' })).toBeVisible();
  await expect(page.getByText('ความครบถ้วนของบัญชี 9/9')).toBeVisible();
});

test('a rejected case is corrected by the investor and then approved', async ({ browser, staffPage }) => {
  test.setTimeout(180_000);
  const { email, page } = await signedInInvestor(browser, 'rejected');
  const card = freshCard();
  await completeOnboarding(page, card);

  const staff = await staffPage('compliance@example.com');
  await openCase(staff, email, card);
  await staff.getByRole('button', { name: 'ไม่อนุมัติ', exact: true }).click();
  const dialog = staff.getByRole('dialog', { name: 'ไม่อนุมัติคำขอนี้' });
  await dialog.getByLabel('ขั้นตอน 1').selectOption('bankAccount');
  await dialog.getByLabel('เหตุผล 1').fill('กรุณาใช้บัญชีออมทรัพย์ในชื่อของท่าน');
  await dialog.getByRole('button', { name: 'ยืนยันไม่อนุมัติ' }).click();
  await expect(staff.getByText('ส่งผลไม่อนุมัติแล้ว')).toBeVisible();
  await waitForMail(email, /ไม่อนุมัติ|แก้ไข|corrected|rejected/i);

  // The investor sees the reason on the reopened step, enters the data again and sends the case again.
  await page.goto('/kyc');
  await expect(page.getByText('กรุณาใช้บัญชีออมทรัพย์ในชื่อของท่าน')).toBeVisible();
  await openStep(page, 'บัญชีธนาคาร');
  await fillBankAccount(page);
  await page.goto('/kyc');
  await page.getByRole('button', { name: 'ส่งข้อมูลเพื่อตรวจสอบ' }).click();
  await expect(page.getByRole('heading', { name: 'รอการอนุมัติ' })).toBeVisible();

  await staff.reload();
  await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(staff.getByText('อนุมัติคำขอแล้ว')).toBeVisible();
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' })).toBeVisible();
});

test('a 19-year-old is blocked at the identity step', async ({ browser }) => {
  const { page } = await signedInInvestor(browser, 'nineteen');
  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await uploadIdentityPhotos(page);
  // Nineteen years and a day ago, in the Buddhist Era as Thai cards print it.
  const born = new Date(Date.now() - 864e5);
  born.setFullYear(born.getFullYear() - 19);
  const day = `${String(born.getDate()).padStart(2, '0')}/${String(born.getMonth() + 1).padStart(2, '0')}`;
  await fillIdentity(page, { ...somchai, birthDate: `${day}/${born.getFullYear() + 543}` });
  await expect(page.getByText('ไม่สามารถดำเนินการต่อได้ เนื่องจากท่านมีอายุต่ำกว่า 20 ปี').first()).toBeVisible();
});

test('a FATCA Yes makes the customer a US person, who is refused', async ({ browser }) => {
  const { page } = await signedInInvestor(browser, 'usperson');
  await openStep(page, 'FATCA (สถานะบุคคลอเมริกัน)');
  await answerFatca(page, true);
  await expect(page.getByRole('heading', { name: 'ไม่สามารถให้บริการได้' })).toBeVisible();
  await expect(page.getByText(/ท่านถือเป็นบุคคลอเมริกัน/)).toBeVisible();
  // The other steps are closed to a blocked customer.
  await page.goto('/kyc');
  await expect(page.getByText('ไม่สามารถให้บริการได้').first()).toBeVisible();
});

test('a juristic sign-up is sent to customer service', async ({ browser }) => {
  const page = await portalPage(browser);
  await page.goto('/auth/signup');
  await acceptPortalConsent(page);
  await page.getByLabel('อีเมล', { exact: true }).fill(freshEmail('juristic'));
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(demoPassword);
  await page.getByLabel('ยืนยันรหัสผ่าน', { exact: true }).fill(demoPassword);
  await page.getByRole('radio', { name: 'นิติบุคคล' }).check();
  await page.getByLabel('ชื่อบริษัท').fill('บริษัท ทดสอบ จำกัด');
  await page.getByRole('checkbox', { name: 'ฉันยอมรับนโยบายความเป็นส่วนตัว' }).check();
  await page.getByRole('checkbox', { name: 'ฉันยอมรับข้อกำหนดและเงื่อนไขของบริษัท' }).check();
  await page.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'บัญชีนิติบุคคลเปิดผ่านฝ่ายบริการลูกค้า' })).toBeVisible();
  await expect(page.getByRole('link', { name: /LINE/ })).toBeVisible();
  // No OTP, no onboarding: nothing was sent to verify the e-mail.
  await expect(page.getByRole('heading', { name: 'ยืนยันอีเมล' })).toHaveCount(0);
});
