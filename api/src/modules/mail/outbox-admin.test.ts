import { type Brand, brands, type Language } from '@fund/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { hiddenBody, hiddenSubject, secretTemplates } from './admin.ts';
import { enqueueMail } from './outbox.ts';
import { type MailTemplate, mailTemplates } from './templates.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const code = '482913';
const resetLink = 'https://portal.example/auth/reset-password?token=reset-secret-token';
const recoveryLink = 'https://portal.example/auth/account-recovery?token=recovery-secret-token';

/** Queues one message and sets its delivery state; returns its id. */
async function queue(
  to: string,
  mail: {
    [K in MailTemplate]: { template: K; data: Parameters<(typeof mailTemplates)[K]>[1] };
  }[MailTemplate],
  state: { sent?: boolean; attempts?: number; error?: string } = {},
) {
  await t.ctx.sequelize.transaction((transaction) =>
    enqueueMail(t.ctx, transaction, { to, language: 'en', ...mail } as Parameters<typeof enqueueMail>[2]),
  );
  const [[row]] = (await t.ctx.sequelize.query(
    `UPDATE outbox_messages SET sent_at = CASE WHEN :sent THEN now() END, attempts = :attempts, last_error = :error
     WHERE id = (SELECT max(id) FROM outbox_messages WHERE recipient = :to) RETURNING id`,
    {
      replacements: {
        to,
        sent: state.sent ?? false,
        attempts: state.attempts ?? 0,
        error: state.error ?? null,
      },
    },
  )) as [[{ id: string }], unknown];
  return Number(row.id);
}

const ids: Record<string, number> = {};
beforeAll(async () => {
  ids.otp = await queue(
    'box-otp@example.com',
    { template: 'otp', data: { code, minutes: 5 } },
    { sent: true },
  );
  ids.reset = await queue(
    'box-reset@example.com',
    { template: 'password-reset', data: { link: resetLink, minutes: 30 } },
    { attempts: 8, error: '550 mailbox unavailable' },
  );
  ids.locked = await queue(
    'box-locked@example.com',
    { template: 'account-locked', data: { link: recoveryLink, minutes: 30 } },
    { attempts: 2, error: '421 try again later' },
  );
  ids.contact = await queue('box-contact@example.com', {
    template: 'contact-ack',
    data: { reference: 'CB-2026-000123', name: 'Somchai' },
  });
});

const get = async (path: string, status: number, email = 'admin@example.com', query: object = {}) =>
  t
    .http()
    .get(path)
    .query(query)
    .set('Cookie', await t.signIn(email))
    .expect(status);

describe('GET /admin/outbox/:id', () => {
  it('answers an ordinary message with its body and delivery details', async () => {
    const res = await get(`/admin/outbox/${ids.contact}`, 200);
    expect(res.body).toMatchObject({
      id: ids.contact,
      channel: 'email',
      recipient: 'box-contact@example.com',
      template: 'contact-ack',
      subject: 'We received your contact request (CB-2026-000123)',
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      sentAt: null,
      bodyHidden: false,
    });
    expect(res.body.bodyText).toContain('Dear Somchai');
    expect(res.body.bodyText).toContain('CB-2026-000123');
    expect(Date.parse(res.body.createdAt)).not.toBeNaN();
  });

  it('never shows a one-time code, reset link or recovery link', async () => {
    const otp = await get(`/admin/outbox/${ids.otp}`, 200);
    expect(otp.body).toMatchObject({
      template: 'otp',
      subject: hiddenSubject,
      bodyText: hiddenBody,
      bodyHidden: true,
      status: 'SENT',
      attempts: 0,
    });
    expect(otp.body.sentAt).not.toBeNull();
    const reset = await get(`/admin/outbox/${ids.reset}`, 200);
    expect(reset.body).toMatchObject({
      subject: 'Reset your password',
      bodyText: hiddenBody,
      bodyHidden: true,
      status: 'FAILED',
      attempts: 8,
      lastError: '550 mailbox unavailable',
    });
    const locked = await get(`/admin/outbox/${ids.locked}`, 200);
    expect(locked.body).toMatchObject({ bodyText: hiddenBody, bodyHidden: true, status: 'RETRYING' });
    const all = JSON.stringify([otp.body, reset.body, locked.body]);
    for (const secret of [code, 'reset-secret-token', 'recovery-secret-token', 'https://portal.example']) {
      expect(all).not.toContain(secret);
    }
  });

  it('answers 404 for a message that does not exist and 422 for a bad id', async () => {
    expect((await get('/admin/outbox/999999', 404)).body.code).toBe('NOT_FOUND');
    expect((await get('/admin/outbox/abc', 422)).body.code).toBe('VALIDATION_FAILED');
  });

  it('refuses an investor and staff outside support and admin', async () => {
    for (const email of ['investor@example.com', 'compliance@example.com', 'operations@example.com']) {
      await get(`/admin/outbox/${ids.contact}`, 403, email);
      await get('/admin/outbox', 403, email);
    }
  });
});

describe('GET /admin/outbox filters', () => {
  const list = async (filter: object) => {
    const res = await get('/admin/outbox', 200, 'admin@example.com', { filter: JSON.stringify(filter) });
    return res.body as { id: number; status: string; subject: string }[];
  };

  it('by status, each row with its status', async () => {
    for (const [status, id] of [
      ['SENT', ids.otp],
      ['FAILED', ids.reset],
      ['RETRYING', ids.locked],
      ['PENDING', ids.contact],
    ] as const) {
      const rows = await list({ status });
      expect(rows.map((r) => r.id)).toContain(id);
      expect(rows.every((r) => r.status === status)).toBe(true);
    }
  });

  it('by template, combined with status; OTP subjects stay hidden in the list', async () => {
    const otps = await list({ template: 'otp' });
    expect(otps.map((r) => r.id)).toEqual([ids.otp]);
    expect(otps[0]!.subject).toBe(hiddenSubject);
    expect(await list({ template: 'otp', status: 'PENDING' })).toEqual([]);
    expect((await list({ template: 'contact-ack', status: 'PENDING' })).map((r) => r.id)).toEqual([
      ids.contact,
    ]);
    expect(JSON.stringify(await list({}))).not.toContain(code);
  });

  it('refuses an unknown status, template or filter', async () => {
    for (const filter of [{ status: 'LOST' }, { template: 'no-such-template' }, { recipient: 'x' }]) {
      await get('/admin/outbox', 422, 'admin@example.com', { filter: JSON.stringify(filter) });
    }
  });
});

describe('the hidden templates', () => {
  it('cover every template whose text carries a code or link', () => {
    const data = {
      code: 'SECRET',
      link: 'https://x.example/SECRET',
      minutes: 5,
      reference: 'R-1',
      name: 'N',
      // A change request's kind names what it changes in its subject.
      kind: 'PROFILE',
      // A monthly statement's month names it.
      month: '2026-10',
      // A re-sent document's title names it.
      title: { th: 'ใบกำกับภาษี', en: 'Tax invoice' },
    };
    for (const language of ['th', 'en'] as Language[]) {
      for (const [name, render] of Object.entries(mailTemplates)) {
        const { subject, text } = (
          render as (l: Language, d: typeof data, b: Brand) => { subject: string; text: string }
        )(language, data, brands.mfund);
        if (`${subject}\n${text}`.includes('SECRET')) expect(secretTemplates).toContain(name);
      }
    }
  });
});
