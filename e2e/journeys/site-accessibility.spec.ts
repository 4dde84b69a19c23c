import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { acceptConsent, expect, stack, test } from '../fixtures.ts';

/**
 * Axe, once nothing on the page is moving: a colour measured halfway through a fade (the interest button steps
 * aside with a 0.2 s transition) is neither the colour before nor the one after.
 */
async function analyzeSettled(page: Page, rules?: string[]) {
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const builder = new AxeBuilder({ page });
  return (rules ? builder.withRules(rules) : builder).analyze();
}

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
      const { violations } = await analyzeSettled(page);
      const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(severe.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }

  test('an article', async ({ page }) => {
    await page.goto(`${stack.site()}/articles/`);
    await acceptConsent(page);
    await page.getByRole('main').getByRole('link').filter({ hasText: /\S/ }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const { violations } = await analyzeSettled(page);
    expect(
      violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
    ).toEqual([]);
  });
});

// A phone's finger needs a target at least 24 px across (WCAG 2.5.8, axe's target-size): the footer's links and an
// event's details stand on their own lines, so they are boxes of that height, whatever their text's. The sections
// lower down are laid out only when reached (content-visibility), and axe scrolls to each.
test.describe('on a 390 px phone, every link is a finger-sized target', () => {
  for (const path of ['/', '/en/', '/en/strategies/M-BTC/']) {
    test(path, async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(`${stack.site()}${path}`);
      await acceptConsent(page);
      const { violations } = await analyzeSettled(page, ['target-size']);
      expect(violations.flatMap((v) => v.nodes.map((n) => n.target.join(' ')))).toEqual([]);
      const footerLink = page.getByRole('contentinfo').getByRole('link').first();
      await footerLink.scrollIntoViewIfNeeded();
      expect((await footerLink.boundingBox())?.height).toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: testInfo.outputPath('phone.png'), fullPage: true });
    });
  }
});
