import { execFileSync, spawnSync } from 'node:child_process';
import { addInvestorsHolding, chaosContext, ordersPerInvestor, sleep } from '../api/chaos/chaos-context.ts';
import { noOutcomes, type Outcome, outcomeOf, placeUntilAnswered } from '../api/chaos/investor-client.ts';
import { demoPassword } from '../api/src/seed.ts';

// Faults the compose topology must survive (`DRILLS=replica,postgres npm run test:compose`, deploy/README.md): the
// chaos drills' investors and clients (api/chaos), pointed at the real stack through nginx, with podman making the
// fault happen to its containers.

/** The running stack a drill works on. */
export interface ComposeStack {
  /** The portal's origin on this machine: the API is its /api, through nginx. */
  portalUrl: string;
  /** The API's database, reachable from this machine (the PostgreSQL container's address on the stack's network). */
  databaseUrl: string;
  /** The running containers of the stack, by name. */
  containers(): string[];
}

export interface DrillResult {
  name: string;
  held: boolean;
  lines: string[];
}

const code = 'M-STABLE';

/**
 * Someone signed in through nginx, as the portal and the back office are: session cookies and the session's CSRF
 * token (the drills' investors, the smoke journey's investor and staff member).
 */
export class InvestorSession {
  private cookies = new Map<string, string>();
  private csrfToken = '';

  private readonly apiUrl: string;
  readonly email: string;

  constructor(apiUrl: string, email: string) {
    this.apiUrl = apiUrl;
    this.email = email;
  }

  private keep(res: Response) {
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const at = pair.indexOf('=');
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  }

  private cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  private async refreshCsrf() {
    const res = await fetch(`${this.apiUrl}/auth/csrf`, { headers: { cookie: this.cookieHeader() } });
    this.keep(res);
    this.csrfToken = ((await res.json()) as { csrfToken: string }).csrfToken;
  }

  /**
   * The demo password (and a second factor's code when given); the CSRF token is fetched again afterwards, as it is
   * bound to the session. Answers the sign-in's answer.
   */
  async signIn(twoFactor?: string): Promise<Record<string, unknown>> {
    await this.refreshCsrf();
    const res = await this.fetch('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email: this.email,
        password: demoPassword,
        ...(twoFactor ? { twoFactor } : {}),
      }),
    });
    if (res.status !== 200) throw new Error(`sign-in of ${this.email} answered ${res.status}`);
    const answer = (await res.json()) as Record<string, unknown>;
    await this.refreshCsrf();
    return answer;
  }

  async fetch(path: string, init: RequestInit = {}, timeoutMs = 30_000) {
    const res = await fetch(`${this.apiUrl}${path}`, {
      ...init,
      headers: { ...init.headers, cookie: this.cookieHeader(), 'x-csrf-token': this.csrfToken },
      signal: AbortSignal.timeout(timeoutMs),
    });
    this.keep(res);
    return res;
  }
}

/** Adds `count` investors holding M-STABLE to the stack's database and signs each in through nginx. */
async function investors(stack: ComposeStack, prefix: string, count: number) {
  const ctx = chaosContext(stack.databaseUrl);
  let emails: string[];
  try {
    emails = await addInvestorsHolding(ctx, { prefix, count, units: '100000' });
  } finally {
    await ctx.sequelize.close();
  }
  const sessions = emails.map((email) => new InvestorSession(`${stack.portalUrl}/api`, email));
  // A few at a time: each sign-in hashes with argon2id (19 MiB) on a replica.
  for (let i = 0; i < sessions.length; i += 5) {
    await Promise.all(sessions.slice(i, i + 5).map((session) => session.signIn()));
  }
  return sessions;
}

function podman(...args: string[]) {
  return execFileSync('podman', args, { encoding: 'utf8' }).trim();
}

