import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchKycQueue } from '../api/bench/kyc-queue.bench.ts';
import { benchKycUpload } from '../api/bench/kyc-upload.bench.ts';
import { benchLogin } from '../api/bench/login.bench.ts';
import { benchMaintenance } from '../api/bench/maintenance.bench.ts';
import { benchPayoutBatch } from '../api/bench/payout-batch.bench.ts';
import { reportPortfolioBench } from '../api/bench/portfolio.bench.ts';
import { benchReductions } from '../api/bench/reductions.bench.ts';
import { reportRequestCost } from '../api/bench/request-cost.bench.ts';
import { benchSettlement } from '../api/bench/settlement.bench.ts';
import { reportStatementsBench } from '../api/bench/statements.bench.ts';
import { benchStrategies } from '../api/bench/strategies.bench.ts';
import { benchSitePages } from '../site/bench/lighthouse.bench.ts';
import { benchLoginBundles } from './bench/login-bundles.ts';
import { freePort } from './stack/ports.ts';
import { startEmbeddedPostgres } from './stack/postgres.ts';

// `npm run bench`: throughput as ratios to a baseline measured in the same run, never absolute pass/fail.
// BENCH_ONLY=api|kyc|orders|settlement|portfolio|statements|site|bundles runs one part (kyc: the onboarding benches;
// orders: settlement with payout creation, the payout batch file of 20,000 payouts, and concurrent reductions;
// settlement: that alone; bundles: the JavaScript of the login pages; portfolio: the account summary and transaction
// history; statements: the monthly statements of 10,000 investors, seeded as the portfolio bench seeds them; in a
// whole run they reuse the portfolio bench's database); request-cost: CPU time per request of each kind of the load
// drill's mix (alone, since CPU time is the one figure a shared machine does not blur; BENCH_REQUESTS per kind).
// BENCH_SITE_RUNS=n audits each site page n times and reports the run of its median LCP.
const only = process.env.BENCH_ONLY;

