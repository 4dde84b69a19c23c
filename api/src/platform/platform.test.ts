import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('/healthz and /readyz answer when the database is up', async () => {
    expect((await t.http().get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
    expect((await t.http().get('/readyz').expect(200)).body).toEqual({
      status: 'ready',
      database: true,
      queue: null,
    });
  });
});

describe('problem+json errors', () => {
  it('an unknown path is a 404 problem with a stable code', async () => {
    const res = await t.http().get('/no/such/path').expect(404);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({ status: 404, code: 'ROUTE_NOT_FOUND' });
  });

  it('malformed JSON is a client error, not a 500', async () => {
    const res = await t
      .http()
      .post('/auth/login')
      .set('Content-Type', 'application/json')
      .send('{"email":')
      .expect(400);
    expect(res.body.code).toBe('MALFORMED_JSON');
  });

  it('every answer carries a request id, and a sane incoming one is kept', async () => {
    const res = await t.http().get('/healthz').set('x-request-id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const other = await t.http().get('/healthz').set('x-request-id', 'bad id with spaces');
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('OpenAPI document', () => {
  it('is OpenAPI 3.1 and lists every mounted route', async () => {
    const { body } = await t.http().get('/docs').set('Accept', 'application/json').expect(200);
    expect(body.openapi).toBe('3.1.0');
    const documented = Object.entries(body.paths).flatMap(([path, ops]) =>
      Object.keys(ops as object).map((m) => `${m.toUpperCase()} ${path}`),
    );
    const mounted = t.app.router.stack
      .filter((layer) => layer.route)
      .flatMap((layer) =>
        Object.keys((layer.route as unknown as { methods: Record<string, boolean> }).methods).map(
          (m) => `${m.toUpperCase()} ${String(layer.route!.path).replace(/:(\w+)/g, '{$1}')}`,
        ),
      )
      .filter((route) => !route.includes('/docs'));
    expect(documented.sort()).toEqual(mounted.sort());
    expect(documented).toContain('GET /app-setting/maintenance');
    expect(body.paths['/admin/app-settings/{id}'].put.requestBody).toBeDefined();
  });

  it('has a viewer page', async () => {
    const res = await t.http().get('/docs').set('Accept', 'text/html').expect(200);
    expect(res.text).toContain('swagger-ui-bundle.js');
    await t.http().get('/docs/assets/swagger-ui-bundle.js').expect(200);
  });
});

describe('test clock', () => {
  it('stands the clock at an instant in test mode', async () => {
    const res = await t.http().put('/test/clock').send({ now: '2026-11-23T06:59:59.000Z' }).expect(200);
    expect(res.body.now).toBe('2026-11-23T06:59:59.000Z');
    expect(t.ctx.clock.now().toISOString()).toBe('2026-11-23T06:59:59.000Z');
    await t.http().put('/test/clock').send({ now: null }).expect(200);
  });
});
