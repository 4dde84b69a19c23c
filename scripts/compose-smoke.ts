import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { addBenchInvestor } from '../api/bench/bench-server.ts';
import { addInvestorsHolding, chaosContext, ordersPerInvestor } from '../api/chaos/chaos-context.ts';
import { InvestorSession } from './compose-drills.ts';
import { inlineScriptHashes } from './stack/security-headers.ts';

// The smoke journey `npm run test:compose` takes through nginx once the stack is up (deploy/README.md): a site page,
// an investor's sign-in on the portal, an order sent twice with one Idempotency-Key, its approval in the back office,
// and a CMS publish the site shows once the site builder has rebuilt it.

/** The running stack as the journey reaches it from this machine. */
export interface SmokeStack {
  /** nginx's published origins. */
  site: string;
  portal: string;
  backoffice: string;
  /** The CMS's published origin (its admin API). */
  cms: string;
  /** The API's database, reachable from this machine (the PostgreSQL container's address on the stack's network). */
  databaseUrl: string;
  /** The CMS's first super-admin (CMS_ADMIN_EMAIL and CMS_ADMIN_PASSWORD of its container). */
  cmsAdmin: { email: string; password: string };
}

/** One step's outcome, and how long it took. */
export interface SmokeStep {
  name: string;
  seconds: number;
  detail: string;
}

const strategy = 'M-STABLE';
const faqItem = 'api::faq-item.faq-item';

async function expectStatus(res: Response, status: number, what: string) {
  if (res.status === status) return res;
  throw new Error(`${what} answered ${res.status} (expected ${status}): ${(await res.text()).slice(0, 300)}`);
}

async function page(url: string, mustContain: string[]) {
  const res = await expectStatus(await fetch(url, { signal: AbortSignal.timeout(15_000) }), 200, url);
  const body = await res.text();
  const missing = mustContain.filter((text) => !body.includes(text));
  if (missing.length) throw new Error(`${url} does not show ${missing.join(', ')}`);
  return body;
}

/**
 * An investor holding M-STABLE and an operations staff member, added to the stack's database as the compose drills
 * add theirs (api/chaos, the demo password). Production seeds no accounts and has no command that creates them;
 * this step exists only in the smoke. The staff member has no second factor: they enrol it below, through nginx.
 */
async function addSmokeAccounts(databaseUrl: string, run: string) {
  const ctx = chaosContext(databaseUrl);
  try {
    const [investor] = await addInvestorsHolding(ctx, {
      prefix: `smoke-${run}-investor`,
      count: 1,
      units: '100000',
    });
    const staff = `smoke-${run}-operations@example.com`;
    await addBenchInvestor(ctx, staff, 'operations');
    return { investor: investor!, staff };
  } finally {
    await ctx.sequelize.close();
  }
}

async function ordersInDatabase(databaseUrl: string, email: string) {
  const ctx = chaosContext(databaseUrl);
  try {
    const [row] = await ordersPerInvestor(ctx, [email]);
    return row!.orders;
  } finally {
    await ctx.sequelize.close();
  }
}

type Order = { id: number; ref: string; stage: string };

/** The investor's reduction, sent twice with one key as a client that lost the first answer would. */
async function placeOrderTwice(investor: InvestorSession) {
  const key = randomUUID();
  const send = async () => {
    const res = await investor.fetch('/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ kind: 'reduce', strategyCode: strategy, units: '100' }),
    });
    await expectStatus(res, 201, 'POST /api/orders');
    return (await res.json()) as Order;
  };
  const first = await send();
  const again = await send();
  if (again.id !== first.id || again.ref !== first.ref) {
    throw new Error(`the same Idempotency-Key placed two orders: ${first.ref} and ${again.ref}`);
  }
  const mine = await investor.fetch('/orders');
  const listed = ((await (await expectStatus(mine, 200, 'GET /api/orders')).json()) as { total: number })
    .total;
  if (listed !== 1) throw new Error(`the investor's order list holds ${listed} orders, not 1`);
  return { order: first, key };
}

