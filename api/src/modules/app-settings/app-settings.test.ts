import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const publicMaintenance = () => t.http().get('/app-setting/maintenance').set('x-action', '/portfolio');

describe('GET /app-setting/maintenance', () => {
  it('answers maintenance off with no text on a fresh system, uncached', async () => {
    const res = await publicMaintenance().expect(200);
    expect(res.body).toEqual({ maintenance: false, maintenanceText: null });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('refuses an x-action that is not a path', async () => {
    const res = await t
      .http()
      .get('/app-setting/maintenance')
      .set('x-action', 'javascript:alert(1)')
      .expect(422);
    expect(res.body.errors[0].field).toBe('headers.x-action');
  });
});

describe('staff change maintenance', () => {
  it('operations staff turn it on with a text; everyone then sees it; the change is audited', async () => {
    const cookie = await t.signIn('operations@example.com');
    const res = await t
      .http()
      .put('/admin/app-settings/maintenance')
      .set('Cookie', cookie)
      .send({
        id: 'maintenance',
        maintenance: true,
        maintenanceText: '  ปิดปรับปรุงถึง 18:00 น.  ',
        updatedAt: null,
      })
      .expect(200);
    expect(res.body).toMatchObject({
      id: 'maintenance',
      maintenance: true,
      maintenanceText: 'ปิดปรับปรุงถึง 18:00 น.',
    });

    expect((await publicMaintenance().expect(200)).body).toEqual({
      maintenance: true,
      maintenanceText: 'ปิดปรับปรุงถึง 18:00 น.',
    });
    const [rows] = await t.ctx.sequelize.query(
      "SELECT action, before, after FROM audit_log WHERE subject = 'app-settings/maintenance' ORDER BY id DESC LIMIT 1",
    );
    expect(rows[0]).toMatchObject({
      action: 'app-settings.update',
      before: { maintenance: false },
      after: { maintenance: true },
    });
  });

  it('an empty text is stored as no text, and turning it off hides the screen', async () => {
    const cookie = await t.signIn('admin@example.com');
    await t
      .http()
      .put('/admin/app-settings/maintenance')
      .set('Cookie', cookie)
      .send({ maintenance: false, maintenanceText: '   ' })
      .expect(200);
    expect((await publicMaintenance().expect(200)).body).toEqual({
      maintenance: false,
      maintenanceText: null,
    });
  });

  it('lists settings in react-admin simple-rest form with Content-Range', async () => {
    const cookie = await t.signIn('operations@example.com');
    const res = await t
      .http()
      .get('/admin/app-settings')
      .query({ sort: '["id","ASC"]', range: '[0,9]', filter: '{}' })
      .set('Cookie', cookie)
      .expect(200);
    expect(res.headers['content-range']).toBe('app-settings 0-0/1');
    expect(res.body[0]).toMatchObject({ id: 'maintenance', maintenance: false });
  });

  it.each([
    ['compliance@example.com', 403, 'AUTH_FORBIDDEN'],
    ['investor@example.com', 403, 'AUTH_FORBIDDEN'],
  ])('%s may not change it (%i)', async (email, status, code) => {
    const cookie = await t.signIn(email);
    const res = await t
      .http()
      .put('/admin/app-settings/maintenance')
      .set('Cookie', cookie)
      .send({ maintenance: true })
      .expect(status);
    expect(res.body.code).toBe(code);
    expect((await publicMaintenance()).body.maintenance).toBe(false);
  });

  it('an anonymous caller gets 401 problem+json', async () => {
    const res = await t.http().put('/admin/app-settings/maintenance').send({ maintenance: true }).expect(401);
    expect(res.headers['content-type']).toMatch(/application\/problem\+json/);
    expect(res.body).toMatchObject({
      status: 401,
      code: 'AUTH_REQUIRED',
      title: 'Unauthorized, please login again',
    });
  });

  it('bad input lists every field and changes nothing', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .put('/admin/app-settings/maintenance')
      .set('Cookie', cookie)
      .send({ maintenance: 'yes', maintenanceText: 'x'.repeat(1001), colour: 'red' })
      .expect(422);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'body.colour',
      'body.maintenance',
      'body.maintenanceText',
    ]);
    expect((await publicMaintenance()).body.maintenance).toBe(false);
  });

  it('a cross-site request is refused even with a valid session', async () => {
    const cookie = await t.signIn('admin@example.com');
    const res = await t
      .http()
      .put('/admin/app-settings/maintenance')
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .send({ maintenance: true })
      .expect(403);
    expect(res.body.code).toBe('CSRF_REJECTED');
    expect((await publicMaintenance()).body.maintenance).toBe(false);
  });

  it('an unknown setting id is a validation error', async () => {
    const cookie = await t.signIn('admin@example.com');
    await t.http().get('/admin/app-settings/colour').set('Cookie', cookie).expect(422);
  });
});
