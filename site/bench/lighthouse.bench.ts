import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { serveStatic } from '../../scripts/stack/static-server.ts';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  scriptBytes: number;
}

const siteDir = path.resolve(import.meta.dirname, '..');

// The baseline: a plain static page of similar text, served by the same server, with no script at all.
const baselineHtml = `<!doctype html><html lang="th"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>Baseline page</title>
<meta name="description" content="A plain page served the same way, as the baseline for the site's scores."></head>
<body><main><h1>หน้าพื้นฐาน</h1><p>${'ข้อความตัวอย่างสำหรับเปรียบเทียบ '.repeat(40)}</p></main></body></html>`;

function buildSite(outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.resolve(siteDir, '../node_modules/astro/bin/astro.mjs'), 'build'],
    {
      cwd: siteDir,
      env: {
        ...process.env,
        SITE_CONTENT_FIXTURE: path.join(siteDir, 'test/fixtures/content'),
        SITE_OUT_DIR: outDir,
      },
      encoding: 'utf8',
    },
  );
  if (result.status !== 0) throw new Error(`site build failed:\n${result.stdout}\n${result.stderr}`);
}

async function listen(root: string): Promise<{ server: Server; url: string }> {
  const server = await serveStatic({
    name: 'bench',
    root,
    port: 0,
    apiUrl: 'http://127.0.0.1:9',
    spa: false,
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function audit(port: number, page: string, url: string): Promise<PageScores> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error' }, undefined);
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    scriptBytes: scripts?.transferSize ?? 0,
  };
}

/** Lighthouse (mobile emulation, Debian's Chromium) on home, FAQ and an article, beside a plain static page. */
export async function benchSitePages(): Promise<PageScores[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const outDir = path.join(work, 'site');
  const baselineDir = path.join(work, 'baseline');
  buildSite(outDir);
  spawnSync('mkdir', ['-p', baselineDir]);
  writeFileSync(path.join(baselineDir, 'index.html'), baselineHtml);
  const site = await listen(outDir);
  const baseline = await listen(baselineDir);
  const chrome = await chromeLauncher.launch({
    chromePath: '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--no-first-run',
    ],
  });
  try {
    const results: PageScores[] = [];
    results.push(await audit(chrome.port, 'baseline (plain static page)', `${baseline.url}/`));
    results.push(await audit(chrome.port, 'home', `${site.url}/`));
    results.push(await audit(chrome.port, 'faq', `${site.url}/faq/`));
    const article = process.env.BENCH_ARTICLE ?? 'kongthun-sinsap-digital';
    results.push(await audit(chrome.port, `article (${article})`, `${site.url}/articles/${article}/`));
    return results;
  } finally {
    await chrome.kill();
    site.server.close();
    baseline.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
