import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { repoRoot } from '../stack/settings.ts';
import { serveStatic } from '../stack/static-server.ts';

export interface LoginBundle {
  app: string;
  page: string;
  scripts: number;
  rawBytes: number;
  gzipBytes: number;
  /** What the browser actually received (the static server answers brotli when the browser takes it). */
  transferredBytes: number;
  targetGzipBytes: number;
}

const targets = [
  { app: 'portal', page: '/auth/login', targetGzipBytes: 150 * 1024 },
  { app: 'backoffice', page: '/#/login', targetGzipBytes: 250 * 1024 },
] as const;

function build(app: string, outDir: string): void {
  const result = spawnSync(
    process.execPath,
    [path.join(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--outDir', outDir, '--emptyOutDir'],
    { cwd: path.join(repoRoot, app), encoding: 'utf8' },
  );
  if (result.status !== 0) throw new Error(`${app} build failed:\n${result.stdout}\n${result.stderr}`);
}

/**
 * Builds the portal and the back office as production does, serves each with the stack's static server, and opens
 * its login page in a fresh Chromium context: every script the page fetched until the network went quiet (the
 * lazy route chunks included), measured as its gzip size (level 6, as servers send it).
 */
export async function benchLoginBundles(): Promise<LoginBundle[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu'],
  });
  const results: LoginBundle[] = [];
  try {
    for (const target of targets) {
      const outDir = mkdtempSync(path.join(tmpdir(), `bench-${target.app}-`));
      try {
        build(target.app, outDir);
        const server = await serveStatic({
          name: target.app,
          root: outDir,
          port: 0,
          apiUrl: 'http://127.0.0.1:9',
          spa: true,
        });
        try {
          const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
          results.push({ ...target, ...(await measure(browser, `${base}${target.page}`)) });
        } finally {
          await new Promise((resolve) => server.close(resolve));
        }
      } finally {
        rmSync(outDir, { recursive: true, force: true });
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

async function measure(browser: Awaited<ReturnType<typeof chromium.launch>>, url: string) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const pending: Promise<{ raw: number; gzip: number; transferred: number }>[] = [];
  let measuring = true;
  page.on('requestfinished', (request) => {
    if (!measuring || request.resourceType() !== 'script') return;
    pending.push(
      (async () => {
        const response = await request.response();
        const body = (await response?.body()) ?? Buffer.alloc(0);
        const sizes = await request.sizes();
        return { raw: body.length, gzip: gzipSync(body).length, transferred: sizes.responseBodySize };
      })(),
    );
  });
  // The API is not running: the page's own calls fail fast, as they would offline, and load no more code.
  await page.goto(url, { waitUntil: 'networkidle' });
  let sizes: Awaited<(typeof pending)[number]>[] = [];
  // A chunk requested while the last ones were measured is measured too.
  while (sizes.length < pending.length) sizes = await Promise.all(pending);
  measuring = false;
  await context.close();
  return {
    scripts: sizes.length,
    rawBytes: sizes.reduce((sum, s) => sum + s.raw, 0),
    gzipBytes: sizes.reduce((sum, s) => sum + s.gzip, 0),
    transferredBytes: sizes.reduce((sum, s) => sum + s.transferred, 0),
  };
}