/** nginx's access log lines (JSON, deploy/nginx.conf) since `since`, for /api/ requests. */
function nginxApiLog(stack: ComposeStack, since: Date) {
  const nginx = stack.containers().find((name) => name.includes('_nginx_'));
  if (!nginx) return [];
  const out = spawnSync('podman', ['logs', '--since', since.toISOString(), nginx], { encoding: 'utf8' });
  type Entry = { method: string; uri: string; status: number; upstream: string; upstreamStatus: string };
  const entries: Entry[] = [];
  for (const line of `${out.stdout}\n${out.stderr}`.split('\n')) {
    // podman may run a line of nginx's error output into an access log line: the JSON object is taken out of it.
    const json = line.slice(line.indexOf('{"time"'), line.lastIndexOf('}') + 1);
    if (!json.startsWith('{')) continue;
    try {
      const entry = JSON.parse(json) as Entry;
      if (entry.uri?.startsWith('/api/') && entry.upstream && entry.upstream !== '-') entries.push(entry);
    } catch {
      // Not an access log line.
    }
  }
  return entries;
}

const summarise = (outcomes: Record<Outcome, number>) =>
  Object.entries(outcomes)
    .filter(([, count]) => count > 0)
    .map(([outcome, count]) => `${outcome} ${count}`)
    .join(', ');

/**
 * One API replica killed (`podman kill`, SIGKILL) while 50 investors read their overview through nginx once a
 * second and each places one reduction with an Idempotency-Key: no request may fail (nginx sends idempotent ones to
 * the other replica; a client sends an order that got no answer again with the same key) and every order answered
 * must be in the database exactly once. One order each: every investor comes through nginx from this machine's one
 * address, and the API takes 60 orders a minute from an address (orders/router.ts).
 */
