import AxeBuilder from '@axe-core/playwright';
import { acceptConsent, expect, stack, test } from '../fixtures.ts';

const pages = [
  '/',
  '/faq/',
  '/en/',
  '/en/faq/',
  '/complaint/',
  '/en/complaint/',
  '/strategies/M-BTC/',
  '/en/strategies/M-NEXTGEN/',
];

test.describe('axe finds no serious or critical violation', () => {
  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.goto(`${stack.site()}${path}`);
      await acceptConsent(page);
      const { violations } = await new AxeBuilder({ page }).analyze();
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('an article', async ({ page }) => {
    await page.goto(`${stack.site()}/articles/`);
    await acceptConsent(page);
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});
