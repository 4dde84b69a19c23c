import { createHash } from 'node:crypto';
import { QueryTypes } from 'sequelize';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { ownerWithSettledDocuments, pdf } from './test-fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const mailsTo = (email: string) =>
  t.ctx.sequelize.query<{ subject: string; body: string }>(
    `SELECT subject, body_text AS body FROM outbox_messages WHERE recipient = :email AND template = 'document-resent'
     ORDER BY id`,
    { type: QueryTypes.SELECT, replacements: { email } },
  );

/** A staff member presses "send again" on one of an investor's documents. */
const resend = (userId: number, documentId: string, cookie: string) =>
  t.http().post(`/admin/users/${userId}/documents/${documentId}/resend`).set('Cookie', cookie);

describe('re-sending a document to its investor (staff)', () => {
  it('e-mails a link to the kept file with its checksum once per press, audited; refuses another investor’s document, a cancelled invoice and a role that does not keep documents', async () => {
    const { owner, other, invoice, confirmation } = await ownerWithSettledDocuments(t);
    const [row] = await t.ctx.sequelize.query<{ email: string }>('SELECT email FROM users WHERE id = :id', {
      type: QueryTypes.SELECT,
      replacements: { id: owner.id },
    });
    const email = row!.email;

    const ops = await t.signIn('operations@example.com');
    const sent = await resend(owner.id, confirmation.id, ops).expect(200);
    // The file the investor downloads is the one whose checksum the e-mail carries.
    const download = await pdf(
      t.http().get(`${confirmation.url}?lang=th`).set('Cookie', owner.cookie),
    ).expect(200);
    const checksum = createHash('sha256')
      .update(download.body as Buffer)
      .digest('hex');
    expect(sent.body).toEqual({ id: confirmation.id, language: 'th', sha256: checksum, recipient: email });
    const mails = await mailsTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe(`ส่งเอกสารอีกครั้ง: ${confirmation.title.th}`);
    expect(mails[0]!.body).toContain(`/api/documents/${confirmation.id}/file?lang=th`);
    expect(mails[0]!.body).toContain(checksum);
    const audits = await t.ctx.sequelize.query<{ actor: number; after: Record<string, string> }>(
      `SELECT actor_id::int AS actor, after FROM audit_log WHERE action = 'documents.resent' AND subject = :subject`,
      { type: QueryTypes.SELECT, replacements: { subject: `users/${owner.id}` } },
    );
    expect(audits).toEqual([
      {
        actor: expect.any(Number),
        after: { document: confirmation.id, language: 'th', sha256: checksum, to: email },
      },
    ]);

    // Another investor's document, asked for on this investor's page, is not found; nothing is sent.
    const otherList = await t.http().get('/documents').set('Cookie', other.cookie).expect(200);
    expect(otherList.body).toEqual([]);
    await resend(other.id, confirmation.id, ops).expect(404);
    await resend(owner.id, 'confirmation-999999', ops).expect(404);
    await resend(owner.id, 'contract-1', ops).expect(422);

    // Compliance reads documents but does not send them; an investor cannot at all.
    const compliance = await t.signIn('compliance@example.com');
    await resend(owner.id, invoice.id, compliance).expect(403);
    await resend(owner.id, invoice.id, owner.cookie).expect(403);

    // A cancelled invoice is refused with its own code; its replacement is sent.
    const { body: replaced } = await t
      .http()
      .post(`/admin/documents/${invoice.id}/replace`)
      .set('Cookie', ops)
      .send({ reason: 'ที่อยู่ผู้ซื้อเปลี่ยน' })
      .expect(200);
    const refused = await resend(owner.id, invoice.id, ops).expect(409);
    expect(refused.body.code).toBe('DOCUMENT_CANCELLED_NOT_RESENT');
    await resend(owner.id, replaced.replacement.id, ops).expect(200);
    expect(await mailsTo(email)).toHaveLength(2);
    const [resends] = await t.ctx.sequelize.query<{ count: number }>(
      "SELECT count(*)::int AS count FROM audit_log WHERE action = 'documents.resent'",
      { type: QueryTypes.SELECT },
    );
    expect(resends!.count).toBe(2);
  });
});
