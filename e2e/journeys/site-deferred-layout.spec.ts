import type { Locator, Page } from '@playwright/test';
import { acceptConsent, expect, stack, test } from '../fixtures.ts';

/** Whether the browser has laid out and drawn the element: false while its section waits to come near the screen. */
const drawn = (locator: Locator) =>
  locator.evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
/** Whether this page lays out its unreached sections later (src/shell/deferred-layout.ts). */
const defers = (page: Page) =>
  page.evaluate(() => document.documentElement.classList.contains('lay-out-on-approach'));
const topOf = (locator: Locator) =>
  locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a page opened afresh draws its first screen and lays out the other sections as the reader nears them', async ({
    page,
  }) => {
    await page.goto(stack.site());
    await acceptConsent(page);
    expect(await defers(page)).toBe(true);
    await expect(page.locator('#hero-title')).toBeVisible();
    expect(await drawn(page.locator('#hero-title'))).toBe(true);
    // The contact form, far below the first screen, waits; it is still in the page for assistive technology.
    const contactTitle = page.locator('#contact-title');
    expect(await drawn(contactTitle)).toBe(false);
    await expect(page.getByRole('heading', { level: 2, name: 'ให้เราติดต่อกลับ' })).toBeAttached();
    // Scrolled to, it is drawn and usable.
    await contactTitle.scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(contactTitle)).toBe(true);
    await expect(page.locator('#contact').getByRole('textbox').first()).toBeEditable();
  });

  test('a page opened at a place lays out the whole page and opens on it', async ({ page }) => {
    await page.goto(`${stack.site()}/about/`);
    await acceptConsent(page);
    await page.goto(`${stack.site()}/strategies/M-BTC/#factsheet`);
    expect(await defers(page)).toBe(false);
    const factsheet = page.locator('#factsheet');
    await expect.poll(() => topOf(factsheet)).toBeLessThan(160);
    expect(await topOf(factsheet)).toBeGreaterThanOrEqual(0);
    expect(await drawn(page.locator('#factsheet-title'))).toBe(true);
  });

  test('back and reload bring the reader to where they were', async ({ page }) => {
    // The brand font held from an earlier page, so the home is drawn in the same font before and after.
    await page.goto(`${stack.site()}/about/`);
    await acceptConsent(page);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('site.brand-font'))).not.toBeNull();
    await page.goto(stack.site());
    expect(await defers(page)).toBe(true);
    const articles = page.locator('#articles-title');
    // Read down to the articles, as a reader scrolls.
    for (let step = 0; step < 30 && (await topOf(articles)) > 200; step++) {
      await page.mouse.wheel(0, 600);
      await page.waitForTimeout(100);
    }
    await expect.poll(() => topOf(articles)).toBeLessThan(200);
    const before = await topOf(articles);

    await page.goto(`${stack.site()}/about/`);
    await page.goBack();
    await expect.poll(() => topOf(articles)).toBe(before);
    // A page the reader comes back to lays out all of itself, so the browser can put them back where they were.
    await page.reload();
    expect(await defers(page)).toBe(false);
    await expect.poll(() => topOf(articles)).toBe(before);
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: { width: 1366, height: 800 } });

  test('a link to a place further down the page lands on it', async ({ page }) => {
    await page.goto(`${stack.site()}/strategies/M-BTC/`);
    await acceptConsent(page);
    expect(await defers(page)).toBe(true);
    // The factsheet's section stands in with its own box; what it holds waits.
    expect(await drawn(page.locator('#factsheet-title'))).toBe(false);
    await page.getByRole('navigation', { name: 'ในหน้านี้' }).locator('a[href="#factsheet"]').click();
    // Every section is laid out before the smooth scroll sets off, so it stops with the heading under the header.
    const factsheet = page.locator('#factsheet');
    await expect.poll(() => topOf(factsheet)).toBeLessThan(160);
    expect(await topOf(factsheet)).toBeGreaterThanOrEqual(0);
    expect(await drawn(page.locator('#factsheet-title'))).toBe(true);
  });
});
