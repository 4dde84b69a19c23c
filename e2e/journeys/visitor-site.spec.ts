import { acceptConsent, expect, stack, test, waitForMail } from '../fixtures.ts';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

test('a visitor reads the site in Thai and English, searches the FAQ and reads an article', async ({
  page,
}) => {
  await page.goto(stack.site());
  await acceptConsent(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByText(/กลยุทธ์ทั้งหมด 6/)).toBeVisible();

  await page.getByRole('link', { name: 'Switch to English' }).click();
  await expect(page).toHaveURL(/\/en\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('link[rel="alternate"][hreflang="th"]')).toHaveCount(1);

  await page.goto(`${stack.site()}/en/faq/`);
  await expect(page.getByText('All 17 questions')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search the questions' }).fill('custod');
  await expect(page.getByText(/^\d+ of 17 questions$/)).toBeVisible();

  await page.goto(`${stack.site()}/en/articles/`);
  const first = page.getByRole('main').getByRole('link').filter({ hasText: /\w/ }).first();
  await first.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.join(' ')).toContain('"Article"');
});

test('a visitor asks to be called back and files a complaint; staff see both; both get an e-mail', async ({
  page,
  staffPage,
}) => {
  const email = `visitor-${Date.now()}@example.com`;

  await page.goto(`${stack.site()}/en/`);
  await acceptConsent(page);
  const contact = page
    .locator('form')
    .filter({ has: page.getByRole('button', { name: 'Call me back' }) })
    .first();
  await contact.getByLabel('Full name').fill('Anong Visitor');
  await contact.getByLabel('E-mail').fill(email);
  await contact.getByLabel('Phone number').fill('abc');
  await contact.getByLabel('Topic').selectOption({ label: 'Investment advice' });
  await contact.getByRole('button', { name: 'Call me back' }).click();
  await expect(contact.getByText('Please enter a valid phone number')).toBeVisible();
  await contact.getByLabel('Phone number').fill('081-234-5678');
  await contact.getByRole('button', { name: 'Call me back' }).click();
  const contactRef = (await contact.getByText(/Reference CB-/).textContent())!.match(/CB-\d{8}-\d{6}/)![0];

  await page.goto(`${stack.site()}/complaint/`);
  const complaint = page.locator('form').filter({ has: page.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }) });
  await complaint.getByLabel('อีเมล').fill(email);
  await complaint.getByLabel('เบอร์โทรศัพท์ที่ลงทะเบียนไว้').fill('0891234567');
  await complaint.getByLabel('ประเภทปัญหา').selectOption({ index: 2 });
  await complaint.getByLabel('รายละเอียด').fill('ยอดเงินในรายการไม่ตรงกับสลิปที่โอน');
  await complaint.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }).click();
  await expect(complaint.getByText('กรุณาเลือกไฟล์')).toBeVisible();
  await complaint
    .getByLabel('ไฟล์แนบ')
    .setInputFiles({ name: 'slip.pdf', mimeType: 'application/pdf', buffer: pdf });
  await complaint.getByRole('button', { name: 'ส่งเรื่องร้องเรียน' }).click();
  await expect(complaint.getByText('ส่งเรื่องร้องเรียนเรียบร้อยแล้ว')).toBeVisible();
  const complaintRef = (await complaint.getByText(/เลขที่อ้างอิง CP-/).textContent())!.match(
    /CP-\d{8}-\d{6}/,
  )![0];

  const staff = await staffPage('compliance@example.com');
  await staff.getByRole('menuitem', { name: 'กล่องข้อความ' }).click();
  await expect(staff.getByText(contactRef)).toBeVisible();
  await expect(staff.getByText(complaintRef)).toBeVisible();
  await staff.getByText(complaintRef).click();
  await expect(staff.getByRole('link', { name: 'ดาวน์โหลด slip.pdf' })).toBeVisible();

  await waitForMail(email, new RegExp(`We received your contact request \\(${contactRef}\\)`));
  await waitForMail(email, new RegExp(`เราได้รับเรื่องร้องเรียนของท่านแล้ว \\(${complaintRef}\\)`));
});
