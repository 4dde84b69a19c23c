import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { demoPassword, expect, stack, test } from '../fixtures.ts';
import { acceptPortalConsent, freshEmail, signedInPortalPage } from '../support/investors.ts';
import { actAsNativeApp } from '../support/native-bridge.ts';
import { apiSession, onboardedInvestorThroughApi, standAt } from '../support/onboarded-investor.ts';
import { inLanguage } from '../support/screens.ts';

const phone = { width: 390, height: 844 };

test.afterAll(async () => {
  await standAt(null);
});

/**
 * Takes the network away (or gives it back): Playwright's offline mode cuts every request, the service worker's
 * included. Debian's Chromium 150 then still reports navigator.onLine as true (and fires no `offline` event), which a
 * phone losing its network does not, so the page is also told the way a device tells it: navigator.onLine follows a
 * flag kept across reloads, and the event fires.
 */
async function networkDown(context: BrowserContext, page: Page, offline: boolean) {
  await context.setOffline(offline);
  await page.evaluate((down) => {
    sessionStorage.setItem('e2e:offline', down ? '1' : '0');
    window.dispatchEvent(new Event(down ? 'offline' : 'online'));
  }, offline);
}

/** navigator.onLine as the device reports it under networkDown, in every document of the page. */
const followDeviceNetwork = () => {
  Object.defineProperty(Navigator.prototype, 'onLine', {
    configurable: true,
    get: () => sessionStorage.getItem('e2e:offline') !== '1',
  });
};

