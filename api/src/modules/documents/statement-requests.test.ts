import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { standAt } from '../orders/test-fixtures.ts';
import { signInAs } from '../security/test-investors.ts';
import { pdf, sellerOn } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** An investor who held M-INFRA through June 2032 and sold 100 units in it. */
const juneSeller = () => sellerOn(t, '2032-06-15', '2032-05-31');

const inboxItem = async (id: number) =>
  (
    await t
      .http()
      .get(`/admin/inbox/${id}`)
      .set('Cookie', await t.signIn('operations@example.com'))
      .expect(200)
  ).body;

/** The investor asks staff for a month's statement. */
const askStaff = (cookie: string, month: string) =>
  t.http().post('/documents/statement-requests').set('Cookie', cookie).send({ month });

describe('statement requests while performanceReport is off', () => {
  it('the investor asks for June; it waits in the staff inbox; staff send it once; the investor is e-mailed and downloads it', async () => {
    const seller = await juneSeller();
    await t.setFlag('performanceReport', false);
    standAt(t, '2032-07-05T09:00:00');
    seller.cookie = await signInAs(t, seller.email);

    // Making it in the app is what the flag turns off; asking staff is what it offers instead.
    const direct = await t
      .http()
      .post('/documents/statements')
      .set('Cookie', seller.cookie)
      .send({ month: '2032-06' });
    expect(direct.status).toBe(403);
    const asked = await askStaff(seller.cookie, '2032-06').expect(201);
    expect(asked.body).toMatchObject({ month: '2032-06', status: 'WAITING', sentAt: null, document: null });
    expect(asked.body.reference).toMatch(/^SR-20320705-\d{6}$/);

    // Asking again for the same month answers the request already waiting.
    const again = await askStaff(seller.cookie, '2032-06').expect(200);
    expect(again.body.id).toBe(asked.body.id);

    const item = await inboxItem(asked.body.id);
    expect(item).toMatchObject({
      kind: 'STATEMENT_REQUEST',
      reference: asked.body.reference,
      email: seller.email,
      userId: seller.id,
      statementMonth: '2032-06',
      status: 'NEW',
    });

    // Staff find it by its kind, as any other kind of inbox item.
    const operations = await t.signIn('operations@example.com');
    const listed = await t
      .http()
      .get('/admin/inbox')
      .query({ filter: JSON.stringify({ kind: 'STATEMENT_REQUEST' }) })
      .set('Cookie', operations)
      .expect(200);
    expect(listed.body.map((row: { id: number }) => row.id)).toContain(asked.body.id);
    expect(listed.body.every((row: { kind: string }) => row.kind === 'STATEMENT_REQUEST')).toBe(true);
    await t.http().post(`/admin/inbox/${asked.body.id}/send-statement`).set('Cookie', operations).expect(204);
    const twice = await t
      .http()
      .post(`/admin/inbox/${asked.body.id}/send-statement`)
      .set('Cookie', operations);
    expect(twice.status).toBe(409);
    expect(twice.body.code).toBe('STATEMENT_REQUEST_CLOSED');

    const sent = await inboxItem(asked.body.id);
    expect(sent.status).toBe('CLOSED');
    expect(sent.notes.map((n: { body: string }) => n.body)).toEqual([
      expect.stringMatching(/^Statement sent/),
    ]);
    const [mails] = await t.ctx.sequelize.query(
      "SELECT subject FROM outbox_messages WHERE recipient = :email AND template = 'statement-ready'",
      { replacements: { email: seller.email } },
    );
    expect(mails).toHaveLength(1);
    const [audit] = await t.ctx.sequelize.query(
      "SELECT after FROM audit_log WHERE action = 'inbox.statement_sent' AND subject = :subject",
      { replacements: { subject: `inbox/${asked.body.id}` } },
    );
    expect(audit).toEqual([{ after: expect.objectContaining({ status: 'CLOSED', month: '2032-06' }) }]);

    const mine = await t.http().get('/documents/statement-requests').set('Cookie', seller.cookie).expect(200);
    expect(mine.body).toEqual([
      expect.objectContaining({
        id: asked.body.id,
        status: 'SENT',
        document: expect.objectContaining({ kind: 'MONTHLY_STATEMENT' }),
      }),
    ]);
    const file = await pdf(
      t.http().get(`${mine.body[0].document.url}?lang=th`).set('Cookie', seller.cookie),
    ).expect(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    // Once sent, a new request for the same month is a new item for staff.
    const later = await askStaff(seller.cookie, '2032-06').expect(201);
    expect(later.body.id).not.toBe(asked.body.id);
  });

  it('refuses a month not yet ended, a month without holdings and a malformed month, and files nothing', async () => {
    const seller = await juneSeller();
    standAt(t, '2032-07-06T09:00:00');
    seller.cookie = await signInAs(t, seller.email);
    const count = async () =>
      (
        (await t.ctx.sequelize.query(
          "SELECT count(*)::int AS n FROM inbox_items WHERE kind = 'STATEMENT_REQUEST' AND user_id = :id",
          { replacements: { id: seller.id } },
        )) as [[{ n: number }], unknown]
      )[0][0].n;
    const before = await count();
    const ask = (month: string) => askStaff(seller.cookie, month);
    expect((await ask('2032-07')).body.code).toBe('STATEMENT_MONTH_NOT_ENDED');
    const old = await ask('2019-01');
    expect(old.body.code, JSON.stringify(old.body)).toBe('STATEMENT_NOTHING_HELD');
    expect((await ask('2032-13')).status).toBe(422);
    expect(await count()).toBe(before);
  });

  it('is the owner’s: another investor sees none of it, investors cannot send, strangers cannot ask', async () => {
    const seller = await juneSeller();
    standAt(t, '2032-07-07T09:00:00');
    seller.cookie = await signInAs(t, seller.email);
    const asked = await askStaff(seller.cookie, '2032-06').expect(201);
    const other = await juneSeller();
    standAt(t, '2032-07-07T09:30:00');
    other.cookie = await signInAs(t, other.email);
    const theirs = await t
      .http()
      .get('/documents/statement-requests')
      .set('Cookie', other.cookie)
      .expect(200);
    expect(theirs.body.map((r: { id: number }) => r.id)).not.toContain(asked.body.id);
    await t
      .http()
      .post(`/admin/inbox/${asked.body.id}/send-statement`)
      .set('Cookie', other.cookie)
      .expect(403);
    await t.http().post('/documents/statement-requests').send({ month: '2032-06' }).expect(401);
  });
});
