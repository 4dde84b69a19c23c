import { demoPassword, expect, stack, test, waitForMail } from '../fixtures.ts';
import { freshEmail, signUpThroughApi } from '../support/investors.ts';

test.describe('every app of the stack answers', () => {
  test('the site serves Thai at / and English at /en/', async ({ page }) => {
    await page.goto(stack.site());
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.goto(`${stack.site()}/en/`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('the portal boots in Thai', async ({ page }) => {
    await page.goto(stack.portal());
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await expect(page.getByRole('heading').first()).toBeVisible();
  });

  test('each front end reaches the API under /api on its own origin', async ({ request }) => {
    for (const origin of [stack.portal(), stack.backoffice(), stack.site()]) {
      const res = await request.get(`${origin}/api/app-setting/maintenance`);
      expect(res.status(), origin).toBe(200);
      expect(await res.json()).toHaveProperty('maintenance');
    }
  });

  test('every app sends the browser security headers: a script policy without unsafe-inline, no framing', async ({
    request,
  }) => {
    for (const url of [
      stack.portal(),
      stack.backoffice(),
      stack.site(),
      `${stack.site()}/en/`,
      `${stack.api()}/docs`,
    ]) {
      const headers = (await request.get(url)).headers();
      const csp = headers['content-security-policy'] ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toContain('unsafe-inline');
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(headers['x-frame-options'], url).toBe('DENY');
      expect(headers['x-content-type-options'], url).toBe('nosniff');
      expect(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      // Local http: HSTS would pin the browser to https on localhost.
      expect(headers['strict-transport-security'], url).toBeUndefined();
    }
  });

  test('no page of the site, portal or back office breaks its content security policy', async ({ page }) => {
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to (load|execute|apply|connect)/i.test(message.text())) {
        violations.push(message.text());
      }
    });
    for (const url of [
      stack.site(),
      `${stack.site()}/en/`,
      `${stack.site()}/en/articles/`,
      stack.portal(),
      stack.backoffice(),
      `${stack.api()}/docs`,
    ]) {
      await page.goto(url);
      await page.waitForLoadState('networkidle');
    }
    expect(violations).toEqual([]);
  });

  test('the API reference lists its routes', async ({ request }) => {
    const res = await request.get(`${stack.api()}/docs`, { headers: { accept: 'application/json' } });
    expect((await res.json()).paths).toHaveProperty('/app-setting/maintenance');
  });

  test('the CMS serves its seeded content publicly in Thai and English', async ({ request }) => {
    const base = stack.cms().replace(/\/admin$/, '');
    for (const locale of ['th', 'en']) {
      const res = await request.get(`${base}/api/articles?locale=${locale}`);
      expect(res.status(), locale).toBe(200);
      expect((await res.json()).data.length, locale).toBeGreaterThan(0);
    }
  });

  test('the CMS admin and the mail viewer load', async ({ page }) => {
    await page.goto(stack.cms());
    await expect(page).toHaveTitle(/Strapi/i);
    const mail = await page.goto(stack.mail());
    expect(mail?.status()).toBe(200);
    await expect(page).toHaveTitle(/MailDev/i);
  });

  test('the active brand is named by its one legal name: API, portal and site footers, an e-mail', async ({
    page,
    request,
  }) => {
    const res = await request.get(`${stack.portal()}/api/brand`);
    const brand = (await res.json()) as { key: string; legalName: { th: string; en: string } };
    // No BRAND set: the second brand, the active one.
    expect(brand.key).toBe('mfund');
    await page.goto(stack.portal());
    await expect(page.getByRole('contentinfo')).toContainText(brand.legalName.th);
    await page.goto(stack.site());
    await expect(page.getByRole('contentinfo')).toContainText(brand.legalName.th);
    const email = freshEmail('brand');
    await signUpThroughApi(email, demoPassword);
    const mail = await waitForMail(email, /OTP/);
    expect(mail.text).toContain(brand.legalName.th);
  });
});