export async function replicaKill(stack: ComposeStack): Promise<DrillResult> {
  const clients = 50;
  const runMs = 30_000;
  const killAtMs = 8_000;
  const sessions = await investors(stack, `drill-replica-${Date.now()}-`, clients);
  const replicas = stack.containers().filter((name) => /_api_\d+$/.test(name));
  const victim = replicas[0];
  if (!victim || replicas.length < 2)
    throw new Error(`two API replicas expected, found: ${replicas.join(', ')}`);

  const reads = noOutcomes();
  const orderTries = noOutcomes();
  const refusals = new Set<string>();
  const placed: (string | null)[] = sessions.map(() => null);
  let clientResent = 0;
  let lost = 0;
  const logSince = new Date(Date.now() - 1000);
  const started = performance.now();
  const send = async (
    session: InvestorSession,
    counts: Record<Outcome, number>,
    path: string,
    init?: RequestInit,
  ) => {
    try {
      const res = await session.fetch(path, init);
      const body = (await res.json().catch(() => ({}))) as { code?: string };
      const outcome = outcomeOf(res, body);
      if (outcome !== '2xx')
        refusals.add(`${init?.method ?? 'GET'} ${path} ${res.status} ${body.code ?? ''}`);
      counts[outcome] += 1;
      return outcome;
    } catch {
      counts['no answer'] += 1;
      return 'no answer' as const;
    }
  };
  const investor = async (session: InvestorSession, i: number) => {
    // Orders spread over the run, from 1 s to 26 s, so some are in flight when the replica dies.
    const orderAt = 1_000 + i * 500;
    let ordered = false;
    while (performance.now() - started < runMs) {
      if (!ordered && performance.now() - started >= orderAt) {
        ordered = true;
        const { key, outcome, tries } = await placeUntilAnswered(
          (path, init) => send(session, orderTries, path, init),
          { strategyCode: code, units: '100' },
          { giveUpMs: 60_000, pauseMs: 500 },
        );
        clientResent += tries - 1;
        if (outcome === '2xx') placed[i] = key;
        else if (outcome !== '4xx') lost += 1;
      }
      await send(session, reads, '/portfolio/summary');
      await sleep(1_000);
    }
  };
  let killedAt = '';
  const kill = (async () => {
    await sleep(killAtMs);
    killedAt = new Date().toISOString();
    podman('kill', victim);
  })();
  await Promise.all([...sessions.map(investor), kill]);
  const elapsed = (performance.now() - started) / 1000;
  const victimState = podman('inspect', '--format', '{{.State.Status}} (restarts {{.RestartCount}})', victim);
  // podman does not restart a container it was told to kill (its restart policy is for failures); an operator, or
  // an orchestrator, starts it again. The drill does, so the stack is whole for what follows.
  let restarted = '';
  if (!podman('inspect', '--format', '{{.State.Running}}', victim).startsWith('true')) {
    const at = performance.now();
    podman('start', victim);
    const healthy = await healthyWithin(victim, 120_000);
    restarted = `; started again by the drill, ${healthy ? 'healthy' : 'NOT HEALTHY'} after ${((performance.now() - at) / 1000).toFixed(0)} s`;
  }

  const ctx = chaosContext(stack.databaseUrl);
  let counts: { orders: number; requests: number }[];
  try {
    counts = await ordersPerInvestor(
      ctx,
      sessions.map((s) => s.email),
    );
  } finally {
    await ctx.sequelize.close();
  }
  const answered = placed.filter(Boolean).length;
  const inDatabase = counts.reduce((sum, row) => sum + row.orders, 0);
  const doubled = counts.filter((row) => row.orders > 1 || row.requests > 1).length;
  const missing = counts.filter((row, i) => placed[i] && row.orders === 0).length;
  const unexpected = counts.filter((row, i) => !placed[i] && row.orders > 0).length;

  // What nginx did: a request it tried on more than one replica names each (`upstream`, comma-separated).
  const retried = nginxApiLog(stack, logSince).filter((entry) => entry.upstream.includes(','));
  const retriedBy = new Map<string, number>();
  for (const entry of retried) {
    const kind = `${entry.method} ${entry.uri.replace(/\/api\//, '/')} (${entry.upstreamStatus} → ${entry.status})`;
    retriedBy.set(kind, (retriedBy.get(kind) ?? 0) + 1);
  }
  const failedReads = reads['4xx'] + reads['503 problem'] + reads['other 5xx'] + reads['no answer'];
  const held =
    failedReads === 0 &&
    lost === 0 &&
    answered === clients &&
    inDatabase === answered &&
    !doubled &&
    !missing &&
    !unexpected;
  return {
    name: 'one API replica killed while 50 investors read their overview and place orders through nginx',
    held,
    lines: [
      `${clients} investors for ${elapsed.toFixed(0)} s; ${victim} killed at ${killAtMs / 1000} s (${killedAt}); ` +
        `afterwards it is ${victimState}${restarted}`,
      `overview reads: ${summarise(reads)}; failed: ${failedReads}`,
      `order requests: ${summarise(orderTries)}; sent again by the client with the same key: ${clientResent}; ` +
        `orders given up: ${lost}`,
      `nginx sent ${retried.length} request(s) on to the other replica${retried.length ? `: ${[...retriedBy].map(([k, n]) => `${k} × ${n}`).join(', ')}` : ''}`,
      `orders answered ${answered}, in the database ${inDatabase}; lost ${missing}, doubled ${doubled}, ` +
        `unanswered but present ${unexpected}`,
      ...(refusals.size ? [`answers other than 2xx: ${[...refusals].join('; ')}`] : []),
    ],
  };
}

/** Runs one container's health check until it passes; answers whether it did within `ms`. */
export async function healthyWithin(name: string, ms: number) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    if (spawnSync('podman', ['healthcheck', 'run', name]).status === 0) return true;
    await sleep(2_000);
  }
  return false;
}

/** Runs every container's health check once; answers those that failed. */
function unhealthy(stack: ComposeStack) {
  return stack.containers().filter((name) => spawnSync('podman', ['healthcheck', 'run', name]).status !== 0);
}

/**
 * PostgreSQL restarted (`podman stop`, a fast shutdown, 5 s down, `podman start`) while 20 investors read their overview
 * through nginx: meanwhile the API answers 503 problem+json within seconds, never hangs; afterwards every service's
 * health check passes again with nobody restarting it.
 */
