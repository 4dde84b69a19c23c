import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import express from 'express';
import lighthouse from 'lighthouse';
import { precompress } from '../../scripts/precompress.ts';
import { serveStatic } from '../../scripts/stack/static-server.ts';

export interface PageScores {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  scriptBytes: number;
  /**
   * The document as sent (its headers and compressed body): above about 14.6 kB it needs a second round trip of a
   * new connection (TCP's initial window of 10 packets), which the simulated largest paint pays.
   */
  documentBytes: number;
  /** The page's own HTML, CSS and JavaScript as loaded on arrival, each file gzipped (level 9) and summed. */
  gzipBytes: number;
  /** Why Lighthouse could not audit the page (three times in a row); the figures are then zero. */
  failure?: string;
  /** When the layout shifted: the elements that moved, as Lighthouse names them, with their share of the shift. */
  shifted?: string[];
}

/** A page a visitor reaches, in each language (the English article has its own uid). */
export interface BenchedPage {
  page: string;
  path: string;
}

// Home, FAQ, an article, about, disclosure and a strategy page, in Thai and in English.
export function benchedPages(): BenchedPage[] {
  const article = {
    th: process.env.BENCH_ARTICLE ?? 'kongthun-sinsap-digital',
    en: 'digital-asset-funds-explained',
  };
  const strategy = process.env.BENCH_STRATEGY ?? 'M-BTC';
  return (['th', 'en'] as const).flatMap((locale) => {
    const prefix = locale === 'th' ? '' : '/en';
    return [
      { page: `${locale} home`, path: `${prefix}/` },
      { page: `${locale} faq`, path: `${prefix}/faq/` },
      { page: `${locale} article`, path: `${prefix}/articles/${article[locale]}/` },
      { page: `${locale} about`, path: `${prefix}/about/` },
      { page: `${locale} disclosure`, path: `${prefix}/disclosure/` },
      { page: `${locale} strategy ${strategy}`, path: `${prefix}/strategies/${strategy}/` },
    ];
  });
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

/**
 * The two API answers every page reads as it loads (the maintenance check, the scammer-alert flag), as the API gives
 * them with maintenance off. Without an API behind /api each page would log a failed request, which Lighthouse counts
 * against best practices though a reader of the deployed site never meets it.
 */
async function listenApi(): Promise<{ server: Server; url: string }> {
  const api = express();
  api.get('/app-setting/maintenance', (_req, res) => {
    res.json({ maintenance: false, maintenanceText: null });
  });
  api.get('/feature-flags', (_req, res) => {
    res.json({ flags: { scammerAlert: true } });
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = api.listen(0, '127.0.0.1', () => resolve(listening));
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

async function listen(root: string, apiUrl: string): Promise<{ server: Server; url: string }> {
  const server = await serveStatic({
    name: 'bench',
    root,
    port: 0,
    apiUrl,
    spa: false,
  });
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}` };
}

/**
 * Each page is audited as a first visit: besides the caches Lighthouse clears by default, the origin's local
 * storage goes too. A page's shell remembers there that the brand font is cached (site/README.md), so without it
 * every page after the first would be audited as a returning reader whose font cache was nonetheless emptied, a
 * reader no browser makes.
 */
const firstVisit: NonNullable<Parameters<typeof lighthouse>[1]>['clearStorageTypes'] = [
  'file_systems',
  'shader_cache',
  'service_workers',
  'cache_storage',
  'local_storage',
];

/** BENCH_SITE_RUNS: how many times each page is audited (1 by default); the run of the median LCP is reported, with the median TBT. */
function benchRuns(): number {
  const runs = Number(process.env.BENCH_SITE_RUNS ?? 1);
  return Number.isInteger(runs) && runs > 0 ? runs : 1;
}

function failedAudit(page: string): PageScores {
  return {
    page,
    performance: 0,
    accessibility: 0,
    bestPractices: 0,
    seo: 0,
    lcpMs: 0,
    cls: 0,
    tbtMs: 0,
    scriptBytes: 0,
    documentBytes: 0,
    gzipBytes: 0,
  };
}

const medianOf = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)]!;

/**
 * The run of the median LCP among those Lighthouse finished (a failed one only when every run failed), with the
 * median TBT of those runs: a long task of the browser's own (committing the navigation, which the plain page pays
 * too) falls after the first paint in one run and before it in the next, so one run's TBT is mostly chance.
 */
function medianRun(all: PageScores[]): PageScores {
  const finished = all.filter((run) => run.failure === undefined);
  const runs = finished.length > 0 ? finished : all;
  const sorted = [...runs].sort((a, b) => a.lcpMs - b.lcpMs);
  const median = sorted[Math.floor((sorted.length - 1) / 2)];
  if (!median) throw new Error('a page was never audited');
  return { ...median, tbtMs: medianOf(runs.map((run) => run.tbtMs)) };
}

/** Lighthouse on one page; a run it could not finish (a page too slow to settle on a loaded machine) is run again. */
async function audit(port: number, page: string, url: string, attempt = 1): Promise<PageScores> {
  const result = await lighthouse(
    url,
    { port, output: 'json', logLevel: 'error', clearStorageTypes: firstVisit },
    undefined,
  );
  if (!result) throw new Error(`no Lighthouse result for ${url}`);
  const { categories, audits } = result.lhr;
  const lcp = audits['largest-contentful-paint'];
  const failure =
    result.lhr.runtimeError?.message ??
    (lcp?.numericValue === undefined ? (lcp?.errorMessage ?? 'no largest contentful paint') : undefined);
  if (failure !== undefined) {
    if (attempt < 3) return audit(port, page, url, attempt + 1);
    return { ...failedAudit(page), failure };
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const scripts = (
    audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items?.find((i) => i.resourceType === 'script');
  const requests =
    (
      audits['network-requests']?.details as {
        items?: { url: string; resourceType?: string; transferSize?: number }[];
      }
    )?.items ?? [];
  const own = requests.filter(
    (r) =>
      r.url.startsWith(new URL(url).origin) &&
      ['Document', 'Stylesheet', 'Script'].includes(r.resourceType ?? ''),
  );
  return {
    page,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(lcp?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    scriptBytes: scripts?.transferSize ?? 0,
    documentBytes: requests.find((r) => r.resourceType === 'Document')?.transferSize ?? 0,
    gzipBytes: await gzippedSize(own.map((r) => r.url)),
    shifted: shiftedElements(audits['layout-shifts']?.details),
  };
}

/** The elements Lighthouse saw move, each with its score, so a shift can be traced to what caused it. */
function shiftedElements(details: unknown): string[] | undefined {
  const items = (details as { items?: { node?: { snippet?: string }; score?: number }[] } | undefined)?.items;
  if (!items?.length) return undefined;
  return items.map(
    (item) => `${(item.score ?? 0).toFixed(3)} ${item.node?.snippet ?? 'an element Lighthouse did not name'}`,
  );
}

// Fetched again without compression and gzipped here, so the figure does not depend on what the server chose.
async function gzippedSize(urls: string[]): Promise<number> {
  let total = 0;
  for (const url of new Set(urls)) {
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    total += gzipSync(body, { level: 9 }).length;
  }
  return total;
}

/** Lighthouse (mobile emulation, Debian's Chromium) on each benched page, beside a plain static page. */
export async function benchSitePages(): Promise<PageScores[]> {
  const work = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  const outDir = path.join(work, 'site');
  const baselineDir = path.join(work, 'baseline');
  buildSite(outDir);
  spawnSync('mkdir', ['-p', baselineDir]);
  writeFileSync(path.join(baselineDir, 'index.html'), baselineHtml);
  // Both compressed at build time, as the deployed site is (Dockerfile, the site builder), and served the same way.
  await precompress(outDir);
  await precompress(baselineDir);
  const api = await listenApi();
  const site = await listen(outDir, api.url);
  const baseline = await listen(baselineDir, api.url);
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
    const pages = [
      { page: 'baseline (plain static page)', url: `${baseline.url}/` },
      ...benchedPages().map(({ page, path: pagePath }) => ({ page, url: `${site.url}${pagePath}` })),
    ];
    // Round after round of every page, so a busy moment of a shared machine falls on all of them alike.
    const runs: PageScores[][] = pages.map(() => []);
    for (let round = 0; round < benchRuns(); round++) {
      for (const [i, { page, url }] of pages.entries()) runs[i]?.push(await audit(chrome.port, page, url));
    }
    return runs.map(medianRun);
  } finally {
    await chrome.kill();
    site.server.close();
    baseline.server.close();
    api.server.close();
    rmSync(work, { recursive: true, force: true });
  }
}
