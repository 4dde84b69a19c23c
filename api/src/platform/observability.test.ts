import { Writable } from 'node:stream';
import type { PgBoss } from 'pg-boss';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';
import { startJobQueue } from './job-queue.ts';
import { createLogger } from './logger.ts';
import { withRequestId } from './request-context.ts';

/** Every JSON line the app logged, parsed. */
const lines: Record<string, unknown>[] = [];
const sink = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
    done();
  },
});

let t: TestApp;
// Here the only trusted proxy is elsewhere: this test client is a browser reaching the API directly.
let direct: TestApp;
let boss: PgBoss;
beforeAll(async () => {
  [t, direct] = await Promise.all([
    createTestApp({ LOG_LEVEL: 'info' }, { logger: createLogger('info', 'api', sink) }),
    createTestApp({ TRUSTED_PROXIES: '10.255.255.1', METRICS_ALLOW: '10.255.255.1' }),
  ]);
  boss = await startJobQueue(t.ctx);
  t.ctx.jobs = boss;
});
afterAll(async () => {
  delete t.ctx.jobs;
  await boss.stop({ graceful: false }).catch(() => undefined);
  await Promise.all([t.close(), direct.close()]);
});

/** The value of one series in the exposition text, 0 when absent. */
function seriesValue(text: string, series: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

describe('request id', () => {
  it("takes the trusted proxy's X-Request-Id, answers it, and every line of the request carries it", async () => {
    const res = await t.http().get('/no/such/path').set('X-Request-Id', 'f3a9c1d2e4b5a6978899aabbccddeeff');
    expect(res.headers['x-request-id']).toBe('f3a9c1d2e4b5a6978899aabbccddeeff');
    expect(res.body.instance).toBe('urn:request:f3a9c1d2e4b5a6978899aabbccddeeff');
    const logged = lines.filter((l) => l.reqId === 'f3a9c1d2e4b5a6978899aabbccddeeff');
    expect(logged.map((l) => l.msg)).toContain('request completed');
  });

  it('makes its own id when the header comes from anyone but a trusted proxy', async () => {
    const res = await direct.http().get('/healthz').set('X-Request-Id', 'chosen-by-the-client');
    expect(res.headers['x-request-id']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
  });

  it('any logger writing on behalf of a request names it, once', async () => {
    const logger = createLogger('info', 'worker', sink);
    withRequestId('req-from-mixin', () => logger.info('inside'));
    logger.info('outside');
    const inside = lines.find((l) => l.msg === 'inside')!;
    expect(inside.reqId).toBe('req-from-mixin');
    expect(lines.find((l) => l.msg === 'outside')!.reqId).toBeUndefined();
  });

  it('a job queued by a request carries its id, and the log lines of the job name it', async () => {
    const admin = await t.signIn('admin@example.com');
    await boss.createQueue('tier-recalculation');
    await t.setFlag('userTier', false);
    const res = await t
      .http()
      .put('/admin/feature-flags/userTier')
      .set('Cookie', admin)
      .set('X-Request-Id', 'flag-request-1')
      .send({ enabled: true })
      .expect(200);
    expect(res.headers['x-request-id']).toBe('flag-request-1');
    const [[queued]] = (await t.ctx.sequelize.query(
      "SELECT data FROM pgboss.job WHERE name = 'tier-recalculation' ORDER BY created_on DESC LIMIT 1",
    )) as [[{ data: Record<string, unknown> }], unknown];
    expect(queued.data).toEqual({ all: true, requestId: 'flag-request-1' });

    // A handler sees the data it was sent, and what it logs carries the request's id.
    await boss.createQueue('observability-probe');
    const seen: unknown[] = [];
    await withRequestId('probe-request', () => boss.send('observability-probe', { n: 1 }));
    await new Promise<void>((resolve) => {
      void boss.work<{ n: number }>('observability-probe', { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) {
          seen.push(job.data);
          t.ctx.logger.info({ n: job.data.n }, 'probe ran');
        }
        resolve();
      });
    });
    expect(seen).toEqual([{ n: 1 }]);
    expect(lines.find((l) => l.msg === 'probe ran')!.reqId).toBe('probe-request');
  });
});

describe('GET /metrics', () => {
  it('answers the host itself: request counts by route pattern, pool, queue and process metrics', async () => {
    const before = (await t.http().get('/metrics').expect(200)).text;
    await t.http().get('/healthz').expect(200);
    await t.http().get('/no/such/12345').expect(404);
    const res = await t.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    const series = 'http_requests_total{method="GET",route="/healthz",status_class="2xx"}';
    expect(seriesValue(res.text, series)).toBe(seriesValue(before, series) + 1);
    expect(
      seriesValue(res.text, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}'),
    ).toBe(seriesValue(before, 'http_requests_total{method="GET",route="unmatched",status_class="4xx"}') + 1);
    // A pattern, never a raw address.
    expect(res.text).not.toContain('12345');
    expect(res.text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/healthz"',
    );
    expect(res.text).toMatch(/^db_pool_connections\{state="max"\} 10$/m);
    expect(res.text).toMatch(/^process_cpu_user_seconds_total /m);
    expect(res.text).toMatch(/^nodejs_eventloop_lag_seconds /m);
  });

  it('labels a route with parameters by its pattern', async () => {
    const admin = await t.signIn('admin@example.com');
    await t.http().get('/admin/feature-flags/userTier').set('Cookie', admin).expect(200);
    const { text } = await t.http().get('/metrics').expect(200);
    expect(
      seriesValue(
        text,
        'http_requests_total{method="GET",route="/admin/feature-flags/:id",status_class="2xx"}',
      ),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('route="/admin/feature-flags/userTier"');
  });

  it('reports each queue: jobs waiting and how long the oldest has waited', async () => {
    await boss.createQueue('observability-waiting');
    await boss.send('observability-waiting', { a: 1 });
    await boss.send('observability-waiting', { a: 2 });
    await t.ctx.sequelize.query(
      "UPDATE pgboss.job SET created_on = now() - interval '90 seconds' WHERE name = 'observability-waiting'",
    );
    const { text } = await t.http().get('/metrics').expect(200);
    expect(seriesValue(text, 'job_queue_waiting_jobs{queue="observability-waiting"}')).toBe(2);
    expect(
      seriesValue(text, 'job_queue_oldest_waiting_seconds{queue="observability-waiting"}'),
    ).toBeGreaterThanOrEqual(90);
  });

  it('does not exist for a peer outside METRICS_ALLOW, whatever X-Forwarded-For says', async () => {
    const res = await direct.http().get('/metrics').set('X-Forwarded-For', '10.255.255.1').expect(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    expect(res.text).not.toContain('http_requests_total');
  });

  it('does not exist for a request that came through a proxy, even from an allowed address', async () => {
    for (const header of ['X-Forwarded-For', 'Forwarded']) {
      const res = await t
        .http()
        .get('/metrics')
        .set(header, header === 'Forwarded' ? 'for=127.0.0.1' : '127.0.0.1');
      expect(res.status).toBe(404);
      expect(res.body.code).toBe('ROUTE_NOT_FOUND');
    }
  });
});

describe('readiness and liveness', () => {
  it('is ready while the database and the queue answer', async () => {
    const { body } = await t.http().get('/readyz').expect(200);
    expect(body).toEqual({ status: 'ready', database: true, queue: true });
  });

  it('is not ready once the queue cannot be reached, while liveness stays up', async () => {
    await boss.stop({ graceful: false });
    const res = await t.http().get('/readyz').expect(503);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.body).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      details: { database: true, queue: false },
    });
    await t.http().get('/healthz').expect(200);
  });

  it('counts a server error by its route', async () => {
    const series = 'http_request_errors_total{method="GET",route="/app-setting/maintenance"}';
    const before = seriesValue((await t.http().get('/metrics').expect(200)).text, series);
    await t.ctx.sequelize.close();
    await t.http().get('/app-setting/maintenance').expect(500);
    await t.http().get('/readyz').expect(503);
    const after = seriesValue((await t.http().get('/metrics').expect(200)).text, series);
    expect(after).toBe(before + 1);
  });
});