async function benchApi() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  try {
    if (only === 'portfolio') return await benchPortfolio(postgres);
    if (only === 'settlement') return await benchSettlementRun(postgres);
    if (only === 'statements') return await benchStatementsRun(postgres, false);
    if (only !== 'kyc' && only !== 'orders') await benchAuth(postgres);
    if (only !== 'orders') await benchKyc(postgres);
    if (only !== 'kyc') await benchOrders(postgres);
    if (only !== 'kyc' && only !== 'orders') {
      await benchPortfolio(postgres);
      await benchStatementsRun(postgres, true);
    }
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

type BenchPostgres = Awaited<ReturnType<typeof startEmbeddedPostgres>>;

async function benchPortfolio(postgres: BenchPostgres) {
  await postgres.ensureDatabase('bench_portfolio');
  await reportPortfolioBench(postgres.url('bench_portfolio'));
}

/** `seeded`: the portfolio bench has just seeded its database with the same 10,000 investors. */
async function benchStatementsRun(postgres: BenchPostgres, seeded: boolean) {
  await postgres.ensureDatabase('bench_portfolio');
  await reportStatementsBench(postgres.url('bench_portfolio'), seeded);
}

async function benchAuth(postgres: BenchPostgres) {
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

  await postgres.ensureDatabase('bench_login');
  const login = await benchLogin(postgres.url('bench_login'));
  console.log('\npassword sign-in (argon2id 19 MiB, t=2, p=1; 8 concurrent clients, loopback):');
  for (const r of login) {
    console.log(
      `  ${r.name.padEnd(44)} ${r.perSecond.toFixed(1).padStart(8)} /s  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  p99 ${r.p99Ms.toFixed(1).padStart(7)} ms  errors ${r.errors}`,
    );
  }
  const [hashing, fullLogin, idle, flooded] = login;
  console.log(
    `  ratio login / bare hashing: throughput ${(fullLogin!.perSecond / hashing!.perSecond).toFixed(3)}, p95 ${(fullLogin!.p95Ms / hashing!.p95Ms).toFixed(2)}×`,
  );
  console.log(
    `  /healthz p99 during the flood / idle p99: ${(flooded!.p99Ms / idle!.p99Ms).toFixed(2)}× (goal: at most 2×)`,
  );
}

async function benchKyc(postgres: BenchPostgres) {
  await postgres.ensureDatabase('bench_kyc_queue');
  const queue = await benchKycQueue(postgres.url('bench_kyc_queue'));
  console.log('\nKYC review queue (10,000 cases, first page of 25, 4 concurrent clients):');
  const [bare, ...listed] = queue;
  for (const r of queue) {
    console.log(
      `  ${r.name.padEnd(52)} p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  ${r.perSecond.toFixed(0).padStart(6)} /s  errors ${r.errors}`,
    );
  }
  for (const r of listed) {
    console.log(
      `  p95 ratio to the bare SELECT, ${r.name.replace('GET /admin/kyc-cases, ', '')}: ${(r.p95Ms / bare!.p95Ms).toFixed(1)}×`,
    );
  }

  await postgres.ensureDatabase('bench_upload');
  const upload = await benchKycUpload(postgres.url('bench_upload'));
  console.log(
    `\nKYC photo upload (${(upload.photoBytes / 2 ** 20).toFixed(2)} MiB JPEG, 4000×3000, one at a time):`,
  );
  for (const r of upload.results) {
    console.log(
      `  ${r.name.padEnd(44)} mean ${r.meanMs.toFixed(1).padStart(7)} ms  p95 ${r.p95Ms.toFixed(1).padStart(7)} ms  errors ${r.errors}`,
    );
  }
  const [reencode, fullUpload] = upload.results;
  console.log(
    `  ratio upload / bare re-encode: mean ${(fullUpload!.meanMs / reencode!.meanMs).toFixed(2)}×, p95 ${(fullUpload!.p95Ms / reencode!.p95Ms).toFixed(2)}×`,
  );
}

async function benchOrders(postgres: BenchPostgres) {
  await benchSettlementRun(postgres);
  await benchPayoutBatchRun(postgres);
  await benchReductionsRun(postgres);
}

async function benchPayoutBatchRun(postgres: BenchPostgres) {
  await postgres.dropDatabase('bench_payouts');
  await postgres.ensureDatabase('bench_payouts');
  const r = await benchPayoutBatch(postgres.url('bench_payouts'));
  console.log(
    `\npayout batch for one value date (${r.payouts.toLocaleString('en')} pending payouts of 2,000 investors):`,
  );
  console.log(`  bare SELECT of the pending rows (baseline)  ${r.selectMs.toFixed(0).padStart(7)} ms`);
  console.log(
    `  bank file alone (CSV, totals, SHA-256)  ${r.fileMs.toFixed(0).padStart(7)} ms, ${(r.fileBytes / 1024).toFixed(0)} KiB`,
  );
  console.log(
    `  whole preparation (lock, destinations judged, file, ${r.batched.toLocaleString('en')} payouts batched)  ${r.prepareMs.toFixed(0).padStart(7)} ms (${(r.prepareMs / r.selectMs).toFixed(2)}× the SELECT)`,
  );
}

async function benchSettlementRun(postgres: BenchPostgres) {
  await postgres.ensureDatabase('bench_settlement');
  const r = await benchSettlement(postgres.url('bench_settlement'));
  console.log(
    `\nsettlement of one trade date (${r.orders.toLocaleString('en')} approved orders of 10,000 investors: increases, reductions, switch-outs and switch-ins):`,
  );
  r.rounds.forEach((round, i) => {
    console.log(
      `  round ${i + 1}: bare set-based UPDATE of the same rows ${round.bareMs.toFixed(0).padStart(6)} ms, settlement ${round.settleMs.toFixed(0).padStart(6)} ms (${(round.settleMs / round.bareMs).toFixed(2)}×), without tax invoices ${round.withoutInvoicesMs.toFixed(0).padStart(6)} ms (${(round.withoutInvoicesMs / round.bareMs).toFixed(2)}×)`,
    );
  });
  console.log(`  median bare set-based UPDATE (baseline)  ${r.bareMs.toFixed(0).padStart(7)} ms`);
  console.log(
    `  median settlement of every open strategy (fees, ledger, holdings)  ${r.settleMs.toFixed(0).padStart(7)} ms  orders settled ${r.ordersSettled}, ledger rows ${r.ledgerRows}, payouts ${r.payouts}`,
  );
  if (r.ordersSettled !== r.orders) console.log(`  ✖ settled ${r.ordersSettled} of ${r.orders} orders`);
  console.log(
    `  median management fee accrual after it (every holding of each strategy)  ${r.accrualMs.toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  median customer-tier recalculation after the commit (every holder of each strategy, ${r.tiersChanged.toLocaleString('en')} tiers changed)  ${r.tiersMs.toFixed(0).padStart(7)} ms`,
  );
  console.log(
    `  ratio of the medians, settlement / bare UPDATE: ${(r.settleMs / r.bareMs).toFixed(2)}× (goal: at most 2×)`,
  );
  console.log(
    `  the same without numbering its tax invoices (generateTaxInvoiceNumber off): ${r.withoutInvoicesMs.toFixed(0)} ms, ${(r.withoutInvoicesMs / r.bareMs).toFixed(2)}× the bare UPDATE`,
  );
  console.log(
    `  the bare UPDATE run one strategy at a time, as the NAV approvals settle: ${r.bareByStrategyMs.toFixed(0)} ms, ${(r.bareByStrategyMs / r.bareMs).toFixed(2)}× the one UPDATE; the settlement is ${(r.settleMs / r.bareByStrategyMs).toFixed(2)}× it`,
  );
}

async function benchReductionsRun(postgres: BenchPostgres) {
  await postgres.ensureDatabase('bench_reductions');
  const red = await benchReductions(postgres.url('bench_reductions'));
  console.log(
    '\n50 concurrent reductions of 100 units on one holding of 1,000 units (POST /orders, loopback):',
  );
  console.log(`  accepted ${red.accepted} (goal: exactly 10), orders placed ${red.ordersPlaced}`);
  for (const [reason, count] of Object.entries(red.rejected)) console.log(`  rejected ${reason}: ${count}`);
  console.log(`  holding after: units ${red.units}, reserved ${red.reservedUnits}`);
  console.log(
    `  p95 POST /orders ${red.reduceP95Ms.toFixed(1)} ms, GET /healthz (50 at once, baseline) ${red.healthzP95Ms.toFixed(1)} ms: ${(red.reduceP95Ms / red.healthzP95Ms).toFixed(2)}×`,
  );
}

async function benchSite() {
  const pages = await benchSitePages();
  const [plain, ...sitePages] = pages;
  const kb = (bytes: number) => (bytes / 1000).toFixed(1);
  console.log(
    '\nsite pages (Lighthouse, mobile emulation, Debian Chromium; LCP as a ratio to the plain page):',
  );
  console.log(
    '  page                          perf  a11y  best   seo   LCP ms  LCP ×    CLS   TBT ms  JS sent kB  page sent kB  HTML+CSS+JS gzip kB',
  );
  for (const p of pages) {
    console.log(
      `  ${p.page.padEnd(28)} ${String(p.performance).padStart(5)} ${String(p.accessibility).padStart(5)} ${String(p.bestPractices).padStart(5)} ${String(p.seo).padStart(5)}  ${String(p.lcpMs).padStart(7)}  ${(p.lcpMs / Math.max(plain!.lcpMs, 1)).toFixed(2).padStart(5)}  ${p.cls.toFixed(3)}  ${String(p.tbtMs).padStart(7)}  ${kb(p.scriptBytes).padStart(10)}  ${kb(p.documentBytes).padStart(12)}  ${kb(p.gzipBytes).padStart(19)}`,
    );
  }
  for (const p of pages) {
    if (p.failure !== undefined) console.log(`  ✖ ${p.page}: Lighthouse could not audit it (${p.failure})`);
    for (const shift of p.shifted ?? []) console.log(`  ↕ ${p.page}: moved ${shift}`);
  }
  // Lighthouse simulates TBT from the trace, and the plain page has blocking time of its own in some runs (the
  // browser's work to open a page): each page's is set beside it.
  const blocking = sitePages.filter((p) => p.tbtMs > 0);
  const aboveThePlainPage = blocking.filter((p) => p.tbtMs > plain!.tbtMs);
  console.log(
    `  TBT 0 on ${sitePages.length - blocking.length} of ${sitePages.length} pages; the plain page's ${plain!.tbtMs} ms`,
  );
  console.log(
    aboveThePlainPage.length === 0
      ? '  no page blocks longer than the plain page'
      : `  longer than the plain page: ${aboveThePlainPage.map((p) => `${p.page} (${p.tbtMs} ms)`).join(', ')}`,
  );
  // The bench fails nothing; a page above 50 kB of HTML, CSS and JavaScript (gzipped) is named.
  const heavy = sitePages.filter((p) => p.gzipBytes > 50_000);
  console.log(
    heavy.length === 0
      ? '  every page is within 50 kB of HTML, CSS and JavaScript gzipped'
      : `  above 50 kB gzipped: ${heavy.map((p) => `${p.page} (${kb(p.gzipBytes)} kB)`).join(', ')}`,
  );
}

async function benchBundles() {
  const bundles = await benchLoginBundles();
  console.log('\nlogin pages, JavaScript of a fresh load (Chromium, 390 px, lazy route chunks included):');
  console.log('  page                      scripts   raw KiB  gzip KiB  sent KiB  target gzip KiB');
  for (const b of bundles) {
    const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8);
    const verdict = b.gzipBytes <= b.targetGzipBytes ? '✔' : '✖';
    console.log(
      `  ${`${b.app} ${b.page}`.padEnd(24)} ${String(b.scripts).padStart(8)}  ${kib(b.rawBytes)}  ${kib(b.gzipBytes)}  ${kib(b.transferredBytes)}  ${kib(b.targetGzipBytes)} ${verdict}`,
    );
  }
  for (const b of bundles) {
    console.log(`  ${b.app}: gzip ${(b.gzipBytes / b.targetGzipBytes).toFixed(2)}× the target`);
  }
}

