import { spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deferredLayoutClass } from '../src/shell/deferred-layout.ts';

// Builds the whole site from the committed fixture into a temporary folder, as the CMS rebuild does, and
// reads the pages a visitor and a search engine get.
const siteRoot = path.resolve(import.meta.dirname, '..');
const astroBin = path.join(
  path.dirname(createRequire(path.join(siteRoot, 'package.json')).resolve('astro/package.json')),
  'bin/astro.mjs',
);
const siteUrl = 'https://www.example.test';
let outDir = '';
let contentDir = '';
let cms: Server | undefined;

// A team photo as an editor would upload it: a PNG on the CMS, which the build fetches through Astro's pipeline.
const teamPhoto = {
  url: '/uploads/team-photo.png',
  width: 480,
  height: 480,
  mime: 'image/png',
  name: 'team-photo.png',
};

/** The fixture, with the first team member's photo on the CMS (a copy: other builds read the fixture offline). */
async function contentWithPhoto(): Promise<string> {
  const dir = await mkdtemp(path.join(tmpdir(), 'site-content-'));
  await cp(path.join(siteRoot, 'test/fixtures/content'), dir, { recursive: true });
  for (const locale of ['th', 'en']) {
    const file = path.join(dir, locale, 'team-members.json');
    const members = JSON.parse(await readFile(file, 'utf8'));
    members.data[0].photo = { ...teamPhoto, alternativeText: null };
    await writeFile(file, JSON.stringify(members));
  }
  return dir;
}

/** A stand-in for the CMS's upload folder, serving one PNG made with sharp (Astro's own image library). */
async function serveUploads(): Promise<string> {
  const sharp = createRequire(path.join(siteRoot, 'package.json'))('sharp');
  const png: Buffer = await sharp({
    create: { width: teamPhoto.width, height: teamPhoto.height, channels: 3, background: '#0f766e' },
  })
    .png()
    .toBuffer();
  cms = createServer((req, res) => {
    if (req.url !== teamPhoto.url) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => cms!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
}

function build(env: Record<string, string>): Promise<{ code: number | null; output: string }> {
  // The test runner's own settings must not leak into the production build.
  const inherited = Object.fromEntries(
    Object.entries(process.env).filter(([key]) => key !== 'NODE_ENV' && !key.startsWith('VITEST')),
  );
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [astroBin, 'build'], {
      cwd: siteRoot,
      env: { ...inherited, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => resolve({ code, output }));
  });
}

async function page(file: string): Promise<Document> {
  const html = await readFile(path.join(outDir, file), 'utf8');
  return new DOMParser().parseFromString(html, 'text/html');
}

function jsonLdTypes(doc: Document): unknown[] {
  return [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '')['@type'],
  );
}