/** The screen at 390 px and 1366 px, kept with the run's output. */
async function shoot(page: Page, name: string) {
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: test.info().outputPath(`${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize(phone);
}

test('at phone width the portal installs as an app: its manifest, a service worker that never keeps an API answer, and the offline screen in Thai', async ({
  browser,
}) => {
  const context = await browser.newContext({
    baseURL: stack.portal(),
    viewport: phone,
    serviceWorkers: 'allow',
  });
  const page = await context.newPage();
  await page.addInitScript(followDeviceNetwork);
  const policyViolations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) policyViolations.push(message.text());
  });

  // The manifest: linked from the page, served with its type, in Thai with the English name, the brand's colour.
  const manifestResponse = await context.request.get('/manifest.webmanifest');
  expect(manifestResponse.status()).toBe(200);
  expect(manifestResponse.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  const manifest = (await manifestResponse.json()) as {
    name: string;
    short_name: string;
    lang: string;
    start_url: string;
    display: string;
    theme_color: string;
    name_localized: { en: { value: string } };
    icons: { src: string; sizes: string; type: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({ lang: 'th', start_url: '/', display: 'standalone', short_name: 'MFund' });
  expect(manifest.name).toMatch(/ลงทุนกองทุนสินทรัพย์ดิจิทัล/);
  expect(manifest.name_localized.en.value).toBe('MFund digital-asset funds');
  expect(manifest.theme_color).toMatch(/^#[0-9a-f]{6}$/);
  // Installability wants a 192 px and a 512 px icon; a maskable one fills the launchers' shapes.
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of manifest.icons) {
    const image = await context.request.get(icon.src);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
  }

  await page.goto('/auth/login');
  await acceptPortalConsent(page);
  await expect(page.getByRole('button', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', manifest.theme_color);

  // The worker installs (precaching the app) and, from the next load on, answers the page.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(new URL(scope).pathname).toBe('/');
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.scriptURL ?? null))
    .toMatch(/\/sw\.js$/);

  // Nothing the API answered is in any cache: only the app's own files.
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
  expect(cached).toContain('/index.html');
  expect(cached.some((url) => /^\/assets\/index-[\w-]+\.js$/.test(url))).toBe(true);
  expect(cached.filter((url) => url.startsWith('/api'))).toEqual([]);

  // No network: the app still opens from the worker, and says why nothing can load, in Thai.
  await networkDown(context, page, true);
  await page.reload();
  const offline = page.getByRole('alertdialog', { name: 'ไม่มีการเชื่อมต่ออินเทอร์เน็ต' });
  await expect(offline).toBeVisible();
  await expect(offline).toContainText('ตรวจสอบ Wi-Fi หรืออินเทอร์เน็ตมือถือ');
  await shoot(page, 'offline-th');
  await inLanguage(page, 'en');
  await expect(page.getByRole('alertdialog', { name: 'No internet connection' })).toBeVisible();
  await shoot(page, 'offline-en');

  // The network returns: the screen leaves by itself.
  await networkDown(context, page, false);
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  expect(policyViolations).toEqual([]);
  await context.close();
});

test('Chromium finds nothing that would stop installing the portal as an app', async ({
  playwright,
  launchOptions,
}) => {
  // Lighthouse 12 has no PWA category any more; Chromium's own checks are asked through the DevTools protocol.
  // They need a profile that is not off the record (a test's usual context is, and says "in-incognito"), so the
  // browser starts here with a profile of its own.
  const profile = await mkdtemp(path.join(tmpdir(), 'portal-install-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL: stack.portal(),
    viewport: phone,
    locale: 'th-TH',
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/auth/login');
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    const devtools = await context.newCDPSession(page);
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const { url, errors } = await devtools.send('Page.getAppManifest');
    expect(new URL(url).pathname).toBe('/manifest.webmanifest');
    expect(errors).toEqual([]);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test("the portal serves the app links' association files as JSON, for the Capacitor app, with no redirect", async ({
  playwright,
}) => {
  const portal = await playwright.request.newContext({ baseURL: stack.portal(), maxRedirects: 0 });
  const assetLinks = await portal.get('/.well-known/assetlinks.json');
  expect(assetLinks.status()).toBe(200);
  expect(assetLinks.headers()['content-type']).toMatch(/^application\/json/);
  expect(await assetLinks.json()).toEqual([
    {
      relation: ['delegate_permission/common.handle_all_urls'],
      target: {
        namespace: 'android_app',
        package_name: 'example.mfund.portal',
        sha256_cert_fingerprints: [expect.stringMatching(/^([0-9A-F]{2}:){31}[0-9A-F]{2}$/)],
      },
    },
  ]);

  const association = await portal.get('/.well-known/apple-app-site-association');
  expect(association.status()).toBe(200);
  expect(association.headers()['content-type']).toMatch(/^application\/json/);
  const ios = (await association.json()) as {
    applinks: { details: { appIDs: string[]; components: { '/': string; exclude?: boolean }[] }[] };
  };
  expect(ios.applinks.details[0]!.appIDs).toEqual([
    expect.stringMatching(/^[A-Z0-9]{10}\.example\.mfund\.portal$/),
  ]);
  expect(ios.applinks.details[0]!.components.at(-1)).toMatchObject({ '/': '*' });
  expect(
    ios.applinks.details[0]!.components.filter((component) => component.exclude).map((c) => c['/']),
  ).toEqual(['/api/*', '/.well-known/*', '/auth/callback/*']);
  await portal.dispose();
});

test('on a phone the PromptPay QR saves as a PNG image and its amount copies in one tap', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  // Tuesday 15 June 2027, 10:00 Bangkok: a business day before the cut-off.
  await standAt('2027-06-15T10:00:00');
  const email = freshEmail('mobile-qr');
  await onboardedInvestorThroughApi(email, demoPassword);
  const investor = await apiSession(email, demoPassword);
  const key = () => `journey-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const placed = await investor.api.post('/orders', {
    headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': key() },
    // A first investment spreads over two strategies; one QR pays both.
    data: {
      kind: 'increase',
      paymentType: 'QR_PAYMENT',
      allocations: [
        { strategyCode: 'M-BTC', amount: '10000.00' },
        { strategyCode: 'M-STABLE', amount: '12500.00' },
      ],
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { orders } = (await placed.json()) as { orders: { id: number }[] };
  const opened = await investor.api.post('/deposits', {
    headers: { 'x-csrf-token': await investor.csrf(), 'Idempotency-Key': key() },
    data: { orderId: orders[0]!.id, method: 'QR_PAYMENT' },
  });
  expect(opened.status(), await opened.text()).toBeLessThan(300);
  const deposit = (await opened.json()) as { id: number };
  await investor.api.dispose();

  const page = await signedInPortalPage(browser, email, demoPassword);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize(phone);
  await page.goto(`/deposits/${deposit.id}`);
  await expect(page.getByRole('img', { name: 'QR พร้อมเพย์สำหรับชำระ 22,500.00 บาท' })).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'บันทึกรูป QR' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^promptpay-[\w-]+\.png$/);
  const png = await readFile((await download.path()) as string);
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

  await page.getByRole('button', { name: 'คัดลอกจำนวนเงินที่ต้องชำระ (บาท)' }).last().click();
  await expect(page.getByText('คัดลอกแล้ว')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('22500.00');

  await shoot(page, 'deposit-qr-th');
  await inLanguage(page, 'en');
  await expect(page.getByRole('button', { name: 'Save QR image' })).toBeVisible();
  await shoot(page, 'deposit-qr-en');
  await page.context().close();
});

test('in the app, an investor turns on the fingerprint unlock in the security settings; a link to the portal opens its page', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const email = freshEmail('mobile-bio');
  await onboardedInvestorThroughApi(email, demoPassword);
  const page = await signedInPortalPage(browser, email, demoPassword);
  const investor = await apiSession(email, demoPassword);
  const pinSet = await investor.api.put('/me/security/pin', {
    headers: { 'x-csrf-token': await investor.csrf() },
    data: { pin: '135790', confirmPin: '135790' },
  });
  expect(pinSet.status(), await pinSet.text()).toBe(204);
  await investor.api.dispose();

  await actAsNativeApp(page.context());
  await page.setViewportSize(phone);
  await page.goto('/security');
  const section = page.locator('section', {
    has: page.getByRole('heading', { name: 'ปลดล็อกด้วยลายนิ้วมือหรือใบหน้า' }),
  });
  const toggle = section.getByRole('checkbox', { name: 'ใช้ลายนิ้วมือหรือใบหน้าแทน PIN' });
  await expect(toggle).not.toBeChecked();
  await shoot(page, 'biometrics-off-th');

  // The box stays clear until the PIN and the fingerprint have both said yes.
  await toggle.click();
  const confirm = page.getByRole('dialog', { name: 'กรอก PIN เพื่อเปิดใช้งาน' });
  await shoot(page, 'biometrics-pin-th');
  await confirm.getByLabel('PIN 6 หลัก').fill('135790');
  await confirm.getByRole('button', { name: 'ยืนยัน' }).click();
  await expect(section.getByRole('status')).toHaveText('เปิดใช้การปลดล็อกด้วยลายนิ้วมือหรือใบหน้าแล้ว');
  await expect(toggle).toBeChecked();
  await shoot(page, 'biometrics-on-th');
  await inLanguage(page, 'en');
  await expect(page.getByRole('heading', { name: 'Unlock with fingerprint or face' })).toBeVisible();
  await shoot(page, 'biometrics-on-en');

  // A link to the portal tapped elsewhere (an e-mail's) opens its page in the app; another host's goes home.
  await page.evaluate(() =>
    (window as unknown as { openAppLink: (url: string) => void }).openAppLink(
      'https://portal.mfund.example/statements?from=mail',
    ),
  );
  await expect(page).toHaveURL(/\/statements\?from=mail$/);
  await page.evaluate(() =>
    (window as unknown as { openAppLink: (url: string) => void }).openAppLink(
      'https://elsewhere.example/security',
    ),
  );
  await expect(page).toHaveURL(/^[^?#]*\/(portfolio)?$/);
  await page.context().close();
});
