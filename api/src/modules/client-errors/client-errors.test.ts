import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distinctClientIp } from '../../../test/client-address.ts';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const report = {
  app: 'portal',
  message: 'Cannot read properties of undefined (reading "units")',
  stack: 'TypeError: Cannot read properties of undefined\n    at PortfolioPage (portfolio-page.tsx:12:3)',
  path: '/portfolio',
  release: '1.4.0',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)',
};

const stored = async () =>
  (
    (await t.ctx.sequelize.query('SELECT * FROM client_errors ORDER BY id')) as [
      Record<string, unknown>[],
      unknown,
    ]
  )[0];

const post = (body: unknown, cookie?: string) => {
  const req = t.http().post('/client-errors').set('X-Forwarded-For', distinctClientIp());
  return (cookie ? req.set('Cookie', cookie) : req).send(body as object);
};

describe('POST /client-errors (errorEndpoint flag)', () => {
  it('stores a report from a visitor without any user, and from an investor with their id only', async () => {
    const before = (await stored()).length;
    const anonymous = await post(report).expect(201);
    expect(anonymous.body.id).toEqual(expect.any(Number));
    const cookie = await t.signIn('investor@example.com');
    await post({ ...report, message: 'Second error' }, cookie).expect(201);
    const rows = (await stored()).slice(before);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ app: 'portal', path: '/portfolio', release: '1.4.0', user_id: null });
    const [[investor]] = (await t.ctx.sequelize.query(
      "SELECT id FROM users WHERE email = 'investor@example.com'",
    )) as [[{ id: string }], unknown];
    expect(String(rows[1]!.user_id)).toBe(String(investor.id));
    // No column holds an address or a query string.
    expect(Object.keys(rows[0]!)).not.toContain('ip');
  });

  it('cuts a long stack and message instead of refusing the report', async () => {
    const res = await post({ ...report, stack: 'x'.repeat(9000), message: 'm'.repeat(900) }).expect(201);
    const [[row]] = (await t.ctx.sequelize.query(
      'SELECT length(stack) AS stack, length(message) AS message FROM client_errors WHERE id = :id',
      { replacements: { id: res.body.id } },
    )) as [[{ stack: number; message: number }], unknown];
    expect(row).toEqual({ stack: 4000, message: 500 });
  });

  it('refuses a path with a query string, an unknown app and a missing message, storing nothing', async () => {
    const before = (await stored()).length;
    for (const bad of [
      { ...report, path: '/auth/reset-password?token=abc' },
      { ...report, path: 'https://portal.example/portfolio' },
      { ...report, app: 'mobile' },
      { ...report, message: undefined },
      { ...report, release: 'v1 <script>' },
    ]) {
      const res = await post(bad).expect(422);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    expect(await stored()).toHaveLength(before);
  });

  it('refuses a body over 16 KB', async () => {
    const res = await post({ ...report, extra: 'y'.repeat(20_000) }).expect(413);
    expect(res.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('while the flag is off refuses every report with 403 CLIENT_ERRORS_DISABLED and stores nothing', async () => {
    await t.setFlag('errorEndpoint', false);
    try {
      const before = (await stored()).length;
      const res = await post(report).expect(403);
      expect(res.body.code).toBe('CLIENT_ERRORS_DISABLED');
      expect(await stored()).toHaveLength(before);
    } finally {
      await t.setFlag('errorEndpoint', true);
    }
  });

  it('limits reports per address', async () => {
    const ip = distinctClientIp();
    const send = () => t.http().post('/client-errors').set('X-Forwarded-For', ip).send(report);
    for (let i = 0; i < 30; i += 1) await send().expect(201);
    expect((await send().expect(429)).body.code).toBe('RATE_LIMITED');
  });
});

describe('GET /admin/client-errors', () => {
  it('lists reports for operations and admins, with how often each message occurs, filtered by app', async () => {
    await post({ ...report, app: 'backoffice', message: 'Grid failed' }).expect(201);
    await post({ ...report, app: 'backoffice', message: 'Grid failed' }).expect(201);
    for (const email of ['operations@example.com', 'admin@example.com']) {
      const res = await t
        .http()
        .get('/admin/client-errors')
        .query({ filter: JSON.stringify({ app: 'backoffice' }) })
        .set('Cookie', await t.signIn(email))
        .expect(200);
      expect(res.body).toHaveLength(2);
      expect(res.body[0]).toMatchObject({ app: 'backoffice', message: 'Grid failed', occurrences: 2 });
      expect(res.headers['content-range']).toMatch(/\/2$/);
    }
  });

  it('filters by Bangkok day', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .get('/admin/client-errors')
      .query({ filter: JSON.stringify({ createdAtFrom: '2000-01-01', createdAtTo: '2000-01-02' }) })
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body).toEqual([]);
  });

  it('refuses investors and staff outside operations and admin', async () => {
    for (const email of ['investor@example.com', 'compliance@example.com']) {
      await t
        .http()
        .get('/admin/client-errors')
        .set('Cookie', await t.signIn(email))
        .expect(403);
    }
    await t.http().get('/admin/client-errors').expect(401);
  });
});