function alternates(doc: Document): Record<string, string | null> {
  return Object.fromEntries(
    [...doc.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
  );
}

beforeAll(async () => {
  outDir = await mkdtemp(path.join(tmpdir(), 'site-build-'));
  contentDir = await contentWithPhoto();
  const { code, output } = await build({
    SITE_CONTENT_FIXTURE: contentDir,
    CMS_URL: await serveUploads(),
    SITE_OUT_DIR: outDir,
    SITE_URL: siteUrl,
    PUBLIC_PORTAL_URL: 'https://portal.example.test',
  });
  if (code !== 0) throw new Error(`astro build failed:\n${output}`);
}, 240_000);

afterAll(async () => {
  cms?.close();
  if (outDir) await rm(outDir, { recursive: true, force: true });
  if (contentDir) await rm(contentDir, { recursive: true, force: true });
});

describe('the built site', () => {
  it('lets a page opened afresh, and only such a page, lay out its unreached sections as the reader nears them', async () => {
    const doc = await page('index.html');
    const head = doc.head.querySelector('script:not([type])')?.textContent ?? '';
    /** The classes the head's script puts on <html> for a navigation of this type to an address with this #place. */
    const classesFor = (navigationType: string | null, hash: string, storage = true) => {
      const classes = new Set<string>();
      runInNewContext(head, {
        document: { documentElement: { classList: { add: (name: string) => classes.add(name) } } },
        performance: { getEntriesByType: () => (navigationType ? [{ type: navigationType }] : []) },
        location: { hash },
        get localStorage() {
          if (!storage) throw new Error('storage refused');
          return { getItem: () => null };
        },
      });
      return classes;
    };
    expect(classesFor('navigate', '').has(deferredLayoutClass)).toBe(true);
    expect(classesFor('navigate', '', false).has(deferredLayoutClass)).toBe(true);
    // Opened at a place, or come back to: the whole page is laid out, so the browser can scroll to where it should.
    expect(classesFor('navigate', '#factsheet').has(deferredLayoutClass)).toBe(false);
    for (const type of ['reload', 'back_forward', 'prerender']) {
      expect(classesFor(type, '').has(deferredLayoutClass), type).toBe(false);
    }
    expect(classesFor(null, '').has(deferredLayoutClass)).toBe(false);

    const css = (file: Document) =>
      [...file.querySelectorAll('style')].map((style) => style.textContent).join('\n');
    const waits = (selector: string) =>
      new RegExp(
        `:root\\.${deferredLayoutClass}:not\\(:has\\(:target\\)\\) ${selector.replace(/[.>()]/g, '\\$&')}\\{content-visibility:auto;contain-intrinsic-size:auto \\d+px\\}`,
      );
    expect(css(doc)).toMatch(waits('main>section:not(:first-child)'));
    expect(css(await page('strategies/M-BTC/index.html'))).toMatch(waits('.strategy-body>section'));
  });

  it('serves the brand font itself: Thai and Latin subsets, optional display, drawn in the metric-matched fallback and nothing preloaded until the browser holds it', async () => {
    for (const file of ['index.html', 'en/faq/index.html']) {
      const doc = await page(file);
      const css = [...doc.querySelectorAll('style')].map((style) => style.textContent).join('\n');
      const faces = [
        ...css.matchAll(/@font-face\{font-family:"Noto Sans Thai-[^"]+";src:url\("([^"]+)"\)[^}]*\}/g),
      ];
      expect(faces, file).toHaveLength(8); // thai and latin, four weights each
      for (const [face, url] of faces) {
        expect(url).toMatch(/^\/_astro\/fonts\/[\w-]+\.woff2$/);
        expect(face).toContain('font-display:optional');
        expect(face).toMatch(/unicode-range:U\+/);
        expect((await stat(path.join(outDir, url!))).size).toBeLessThan(16_000);
      }
      const preloads = [...doc.querySelectorAll('link[rel="preload"][as="font"]')].map((l) =>
        l.getAttribute('href'),
      );
      expect(preloads, file).toHaveLength(0); // fetched after the first paint (src/shell/brand-font.ts)
      expect(css).toMatch(/--font-brand:"Noto Sans Thai-[^"]+","Noto Sans Thai-[^"]+ fallback: Arial"/);
      expect(css).toMatch(/--font-fallback:"Noto Sans Thai-[^"]+ fallback: Arial"/);
      // Thai pages name the platforms' Thai fonts after the whole fallback chain.
      expect(css).toMatch(
        /--font-fallback-th:"Noto Sans Thai-[^"]+ fallback: Arial"[^;]*,sans-serif,"Noto Sans Thai","Thonburi","Leelawadee UI","Tahoma","Loma";/,
      );
      expect(css).toMatch(/:root:lang\(th\)\{font-family:var\(--font-fallback-th\)\}/);
      // The head switches to the brand font before the body is drawn, once the browser holds it.
      const head = doc.head.querySelector('script:not([type])')?.textContent ?? '';
      expect(head).toContain('site.brand-font');
      // ...and then preloads every face, which that browser's cache holds.
      for (const [, url] of faces) expect(head).toContain(JSON.stringify(url));
    }
  });

  it('serves CMS photos from the site, re-encoded as WebP in two widths with their dimensions', async () => {
    for (const file of ['index.html', 'en/index.html']) {
      const photo = (await page(file)).querySelector('[aria-labelledby="team-title"] img.avatar');
      expect(photo, file).not.toBeNull();
      const src = photo!.getAttribute('src')!;
      expect(src).toMatch(/^\/_astro\/team-photo_[\w-]+\.webp$/);
      expect([photo!.getAttribute('width'), photo!.getAttribute('height')]).toEqual(['72', '72']);
      expect(
        photo!
          .getAttribute('srcset')
          ?.split(',')
          .map((entry) => entry.trim().split(' ')[1]),
      ).toEqual(['72w', '144w']);
      expect((await stat(path.join(outDir, src))).isFile()).toBe(true);
    }
  });

  it('serves Thai at / and English at /en/, each page with hreflang alternates and x-default', async () => {
    for (const [file, lang] of [
      ['index.html', 'th'],
      ['en/index.html', 'en'],
      ['faq/index.html', 'th'],
      ['en/faq/index.html', 'en'],
      ['about/index.html', 'th'],
      ['en/disclosure/index.html', 'en'],
      ['complaint/index.html', 'th'],
      ['en/articles/index.html', 'en'],
      ['strategies/M-BTC/index.html', 'th'],
    ] as const) {
      const doc = await page(file);
      expect(doc.documentElement.lang, file).toBe(lang);
    }
    const faq = await page('en/faq/index.html');
    expect(alternates(faq)).toEqual({
      th: `${siteUrl}/faq/`,
      en: `${siteUrl}/en/faq/`,
      'x-default': `${siteUrl}/faq/`,
    });
    expect(faq.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(`${siteUrl}/en/faq/`);
  });

  it('puts the CMS structured data and SEO on the home page, with the strategies and their count', async () => {
    const home = await page('index.html');
    expect(jsonLdTypes(home)).toEqual(['FinancialService']);
    expect(home.title).toBe('MFund | ลงทุนในกองทุนสินทรัพย์ดิจิทัลอย่างมืออาชีพ');
    expect(home.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'ลงทุนในสินทรัพย์ดิจิทัลกับ MFund',
    );
    expect(home.body.textContent).toContain('กลยุทธ์ทั้งหมด 6 กลยุทธ์');
    expect(home.body.textContent).toContain('ใช้เวลาประมาณ 15 นาที · 7 ขั้นตอน');
    const strategyLinks = [...home.querySelectorAll('#strategies h3 a')].map((a) => a.getAttribute('href'));
    expect(strategyLinks).toHaveLength(6);
    expect(strategyLinks).toContain('/strategies/M-BTC/');
    expect((await page('en/index.html')).body.textContent).toContain('6 strategies');
  });

  it('marks the FAQ page up as an FAQPage of the 15 questions', async () => {
    const faq = await page('faq/index.html');
    const [data] = [...faq.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
      JSON.parse(s.textContent ?? ''),
    );
    expect(data['@type']).toBe('FAQPage');
    expect(data.mainEntity).toHaveLength(15);
    expect(faq.querySelectorAll('details.faq-item')).toHaveLength(15);
  });

  it('describes an article by its own SEO, links its translation and lists its related articles', async () => {
    const article = await page('articles/kongthun-sinsap-digital/index.html');
    expect(article.title).toBe('กองทุนสินทรัพย์ดิจิทัลคืออะไร');
    expect(article.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      'ทำความเข้าใจกองทุนสินทรัพย์ดิจิทัล การเก็บรักษาทรัพย์สิน และความเสี่ยงก่อนลงทุน',
    );
    expect(article.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(article.querySelector('meta[name="twitter:card"]')).toBeTruthy();
    expect(jsonLdTypes(article)).toEqual(['Article']);
    expect(alternates(article)).toEqual({
      th: `${siteUrl}/articles/kongthun-sinsap-digital/`,
      en: `${siteUrl}/en/articles/digital-asset-funds-explained/`,
      'x-default': `${siteUrl}/articles/kongthun-sinsap-digital/`,
    });
    const related = article.querySelector('section.related-articles');
    expect(related?.querySelector('h2')?.textContent).toBe('บทความที่เกี่ยวข้อง');
    expect([...(related?.querySelectorAll('h3 a') ?? [])].map((a) => a.getAttribute('href'))).toEqual([
      '/articles/crypto-market-outlook-q1-2026/',
      '/articles/phu-rap-fak-sapsin/',
    ]);
    expect(article.querySelector('.article-body strong')?.textContent).toBe('นโยบายการลงทุน');
  });

  it('keeps each language’s registered capital on the about page and never shows the editors’ note', async () => {
    const th = await page('about/index.html');
    const en = await page('en/about/index.html');
    expect(th.body.textContent).toContain('95.2 ล้านบาท');
    expect(en.body.textContent).toContain('44 million baht');
    expect(en.body.textContent).toContain('February 2020');
    expect(en.body.textContent).toContain('09:00-18:00');
    expect(en.body.textContent).not.toContain('confirm before publishing');
  });

  it('links strategies, Register and Log in into the portal, and shows the scammer alert', async () => {
    const strategy = await page('en/strategies/M-STABLE/index.html');
    const hrefs = [...strategy.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(hrefs).toContain('https://portal.example.test/auth/login');
    expect(strategy.querySelector('.scammer-alert')?.textContent).toContain('Beware of scammers');
    expect(strategy.body.textContent).toContain('Risk level 5 of 8');
  });

  it('ships no framework up front: the shell is plain script, and the forms hydrate only once reached', async () => {
    const pages = ['index.html', 'faq/index.html', 'articles/kongthun-sinsap-digital/index.html'];
    pages.push('about/index.html', 'disclosure/index.html', 'strategies/M-BTC/index.html');
    pages.push(
      ...pages.map(
        (file) => `en/${file.replace('kongthun-sinsap-digital', 'digital-asset-funds-explained')}`,
      ),
    );
    for (const file of pages) {
      const doc = await page(file);
      // Each island waits until it is on screen (the interest popup's form: until the dialog is opened).
      const islands = [...doc.querySelectorAll('astro-island')];
      expect(islands.length, file).toBeGreaterThan(0);
      for (const island of islands) expect(island.getAttribute('client'), file).toBe('visible');
      // What loads on arrival (module scripts and what they import) holds no React.
      const loaded = new Set<string>();
      const pending = [...doc.querySelectorAll('script[type="module"]')].map((script) =>
        script.getAttribute('src')
          ? readFile(path.join(outDir, script.getAttribute('src')!), 'utf8')
          : (script.textContent ?? ''),
      );
      const sources = await Promise.all(pending);
      while (sources.length > 0) {
        const source = sources.pop()!;
        expect(source, file).not.toContain('react.element');
        for (const [, imported] of source.matchAll(/(?:from|import)\s*["'`]\.\/([^"'`]+)["'`]/g)) {
          if (!imported || loaded.has(imported)) continue;
          loaded.add(imported);
          sources.push(await readFile(path.join(outDir, '_astro', imported), 'utf8'));
        }
      }
    }
    // The maintenance screen is built once, beside the pages, for the check to fetch when the API says so.
    const screen = await readFile(path.join(outDir, 'maintenance-screen/index.html'), 'utf8');
    expect(screen).toContain('Sorry, we are under maintenance');
    expect(screen).not.toContain('<html');
  });

  it('shows each strategy’s NAV and date, returns, fees, minimums and the bands from the domain rule', async () => {
    const btc = await page('strategies/M-BTC/index.html');
    const text = btc.body.textContent ?? '';
    const stats = btc.querySelector('.stat-grid')?.textContent ?? '';
    expect(stats).toContain('64.5496');
    expect(stats).toContain('ณ วันที่ 24/11/2569');
    expect(stats).toContain('+22.34%');
    expect(stats).toContain('8 จาก 8');
    expect(stats).toContain('สูงมาก');
    const returns = [...btc.querySelectorAll('.figure-table')[0]!.querySelectorAll('tbody tr')].map((row) =>
      [...row.children].map((cell) => cell.textContent?.trim()).join(' '),
    );
    expect(returns).toEqual([
      '1 วัน +0.80%',
      '1 สัปดาห์ (7 วัน) −3.51%',
      '3 เดือน −2.63%',
      '6 เดือน +10.46%',
      '1 ปี +22.34%',
      'ตั้งแต่ต้นปี −5.30%',
      'ตั้งแต่เริ่มบริหาร +545.50%',
    ]);
    expect(text).toContain('ค่าธรรมเนียมการจัดการต่อปี1.50%');
    expect(text).toContain('ลงทุนครั้งแรก10,000 บาท');
    // M-BTC's minimum band is Moderate: the three bands from Moderate up may invest, Low is warned.
    const bands = [...btc.querySelectorAll('.band-table tbody th')].map((cell) => cell.textContent);
    expect(bands).toEqual(['ความเสี่ยงปานกลาง', 'ความเสี่ยงสูง', 'ความเสี่ยงสูงมาก']);
    expect(text).toContain('(คะแนน 21 ขึ้นไป)');
    expect(btc.querySelectorAll('.demo-notice')).toHaveLength(1);
    expect(btc.querySelector('#factsheet button')?.textContent).toContain('Factsheet');
    const invest = [...btc.querySelectorAll('a')].find((a) => a.textContent === 'ลงทุนในกลยุทธ์นี้');
    expect(invest?.getAttribute('href')).toMatch(/^https:\/\/portal\.example\.test\//);
  });

  it('says a strategy that has not started has no NAV yet, and shows no demo notice', async () => {
    const next = await page('en/strategies/M-NEXTGEN/index.html');
    expect(next.querySelector('.stat-grid')?.textContent).toContain('No NAV yet');
    expect(next.body.textContent).toContain('Management has not started yet');
    expect(next.querySelectorAll('.demo-notice')).toHaveLength(0);
  });

  it('lists every page and its translations in sitemap.xml, named in robots.txt', async () => {
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${siteUrl}/en/articles/digital-asset-funds-explained/</loc>`);
    expect(sitemap).toContain(`<loc>${siteUrl}/strategies/M-NEXTGEN/</loc>`);
    expect(sitemap.match(/<url>/g)).toHaveLength(30);
    expect(await readFile(path.join(outDir, 'robots.txt'), 'utf8')).toContain(
      `Sitemap: ${siteUrl}/sitemap.xml`,
    );
  });
});

describe('a build without content', () => {
  it('fails and says why instead of publishing empty pages', async () => {
    const { code, output } = await build({
      SITE_OUT_DIR: path.join(outDir, 'unreachable'),
      SITE_CONTENT_FIXTURE: '',
      CMS_URL: 'http://127.0.0.1:9',
      API_URL: 'http://127.0.0.1:9',
    });
    expect(code).not.toBe(0);
    expect(output).toMatch(/Could not reach the (CMS|API)/);
  }, 120_000);
});