/**
 * The staff member signs in on the back office; staff without a second factor may only enrol it (the API refuses
 * the orders queue meanwhile), so they enrol as in the back office, with a code computed from the secret by the
 * library the API checks it with, then approve the order.
 */
async function approveInBackOffice(staff: InvestorSession, order: Order) {
  const { user } = (await staff.signIn()) as { user: { twoFactorEnrolmentRequired: boolean } };
  if (user.twoFactorEnrolmentRequired !== true) {
    throw new Error('a staff member without a second factor was not asked to enrol one');
  }
  const refused = await staff.fetch(`/admin/orders/${order.id}`);
  const refusal = (await (await expectStatus(refused, 403, 'the orders queue before enrolment')).json()) as {
    code?: string;
  };
  if (refusal.code !== 'STAFF_2FA_ENROLMENT_REQUIRED') {
    throw new Error(`the orders queue before enrolment refused with ${refusal.code}`);
  }
  const start = await staff.fetch('/me/security/2fa', { method: 'POST' });
  const { secret } = (await (await expectStatus(start, 200, 'POST /api/me/security/2fa')).json()) as {
    secret: string;
  };
  const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) });
  const confirm = await staff.fetch('/me/security/2fa/confirm', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ code }),
  });
  await expectStatus(confirm, 200, 'POST /api/me/security/2fa/confirm');
  const approve = await staff.fetch(`/admin/orders/${order.id}/approve`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ note: 'compose smoke' }),
  });
  const approved = (await (
    await expectStatus(approve, 200, 'POST /api/admin/orders/:id/approve')
  ).json()) as Order;
  if (approved.stage !== 'approved') throw new Error(`the approved order is at stage ${approved.stage}`);
}

/** The CMS's admin API as an editor uses it (the admin panel's own requests), signed in with a Bearer token. */
async function cmsAdmin(stack: SmokeStack) {
  const login = await fetch(`${stack.cms}/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(stack.cmsAdmin),
  });
  const { data } = (await (await expectStatus(login, 200, 'the CMS admin sign-in')).json()) as {
    data: { token: string };
  };
  return (path: string, init: RequestInit = {}) =>
    fetch(`${stack.cms}${path}`, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
    });
}

/**
 * An editor changes the question of the first English FAQ item and publishes it (one request, as the admin's
 * Publish button sends it after an edit). Answers the new question.
 */
async function publishFaqChange(stack: SmokeStack, run: string) {
  const admin = await cmsAdmin(stack);
  const list = await admin(
    `/content-manager/collection-types/${faqItem}?page=1&pageSize=1&sort=order:ASC&locale=en`,
  );
  const { results } = (await (await expectStatus(list, 200, 'the CMS FAQ list')).json()) as {
    results: { documentId: string; question: string; answer: string; topic: string; order: number }[];
  };
  const item = results[0];
  if (!item) throw new Error('the CMS holds no English FAQ item');
  const question = `${item.question.replace(/ \(smoke check [a-z0-9]+\)$/, '')} (smoke check ${run})`;
  const publish = await admin(
    `/content-manager/collection-types/${faqItem}/${item.documentId}/actions/publish?locale=en`,
    {
      method: 'POST',
      body: JSON.stringify({
        question,
        answer: item.answer,
        topic: item.topic,
        order: item.order,
        locale: 'en',
      }),
    },
  );
  await expectStatus(publish, 200, 'the CMS publish');
  return question;
}

async function waitForPage(url: string, text: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const res = await fetch(url, { signal: AbortSignal.timeout(15_000) }).catch(() => null);
    if (res?.status === 200 && (await res.text()).includes(text)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${url} did not show "${text}" within ${ms / 1000} s of the publish (site-builder logs)`);
}

