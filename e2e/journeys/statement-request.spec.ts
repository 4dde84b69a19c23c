import { createHash } from 'node:crypto';
import { demoPassword, expect, test, waitForMail } from '../fixtures.ts';
import { freshEmail, openRow, searchApplied, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { unitsHeld } from '../support/orders.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

// Tuesday 14 March 2028: the investment settles that evening; on Tuesday 4 April, with the Statements page under
// maintenance, the investor asks staff for March's statement.
const tradeDay = '2028-03-14';

async function setPerformanceReport(enabled: boolean) {
  const admin = await apiSession('admin@example.com', demoPassword);
  await admin.send('put', '/admin/feature-flags/performanceReport', { enabled });
  await admin.api.dispose();
}

test.afterAll(async () => {
  // The journeys after this one read the Statements page with its documents.
  await setPerformanceReport(true);
  await standAt(null);
});

test('with the Statements page under maintenance an investor asks staff for March’s statement on a phone; operations send it from the inbox, replace a tax invoice and re-send the statement by e-mail from the investor’s page; the investor downloads the statement the e-mail names', async ({
  browser,
  staffPage,
}) => {
  test.setTimeout(420_000);
  await standAt(`${tradeDay}T09:00:00`);
  const email = freshEmail('statement-request');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, tradeDay);
  await setPerformanceReport(false);

  await standAt('2028-04-04T10:00:00');
  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statements');
  await expect(page.getByText('ระบบรายงานสรุปบัญชีอยู่ระหว่างปรับปรุง', { exact: false })).toBeVisible();
  await expect(page.getByLabel('เดือน', { exact: true })).toHaveValue('2028-03');
  await page.getByRole('button', { name: 'ส่งคำขอ' }).click();
  const status = page.getByRole('status').filter({ hasText: 'เลขที่อ้างอิง' });
  await expect(status).toContainText('ส่งคำขอรายงานเดือน มีนาคม 2571 แล้ว');
  const reference = (await status.textContent())!.match(/SR-\d{8}-\d{6}/)![0];
  const requests = page.getByRole('list', { name: 'คำขอของท่าน' });
  await expect(requests.getByText(`${reference} · รอเจ้าหน้าที่`, { exact: false })).toBeVisible();
  await bothWidths(page, 'statement-request-th', reference);

  // Operations find it in the inbox under its own kind and send it.
  const ops = await staffPage('operations@example.com');
  await ops.getByRole('menuitem', { name: 'กล่องข้อความ' }).click();
  await ops.getByText(reference).click();
  await expect(ops.getByText('รายงานสรุปรายเดือน มีนาคม 2571')).toBeVisible();
  await expect(ops.getByText('คำขอรายงานสรุป')).toBeVisible();
  await bothWidths(ops, 'statement-request-inbox-th', reference);
  await ops.getByRole('button', { name: 'ส่งรายงานสรุป' }).click();
  const dialog = ops.getByRole('dialog', { name: 'ส่งรายงานสรุปเดือน มีนาคม 2571?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'ส่งรายงานสรุป' }).click();
  await expect(ops.getByText('ส่งรายงานสรุปและแจ้งลูกค้าแล้ว')).toBeVisible();
  await expect(ops.getByRole('button', { name: 'ส่งรายงานสรุป' })).toHaveCount(0);
  await inLanguage(ops, 'en');
  await bothWidths(ops, 'statement-request-inbox-en', 'Monthly statement March 2028');

  // The investor's page lists every document; the tax invoice of the bitcoin fee is cancelled and replaced.
  await inLanguage(ops, 'th');
  await ops.getByRole('menuitem', { name: 'ผู้ใช้งาน' }).click();
  await ops.getByRole('textbox', { name: 'ค้นหาอีเมลหรือ UUID' }).fill(email);
  await searchApplied(ops, email);
  const documents = ops.getByRole('region', { name: 'เอกสารของลูกค้า' });
  await openRow(ops.getByRole('cell', { name: email, exact: true }), documents);
  await expect(documents.getByRole('link', { name: 'รายงานสรุปรายเดือน มีนาคม 2571' })).toBeVisible();
  const invoice = documents.getByRole('link', { name: /^ใบกำกับภาษี/ }).first();
  const oldNumber = ((await invoice.textContent()) ?? '').match(/[A-Z]+-2028-\d{6}/)![0];
  await documents.getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }).first().click();
  const replaceDialog = ops.getByRole('dialog', { name: `ยกเลิกใบกำกับภาษี ${oldNumber} และออกใบใหม่?` });
  await replaceDialog.getByRole('textbox', { name: 'เหตุผล' }).fill('ที่อยู่ผู้ซื้อเปลี่ยน');
  await replaceDialog.getByRole('button', { name: 'ยกเลิกและออกใบใหม่' }).click();
  await expect(ops.getByText('ยกเลิกใบเดิมและออกใบใหม่แล้ว')).toBeVisible();
  await expect(documents.getByText(/ยกเลิกแล้ว/)).toBeVisible();
  await bothWidths(ops, 'user-documents-th', 'เอกสารของลูกค้า');

  // Operations send March's statement to the investor again, after a confirmation naming the address.
  await documents.getByRole('button', { name: 'ส่ง รายงานสรุปรายเดือน มีนาคม 2571 ให้ลูกค้าอีกครั้ง' }).click();
  const resendDialog = ops.getByRole('dialog', { name: 'ส่ง รายงานสรุปรายเดือน มีนาคม 2571 ให้ลูกค้าอีกครั้ง?' });
  await expect(resendDialog).toContainText(email);
  await bothWidths(ops, 'user-documents-resend-th', 'รหัสตรวจสอบไฟล์');
  await resendDialog.getByRole('button', { name: 'ส่งให้ลูกค้าอีกครั้ง' }).click();
  await expect(ops.getByText('ส่งเอกสารให้ลูกค้าอีกครั้งแล้ว')).toBeVisible();
  const resent = await waitForMail(email, /^ส่งเอกสารอีกครั้ง: รายงานสรุปรายเดือน มีนาคม 2571$/);
  const resentChecksum = resent.text?.match(/\b[0-9a-f]{64}\b/)?.[0];
  expect(resent.text).toMatch(/\/api\/documents\/statement-\d+\/file\?lang=th/);
  await inLanguage(ops, 'en');
  await bothWidths(ops, 'user-documents-en', "The investor's documents");
  await ops
    .getByRole('region', { name: "The investor's documents" })
    .getByRole('button', { name: 'Re-send Monthly statement March 2028 to the investor' })
    .click();
  await bothWidths(ops, 'user-documents-resend-en', 'Re-send Monthly statement March 2028 to the investor?');
  await ops.getByRole('dialog').getByRole('button', { name: 'Cancel', exact: true }).click();

  // The investor reads it sent, and downloads it.
  await page.reload();
  await expect(requests.getByText(`${reference} · ส่งแล้ว`, { exact: false })).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    requests.getByRole('link', { name: 'ดาวน์โหลด รายงานสรุปรายเดือน มีนาคม 2571' }).click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  // The file the e-mail pointed to, by its checksum, is the one the investor downloads.
  expect(createHash('sha256').update(Buffer.concat(chunks)).digest('hex')).toBe(resentChecksum);
  const text = await pdfText(Buffer.concat(chunks));
  expect(text).toContain('M-BTC');
  expect(text).toContain('20,000.00');
  await inLanguage(page, 'en');
  await bothWidths(page, 'statement-request-en', 'Monthly statement March 2028');
});
