import AxeBuilder from '@axe-core/playwright';
import { demoPassword, expect, test } from '../fixtures.ts';
import { acceptPortalConsent, laterForPin, logIn, portalPage } from '../support/investors.ts';

// The investing screens as the demo investor (two holdings) sees them, each with its main heading.
const screens: [path: string, heading: string][] = [
  ['/strategies', 'กลยุทธ์ทั้งหมด'],
  ['/strategies/compare?codes=M-BTC,M-STABLE', 'เปรียบเทียบกลยุทธ์'],
  ['/strategies/M-BTC', 'กลยุทธ์บิตคอยน์'],
  ['/strategies/M-BTC/increase', 'เพิ่มเงินลงทุน'],
  ['/strategies/M-STABLE/reduce', 'ลดเงินลงทุน'],
  ['/strategies/M-STABLE/switch', 'สับเปลี่ยนจาก'],
  ['/portfolio', 'ภาพรวมบัญชี'],
  ['/transactions', 'ประวัติรายการ'],
  ['/investment-overview', 'ภาพรวมการลงทุน'],
];

test('axe finds no serious or critical violation on the investing screens', async ({ browser }) => {
  // Nine full axe analyses: a minute is short on a busy machine.
  test.setTimeout(150_000);
  const page = await portalPage(browser);
  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await logIn(page, 'investor@example.com', demoPassword);
  await laterForPin(page);
  const found: string[] = [];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
      found.push(`${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    }
  }
  expect(found).toEqual([]);
});