/** Runs the journey; each step throws when it does not hold. `siteRebuildMs` bounds the wait for the rebuild. */
export async function smokeJourney(stack: SmokeStack, siteRebuildMs = 300_000): Promise<SmokeStep[]> {
  const steps: SmokeStep[] = [];
  const step = async (name: string, work: () => Promise<string>) => {
    const at = performance.now();
    const detail = await work();
    steps.push({ name, seconds: (performance.now() - at) / 1000, detail });
    console.log(`  ✓ ${name}: ${detail}`);
  };
  const run = Date.now().toString(36);
  const accounts = await addSmokeAccounts(stack.databaseUrl, run);
  const investor = new InvestorSession(`${stack.portal}/api`, accounts.investor);
  const staff = new InvestorSession(`${stack.backoffice}/api`, accounts.staff);
  let placed: { order: Order; key: string } | undefined;

  await step('site pages', async () => {
    await page(`${stack.site}/en/faq/`, ['<html', 'FAQ']);
    await page(`${stack.site}/en/strategies/${strategy}/`, ['<html', strategy]);
    const headers = (await fetch(`${stack.site}/en/faq/`, { signal: AbortSignal.timeout(15_000) })).headers;
    const missing = [
      'content-security-policy',
      'x-frame-options',
      'x-content-type-options',
      'referrer-policy',
    ].filter((name) => !headers.get(name));
    if (missing.length) throw new Error(`/en/faq/ through nginx lacks ${missing.join(', ')}`);
    if (!/script-src 'self'/.test(headers.get('content-security-policy')!))
      throw new Error(`/en/faq/'s policy does not limit scripts: ${headers.get('content-security-policy')}`);
    return `/en/faq/ and /en/strategies/${strategy}/ answer 200, with the site's security headers`;
  });
  await step('portal sign-in', async () => {
    await investor.signIn();
    const me = await investor.fetch('/me');
    const { user } = (await (await expectStatus(me, 200, 'GET /api/me')).json()) as {
      user: { email: string };
    };
    if (user.email !== accounts.investor) throw new Error(`/api/me names ${user.email}`);
    return `${accounts.investor} signed in (CSRF token, session cookies)`;
  });
  await step('order with an Idempotency-Key, sent twice', async () => {
    placed = await placeOrderTwice(investor);
    const inDatabase = await ordersInDatabase(stack.databaseUrl, accounts.investor);
    if (inDatabase !== 1) throw new Error(`the database holds ${inDatabase} orders of the investor, not 1`);
    return `both answers are order ${placed.order.ref} (stage ${placed.order.stage}); 1 order in the database`;
  });
  await step('back-office approval', async () => {
    await approveInBackOffice(staff, placed!.order);
    const mine = await investor.fetch(`/orders/${placed!.order.id}`);
    const seen = (await (await expectStatus(mine, 200, 'GET /api/orders/:id')).json()) as Order;
    if (seen.stage !== 'approved') throw new Error(`the investor sees stage ${seen.stage}`);
    return `${accounts.staff} enrolled a second factor and approved ${placed!.order.ref}; the investor sees it approved`;
  });
  let published = '';
  await step('CMS publish', async () => {
    published = await publishFaqChange(stack, run);
    return `FAQ question now "${published}"`;
  });
  await step('site rebuilt with the change', async () => {
    await waitForPage(`${stack.site}/en/faq/`, published, siteRebuildMs);
    // The rebuilt page is served under the baked build's policy: each inline script it runs must be one it allows.
    const rebuilt = await fetch(`${stack.site}/en/faq/`, { signal: AbortSignal.timeout(15_000) });
    const policy = rebuilt.headers.get('content-security-policy') ?? '';
    const blocked = inlineScriptHashes(await rebuilt.text()).filter((hash) => !policy.includes(hash));
    if (blocked.length)
      throw new Error(`the rebuilt /en/faq/ runs inline scripts its policy blocks: ${blocked}`);
    return '/en/faq/ through nginx shows the new question, and its policy allows each of its inline scripts';
  });
  return steps;
}
