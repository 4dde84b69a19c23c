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
  openStep,
  signContract,
  somchai,
  takeSuitability,
  uploadIdentityPhotos,
} from '../support/onboarding.ts';

test('a new investor completes every onboarding step, compliance approves, and the investor is ready to invest', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('onboarding');
  await verifiedInvestorThroughApi(email, demoPassword);
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, email, demoPassword);
  await laterForPin(page);

  await openStep(page, 'ถ่ายรูปบัตรประชาชนและใบหน้า');
  await uploadIdentityPhotos(page);
  await fillIdentity(page, somchai);
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

  // Compliance finds the case in the queue, reads it and approves it.
  const staff = await staffPage('compliance@example.com');
  await staff.getByRole('menuitem', { name: 'ตรวจสอบ KYC' }).click();
  await staff.getByText(email).click();
  await expect(staff.getByText(somchai.nationalId).first()).toBeVisible();
  await staff.getByRole('button', { name: 'อนุมัติ', exact: true }).click();
  await staff.getByRole('button', { name: 'ยืนยันการอนุมัติ' }).click();
  await expect(staff.getByText('อนุมัติแล้ว').first()).toBeVisible();

  // The investor is verified: every completeness point, and the approval e-mail.
  await waitForMail(email, /อนุมัติ|approved/i);
  await page.goto('/kyc');
  await expect(page.getByRole('heading', { name: 'ยืนยันตัวตนสำเร็จ' })).toBeVisible();
  await expect(page.getByText('ความครบถ้วนของบัญชี 9/9')).toBeVisible();
});
