import type { Page } from '@playwright/test';
import { expect, stack, test } from '../fixtures.ts';

/** The first family the page's text is set in, as the browser computes it. */
const textFamily = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.body).fontFamily.split(',')[0]?.replace(/["']/g, '').trim());

/** Layout shifts the page has had since it loaded (the page must not move when a font arrives). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );

test('a first visit is drawn in the fallback and fetches the brand font after painting; the next page is drawn in it, preloaded', async ({
  page,
}) => {
  await page.goto(stack.site());
  // First visit: nothing is preloaded, the text is in Astro's metric-matched fallback.
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0);
  await expect(page.locator('html')).not.toHaveClass(/brand-font/);
  expect(await textFamily(page)).toMatch(/ fallback: Arial$/);
  // A Thai page names the platforms' Thai fonts after its fallback chain, so its Thai text finds one by name.
  const thaiChain = await page.evaluate(() => getComputedStyle(document.documentElement).fontFamily);
  expect(thaiChain).toMatch(
    / fallback: Arial Bold", sans-serif, "Noto Sans Thai", Thonburi, "Leelawadee UI", Tahoma, Loma$/,
  );
  // Once painted, the brand faces are fetched into the cache and the browser remembers that it holds them.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('site.brand-font'))).not.toBeNull();
  // Still drawn in the fallback: this page never changes font once drawn.
  expect(await textFamily(page)).toMatch(/ fallback: Arial$/);
  expect(await layoutShift(page)).toBe(0);

  await page.goto(`${stack.site()}/en/faq/`);
  await expect(page.locator('html')).toHaveClass(/brand-font/);
  // Eight faces (Thai and Latin, four weights), each preloaded from the cache the first page filled.
  const preloads = page.locator('link[rel="preload"][as="font"]');
  await expect(preloads).toHaveCount(8);
  for (const href of await preloads.evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    expect(href).toMatch(/^\/_astro\/fonts\/[\w-]+\.woff2$/);
  }
  const family = await textFamily(page);
  expect(family).toMatch(/^Noto Sans Thai-/);
  await expect
    .poll(() => page.evaluate((f) => document.fonts.check(`16px "${f}"`, 'ก A'), family))
    .toBe(true);
  expect(await layoutShift(page)).toBe(0);

  // A Thai page, too, is drawn in the brand font once it is held: its Thai chain gives way to it.
  await page.goto(`${stack.site()}/faq/`);
  await expect(page.locator('html')).toHaveClass(/brand-font/);
  expect(await textFamily(page)).toMatch(/^Noto Sans Thai-/);
});