if (only === 'bundles') {
  await benchBundles();
  process.exit(0);
}

if (only === 'request-cost') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  try {
    await reportRequestCost({
      url: (name) => postgres.url(name),
      ensureDatabase: (name, template) => postgres.ensureDatabase(name, template),
      dropDatabase: (name) => postgres.dropDatabase(name),
      restart: () => Promise.reject(new Error('the request-cost bench never restarts its PostgreSQL')),
    });
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}

// BENCH_ONLY=strategies: the strategies list against /healthz, and nothing else.
if (only === 'strategies') {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-pg-'));
  const postgres = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
  try {
    await postgres.ensureDatabase('bench_strategies');
    const r = await benchStrategies(postgres.url('bench_strategies'));
    console.log(
      `\nstrategies list (${r.navs.toLocaleString('en')} approved NAVs, 4 concurrent clients, loopback):`,
    );
    for (const l of r.results) {
      console.log(
        `  ${l.name.padEnd(28)} ${l.perSecond.toFixed(0).padStart(6)} /s  p95 ${l.p95Ms.toFixed(1).padStart(7)} ms  p99 ${l.p99Ms.toFixed(1).padStart(7)} ms  errors ${l.errors}`,
      );
    }
    const [healthz, strategies] = r.results;
    console.log(
      `  p95 ratio GET /strategies / GET /healthz: ${(strategies!.p95Ms / healthz!.p95Ms).toFixed(2)}×`,
    );
  } finally {
    await postgres.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
  process.exit(0);
}
if (only !== 'site') await benchApi();
if (only === undefined || only === 'site') await benchSite();
if (only === undefined) await benchBundles();
