import type { Page } from '@playwright/test';
import { demoPassword, expect, test } from '../fixtures.ts';
import { freshEmail, signedInPortalPage } from '../support/investors.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { unitsHeld } from '../support/orders.ts';
import { pdfText } from '../support/pdf-text.ts';
import { bothWidths, inLanguage } from '../support/screens.ts';

// Tuesday 5 October 2027: the first investment settles that evening; in November the investor reads October.
const tradeDay = '2027-10-05';

test.afterAll(async () => {
  await standAt(null);
});

interface ListedDocument {
  id: string;
  kind: string;
  number: string | null;
  total: string | null;
  strategyCode: string | null;
  title: { th: string; en: string };
}

/** The file behind a download link, as the browser saves it. */
async function downloaded(page: Page, name: RegExp | string): Promise<Buffer> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name }).first().click(),
  ]);
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const money = (value: string) => {
  const [whole, fraction] = value.split('.');
  return `${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${fraction ?? '00'}`;
};

test('an investor who invested downloads the tax invoice and the confirmation of the settled order, and October’s statement, whose figures are the API’s', async ({
  browser,
}) => {
  test.setTimeout(300_000);
  await standAt(`${tradeDay}T09:00:00`);
  const email = freshEmail('documents');
  await onboardedInvestorThroughApi(email, demoPassword);
  await unitsHeld(email, tradeDay);

  // The documents the API lists, to compare the files with.
  const investor = await apiSession(email, demoPassword);
  const listed = (await (await investor.api.get('/documents')).json()) as ListedDocument[];
  const invoice = listed.find((d) => d.kind === 'TAX_INVOICE' && d.strategyCode === 'M-BTC')!;
  const confirmation = listed.find((d) => d.kind === 'ORDER_CONFIRMATION' && d.strategyCode === 'M-BTC')!;
  expect(invoice.number).toMatch(/^[A-Z]+-2027-\d{6}$/);

  // Wednesday 3 November: the investor opens Statements on a phone.
  await standAt('2027-11-03T10:00:00');
  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/statements');
  await expect(page.getByRole('heading', { name: 'รายงานสรุปบัญชี', level: 1 })).toBeVisible();

  const invoicePdf = await pdfText(await downloaded(page, `ดาวน์โหลด ${invoice.title.th}`));
  expect(invoicePdf).toContain(invoice.number!);
  expect(invoicePdf).toContain(money(invoice.total!));
  const confirmationPdf = await pdfText(await downloaded(page, `ดาวน์โหลด ${confirmation.title.th}`));
  expect(confirmationPdf).toContain('M-BTC');
  expect(confirmationPdf).toContain('12.5000');
  expect(confirmationPdf).toContain('10,000.00');
  expect(confirmationPdf).toContain('05/10/2570');

  // October has ended: the investor asks for its statement, made at once, and downloads it.
  await expect(page.getByLabel('เดือน', { exact: true })).toHaveValue('2027-10');
  await page.getByRole('button', { name: 'ขอรายงานสรุป' }).click();
  await expect(page.getByText('รายงานเดือน ตุลาคม 2570 พร้อมแล้ว')).toBeVisible();
  const statementPdf = await pdfText(await downloaded(page, 'ดาวน์โหลด รายงานสรุปรายเดือน ตุลาคม 2570'));
  // 10,000 baht each into bitcoin and stablecoin: 20,000.00 in, and each strategy's line.
  expect(statementPdf).toContain('20,000.00');
  expect(statementPdf).toContain('M-BTC');
  expect(statementPdf).toContain('M-STABLE');
  await bothWidths(page, 'statements-th', 'รายงานสรุปรายเดือน ตุลาคม 2570');
  await inLanguage(page, 'en');
  await bothWidths(page, 'statements-en', 'Monthly statement October 2027');
  await investor.api.dispose();
});

test('operations make October’s statements for every investor and see the run’s progress', async ({
  staffPage,
}) => {
  await standAt('2027-11-03T10:05:00');
  const ops = await staffPage('operations@example.com');
  await ops.getByRole('menuitem', { name: 'รายงานสรุปรายเดือน' }).click();
  await ops.getByRole('button', { name: 'สร้างรายงานของเดือน' }).click();
  await ops.getByLabel('เดือน (ปปปป-ดด ค.ศ.)').fill('2027-10');
  await ops.getByRole('button', { name: 'เริ่มสร้าง' }).click();
  await expect(ops.getByText('เริ่มสร้างรายงานเดือน 2027-10 แล้ว')).toBeVisible();
  const row = ops.getByRole('row').filter({ hasText: '10/2570' });
  await expect(row.getByText('เจ้าหน้าที่สั่ง')).toBeVisible();
  // The worker's queue makes them; read again until the run is done.
  await expect(async () => {
    await ops.reload();
    await expect(row.getByText(/^(\d+) \/ \1$/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await bothWidths(ops, 'statement-runs-th', '10/2570');
  await inLanguage(ops, 'en');
  await bothWidths(ops, 'statement-runs-en', 'Started by staff');
});
