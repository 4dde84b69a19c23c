import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures.ts';

/** A front end in the given language, as a reader who chose it would see it after a reload. */
export async function inLanguage(page: Page, language: 'th' | 'en') {
  await page.evaluate((value) => localStorage.setItem('language', value), language);
  await page.reload();
}

/**
 * The screen at 390 px (nothing scrolls sideways) and at 1366 px, each screenshot kept with the run's output. The
 * `ready` text must show first, so the screenshot is of the loaded screen.
 */
export async function bothWidths(page: Page, name: string, ready: RegExp | string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await expect(page.getByText(ready).first()).toBeVisible();
    // The menu slides between its phone and desktop forms (a 225 ms transition): the picture waits for it.
    await page.waitForTimeout(500);
    if (width === 390) {
      const { scrollWidth, innerWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        innerWidth: window.innerWidth,
      }));
      expect(
        scrollWidth,
        `${page.url()} is ${scrollWidth} px wide on a ${innerWidth} px screen`,
      ).toBeLessThanOrEqual(innerWidth);
    }
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
}
