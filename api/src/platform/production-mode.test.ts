import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { createTestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ APP_ENV: 'production' });
});
afterAll(() => t.close());

describe('outside test mode', () => {
  it('the test clock does not exist', async () => {
    const res = await t.http().put('/test/clock').send({ now: null }).expect(404);
    expect(res.body.code).toBe('ROUTE_NOT_FOUND');
  });

  it('a failure inside a handler is a 500 problem without internals', async () => {
    await t.ctx.sequelize.close();
    const res = await t.http().get('/app-setting/maintenance').expect(500);
    expect(res.body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR' });
    expect(JSON.stringify(res.body)).not.toMatch(/sequelize|pool|stack/i);
    const ready = await t.http().get('/readyz').expect(503);
    expect(ready.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(ready.body).toMatchObject({ code: 'SERVICE_UNAVAILABLE', details: { database: false } });
    // Liveness does not depend on the database: the process itself is fine.
    await t.http().get('/healthz').expect(200);
  });
});
