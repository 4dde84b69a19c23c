import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchMaintenance } from '../api/bench/maintenance.bench.ts';
import { benchSitePages } from '../site/bench/lighthouse.bench.ts';
import { startEmbeddedPostgres } from './stack/postgres.ts';

// `npm run bench`: throughput as ratios to a baseline measured in the same run, never absolute pass/fail.
async function freePort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pg-'));
const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
try {
  await postgres.ensureDatabase('bench');
  const results = await benchMaintenance(postgres.url('bench'));
  const [baseline, ...others] = results;
  console.log('\nmaintenance check (10 connections, loopback):');
  for (const r of results) {
    console.log(
      `  ${r.name.padEnd(44)} ${r.requestsPerSecond.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99Ms).padStart(4)} ms  errors ${r.errors}`,
    );
  }
  for (const r of others) {
    console.log(
      `  ratio full stack / baseline: ${(r.requestsPerSecond / baseline!.requestsPerSecond).toFixed(3)}`,
    );
  }
  const rssMiB = process.memoryUsage().rss / 2 ** 20;
  console.log(`  bench process RSS after the runs: ${rssMiB.toFixed(0)} MiB`);
} finally {
  await postgres.stop();
  await rm(dataDir, { recursive: true, force: true });
}

const pages = await benchSitePages();
const [plain, ...sitePages] = pages;
console.log('\nsite pages (Lighthouse, mobile emulation, Debian Chromium):');
console.log('  page                               perf  a11y  best   seo   LCP ms   CLS    JS bytes');
for (const p of pages) {
  console.log(
    `  ${p.page.padEnd(34)} ${String(p.performance).padStart(4)}  ${String(p.accessibility).padStart(4)}  ${String(p.bestPractices).padStart(4)}  ${String(p.seo).padStart(4)}  ${String(p.lcpMs).padStart(7)}  ${p.cls.toFixed(3)}  ${String(p.scriptBytes).padStart(8)}`,
  );
}
for (const p of sitePages) {
  console.log(
    `  ${p.page}: LCP ${(p.lcpMs / Math.max(plain!.lcpMs, 1)).toFixed(2)}× the plain page, performance ${p.performance - plain!.performance} points`,
  );
}
