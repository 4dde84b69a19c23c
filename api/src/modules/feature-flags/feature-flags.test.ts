import { flagNames, retiredFlags } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('feature flags', () => {
  it('serves every spec flag with its default', async () => {
    const { body } = await t.http().get('/feature-flags').expect(200);
    expect(Object.keys(body.flags).sort()).toEqual([...flagNames].sort());
    expect(body.flags.tooManyLoginBan).toBe(true);
    // No retired flag is served: a switch that changes nothing is not offered.
    for (const name of Object.keys(retiredFlags)) expect(body.flags).not.toHaveProperty(name);
    expect(body.flags.showToolsMenu).toBe(false);
  });

  it('an unknown flag answers the default object where invest is false', async () => {
    const { body } = await t.http().get('/feature-flags/noSuchFlag').expect(200);
    expect(body).toEqual({ name: 'noSuchFlag', known: false, enabled: false, invest: false, governs: null });
  });

  it('a known flag says what it governs', async () => {
    const { body } = await t.http().get('/feature-flags/tooManyLoginBan').expect(200);
    expect(body).toMatchObject({ known: true, enabled: true });
    expect(body.governs.en).toMatch(/5 failed logins/);
    expect(body.governs.th).toMatch(/5 ครั้ง/);
  });

  it('an admin turns a flag off; it stays off for everyone; the change is audited', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .put('/admin/feature-flags/scammerAlert')
      .set('Cookie', cookie)
      .send({ id: 'scammerAlert', enabled: false, governs: 'ignored', updatedAt: null, updatedBy: null })
      .expect(200);
    expect(res.body).toMatchObject({ id: 'scammerAlert', enabled: false, updatedBy: 'admin@example.com' });
    expect(res.body.updatedAt).not.toBeNull();
    expect((await t.http().get('/feature-flags')).body.flags.scammerAlert).toBe(false);
    const [rows] = await t.ctx.sequelize.query(
      "SELECT 1 FROM audit_log WHERE subject = 'feature-flags/scammerAlert'",
    );
    expect(rows).toHaveLength(1);
  });

  it('operations staff may not change flags', async () => {
    const cookie = await t.signIn('operations@example.com');
    await t
      .http()
      .put('/admin/feature-flags/switching')
      .set('Cookie', cookie)
      .send({ enabled: false })
      .expect(403);
    expect((await t.http().get('/feature-flags')).body.flags.switching).toBe(true);
  });

  it('an unknown flag cannot be created', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .put('/admin/feature-flags/invest')
      .set('Cookie', cookie)
      .send({ enabled: true });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe('NOT_FOUND');
  });

  it('a retired flag cannot be switched', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .put('/admin/feature-flags/newKyc')
      .set('Cookie', cookie)
      .send({ enabled: true });
    expect(res.status).toBe(404);
    expect((await t.http().get('/feature-flags/newKyc')).body).toMatchObject({ known: false, invest: false });
  });

  it('lists with search over names and effects, sort and range', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .get('/admin/feature-flags')
      .query({ sort: '["id","DESC"]', range: '[0,1]', filter: '{"q":"sign in with"}' })
      .set('Cookie', cookie)
      .expect(200);
    expect(res.body.map((f: { id: string }) => f.id)).toEqual(['useMerkleToMfund', 'tmnEagle']);
    expect(res.headers['content-range']).toMatch(/^feature-flags 0-1\/\d+$/);
  });

  it('a malformed range is a validation error', async () => {
    const cookie = await t.signIn('admin@example.com');
    await t.http().get('/admin/feature-flags').query({ range: '[0,' }).set('Cookie', cookie).expect(422);
  });
});