export async function postgresRestart(stack: ComposeStack): Promise<DrillResult> {
  const clients = 20;
  const restartAtMs = 5_000;
  const downMs = 5_000;
  const afterMs = 10_000;
  const answerWithinMs = 15_000;
  const sessions = await investors(stack, `drill-restart-${Date.now()}-`, clients);
  const postgres = stack.containers().find((name) => name.includes('_postgres_'));
  if (!postgres) throw new Error('no PostgreSQL container');
  const restartsBefore = new Map(
    stack.containers().map((name) => [name, podman('inspect', '--format', '{{.RestartCount}}', name)]),
  );

  const outcomes = noOutcomes();
  const refusals = new Set<string>();
  let slowest = 0;
  let running = true;
  const client = async (session: InvestorSession) => {
    while (running) {
      const at = performance.now();
      try {
        const res = await session.fetch('/portfolio/summary', {}, answerWithinMs);
        const body = (await res.json().catch(() => ({}))) as { code?: string };
        const outcome = outcomeOf(res, body);
        outcomes[outcome] += 1;
        if (outcome !== '2xx') refusals.add(`${res.status} ${body.code ?? res.headers.get('content-type')}`);
      } catch {
        outcomes['no answer'] += 1;
      }
      slowest = Math.max(slowest, performance.now() - at);
      await sleep(500);
    }
  };
  const traffic = Promise.all(sessions.map(client));
  await sleep(restartAtMs);
  const restartStarted = performance.now();
  podman('stop', postgres);
  const stopSeconds = (performance.now() - restartStarted) / 1000;
  await sleep(downMs);
  podman('start', postgres);
  const restartSeconds = (performance.now() - restartStarted) / 1000;
  await sleep(afterMs);
  running = false;
  await traffic;

  // Every service's health check, until all pass (at most 3 minutes), nobody restarting anything.
  const since = performance.now();
  let failing = unhealthy(stack);
  while (failing.length && performance.now() - since < 180_000) {
    await sleep(5_000);
    failing = unhealthy(stack);
  }
  const healthySeconds = (performance.now() - since) / 1000;
  const restartedByPodman = stack
    .containers()
    .filter(
      (name) =>
        name !== postgres &&
        restartsBefore.get(name) !== podman('inspect', '--format', '{{.RestartCount}}', name),
    );

  const held =
    failing.length === 0 &&
    outcomes['503 problem'] > 0 &&
    outcomes['other 5xx'] === 0 &&
    outcomes['no answer'] === 0 &&
    outcomes['4xx'] === 0 &&
    restartedByPodman.length === 0;
  return {
    name: 'PostgreSQL restarted under investor traffic: every service recovers by itself',
    held,
    lines: [
      `${clients} investors reading their overview every 0.5 s; ${postgres} stopped at ${restartAtMs / 1000} s ` +
        `(the stop took ${stopSeconds.toFixed(1)} s), started ${downMs / 1000} s later (up again ` +
        `${restartSeconds.toFixed(1)} s after the stop began), traffic ${afterMs / 1000} s more`,
      `answers: ${summarise(outcomes)}; slowest ${(slowest / 1000).toFixed(1)} s` +
        (refusals.size ? ` (${[...refusals].join(', ')})` : ''),
      failing.length
        ? `STILL UNHEALTHY after ${healthySeconds.toFixed(0)} s: ${failing.join(', ')}`
        : `every health check passes ${healthySeconds.toFixed(0)} s after the traffic stopped (${stack.containers().length} containers)`,
      `containers restarted by podman meanwhile: ${restartedByPodman.length ? restartedByPodman.join(', ') : 'none'}`,
    ],
  };
}

export const drills: Record<string, (stack: ComposeStack) => Promise<DrillResult>> = {
  replica: replicaKill,
  postgres: postgresRestart,
};
