import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { makeInvestor } from '../security/test-investors.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const browser = 'Mozilla/5.0 (X11; Linux x86_64) AuditTest/1.0';

const idOf = async (email: string) => {
  const [[row]] = (await t.ctx.sequelize.query('SELECT id FROM users WHERE email = :email', {
    replacements: { email },
  })) as [[{ id: string }], unknown];
  return Number(row.id);
};

const lastEntry = async (subject: string) => {
  const [[row]] = (await t.ctx.sequelize.query(
    'SELECT id, action, ip, user_agent FROM audit_log WHERE subject = :subject ORDER BY id DESC LIMIT 1',
    { replacements: { subject } },
  )) as [[{ id: string; action: string; ip: string | null; user_agent: string | null }], unknown];
  return row;
};

const auditLog = async (filter: object, status: number, cookie?: string) =>
  t
    .http()
    .get('/admin/audit-log')
    .query({ filter: JSON.stringify(filter) })
    .set('Cookie', cookie ?? (await t.signIn('compliance@example.com')))
    .expect(status);

describe('every audit entry carries the IP and user agent of its request', () => {
  it('a staff unlock, answered by GET /admin/audit-log', async () => {
    const target = await idOf('operations@example.com');
    const staff = await t.signIn('admin@example.com');
    await t
      .http()
      .post(`/admin/users/${target}/unlock`)
      .set('Cookie', staff)
      .set('User-Agent', browser)
      .expect(200);
    const res = await auditLog({ target: `users/${target}` }, 200, staff);
    expect(res.body[0]).toMatchObject({
      action: 'users.unlock',
      actor: 'admin@example.com',
      userAgent: browser,
    });
    expect(res.body[0].ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('a feature flag change and a PIN set (the security module) record them too', async () => {
    const admin = await t.signIn('admin@example.com');
    await t
      .http()
      .put('/admin/feature-flags/scammerAlert')
      .set('Cookie', admin)
      .set('User-Agent', browser)
      .send({ enabled: true })
      .expect(200);
    expect(await lastEntry('feature-flags/scammerAlert')).toMatchObject({
      action: 'feature-flags.update',
      user_agent: browser,
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    const investor = await makeInvestor(t, 'audit-pin@example.com');
    await t
      .http()
      .put('/me/security/pin')
      .set('Cookie', investor.cookie)
      .set('User-Agent', `${browser} pin`)
      .send({ pin: '582947', confirmPin: '582947' })
      .expect(204);
    expect(await lastEntry(`users/${investor.id}`)).toMatchObject({
      user_agent: `${browser} pin`,
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
  });
});

describe('the audit log is append-only', () => {
  it('the database refuses UPDATE, DELETE and TRUNCATE, and the entry stays as written', async () => {
    const target = await idOf('investor@example.com');
    const staff = await t.signIn('admin@example.com');
    await t.http().post(`/admin/users/${target}/unlock`).set('Cookie', staff).expect(200);
    const entry = await lastEntry(`users/${target}`);
    const attempts = [
      "UPDATE audit_log SET action = 'users.nothing', ip = '10.0.0.1' WHERE id = :id",
      'DELETE FROM audit_log WHERE id = :id',
      'TRUNCATE audit_log',
    ];
    for (const sql of attempts) {
      await expect(t.ctx.sequelize.query(sql, { replacements: { id: entry.id } })).rejects.toThrow(
        /append-only/,
      );
    }
    expect(await lastEntry(`users/${target}`)).toEqual(entry);
    const [[count]] = (await t.ctx.sequelize.query('SELECT count(*)::int AS n FROM audit_log')) as [
      [{ n: number }],
      unknown,
    ];
    expect(count.n).toBeGreaterThan(0);
  });
});

describe('GET /admin/audit-log filters', () => {
  // Four entries around the Bangkok day 2026-01-10 (UTC+7): its first and last second, and one either side.
  const instants = [
    '2026-01-09T16:59:59Z',
    '2026-01-09T17:00:00Z',
    '2026-01-10T16:59:59Z',
    '2026-01-10T17:00:00Z',
  ];
  let complianceId: number;
  beforeAll(async () => {
    complianceId = await idOf('compliance@example.com');
    const adminId = await idOf('admin@example.com');
    for (const [i, at] of instants.entries()) {
      await t.ctx.sequelize.query(
        `INSERT INTO audit_log (actor_id, action, subject, before, after, created_at, ip, user_agent)
         VALUES (:actor, 'test.dated', :subject, 'null', 'null', :at, '192.0.2.1', 'Seeded')`,
        { replacements: { actor: i % 2 === 0 ? complianceId : adminId, subject: `dated/${i}`, at } },
      );
    }
  });

  const subjects = (body: { subject: string }[]) => body.map((e) => e.subject).sort();

  it('by action, newest first, with the ip and userAgent columns', async () => {
    const res = await auditLog({ action: 'test.dated' }, 200);
    expect(res.headers['content-range']).toBe('audit-log 0-3/4');
    expect(res.body.map((e: { subject: string }) => e.subject)).toEqual([
      'dated/3',
      'dated/2',
      'dated/1',
      'dated/0',
    ]);
    expect(res.body[0]).toMatchObject({ ip: '192.0.2.1', userAgent: 'Seeded', actor: 'admin@example.com' });
  });

  it('by actor, as an id or an e-mail in any case', async () => {
    const byId = await auditLog({ action: 'test.dated', actor: complianceId }, 200);
    expect(subjects(byId.body)).toEqual(['dated/0', 'dated/2']);
    const byIdText = await auditLog({ action: 'test.dated', actor: String(complianceId) }, 200);
    expect(subjects(byIdText.body)).toEqual(['dated/0', 'dated/2']);
    const byEmail = await auditLog({ action: 'test.dated', actor: 'Admin@Example.com' }, 200);
    expect(subjects(byEmail.body)).toEqual(['dated/1', 'dated/3']);
    const nobody = await auditLog({ action: 'test.dated', actor: 'nobody@example.com' }, 200);
    expect(nobody.body).toEqual([]);
  });

  it('by target (and its older name subject)', async () => {
    expect(subjects((await auditLog({ target: 'dated/2' }, 200)).body)).toEqual(['dated/2']);
    expect(subjects((await auditLog({ subject: 'dated/1' }, 200)).body)).toEqual(['dated/1']);
  });

  it('by plain dates as whole Bangkok days', async () => {
    const day = await auditLog(
      {
        action: 'test.dated',
        createdAtFrom: '2026-01-10',
        createdAtTo: '2026-01-10',
      },
      200,
    );
    expect(subjects(day.body)).toEqual(['dated/1', 'dated/2']);
    const from = await auditLog({ action: 'test.dated', createdAtFrom: '2026-01-11' }, 200);
    expect(subjects(from.body)).toEqual(['dated/3']);
    const to = await auditLog({ action: 'test.dated', createdAtTo: '2026-01-09' }, 200);
    expect(subjects(to.body)).toEqual(['dated/0']);
  });

  it('by ISO instants, both bounds included', async () => {
    const res = await auditLog(
      {
        action: 'test.dated',
        createdAtFrom: '2026-01-10T00:00:00+07:00',
        createdAtTo: '2026-01-10T16:59:59Z',
      },
      200,
    );
    expect(subjects(res.body)).toEqual(['dated/1', 'dated/2']);
  });

  it('refuses bad filters with 422', async () => {
    const cookie = await t.signIn('compliance@example.com');
    for (const filter of [
      { createdAtFrom: '2026-02-31' },
      { createdAtTo: 'yesterday' },
      { createdAtFrom: '10/01/2026' },
      { createdAtFrom: '2026-02-31T10:00:00Z' },
      { createdAtTo: '2026-01-10T10:00:00' },
      { actor: '' },
      { who: 'admin@example.com' },
    ]) {
      const res = await auditLog(filter, 422, cookie);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
  });

  it('refuses an investor and operations staff', async () => {
    for (const email of ['investor@example.com', 'operations@example.com']) {
      await auditLog({}, 403, await t.signIn(email));
    }
  });
});
