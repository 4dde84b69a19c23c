import { Writable } from 'node:stream';
import nodemailer from 'nodemailer';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createTestApp } from '../../../test/test-app.ts';
import { createLogger } from '../../platform/logger.ts';
import { withRequestId } from '../../platform/request-context.ts';
import { enqueueMail } from './outbox.ts';
import { relayOutbox } from './relay.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // The seed queues the demo investor's KYC approval e-mail: sent first, so each test counts only its own.
  await relayOutbox(t.ctx.sequelize, nodemailer.createTransport({ jsonTransport: true }), {
    from: 'x@example.com',
  });
});
afterAll(() => t.close());

const queue = (to: string) =>
  t.ctx.sequelize.transaction((transaction) =>
    enqueueMail(t.ctx, transaction, {
      to,
      language: 'th',
      template: 'complaint-ack',
      data: { reference: 'CP-1' },
    }),
  );

describe('outbox relay', () => {
  it('logs each message it sends under the id of the request that queued it', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    });
    await withRequestId('request-that-queued', () => queue('traced@example.com'));
    await queue('untraced@example.com');
    const [[row]] = (await t.ctx.sequelize.query(
      "SELECT id, request_id FROM outbox_messages WHERE recipient = 'traced@example.com'",
    )) as [[{ id: string; request_id: string }], unknown];
    expect(row.request_id).toBe('request-that-queued');
    await relayOutbox(t.ctx.sequelize, nodemailer.createTransport({ jsonTransport: true }), {
      from: 'x@example.com',
      logger: createLogger('info', 'worker', sink),
    });
    const sent = lines.filter((line) => line.msg === 'outbox message sent');
    expect(sent).toHaveLength(2);
    expect(sent.find((line) => line.outboxId === row.id)!.reqId).toBe('request-that-queued');
    expect(sent.find((line) => line.outboxId !== row.id)!.reqId).toBeUndefined();
  });

  it('sends each queued message once, even when two relays run at the same time', async () => {
    await queue('a@example.com');
    await queue('b@example.com');
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const runs = await Promise.all([
      relayOutbox(t.ctx.sequelize, transport, { from: 'x@example.com' }),
      relayOutbox(t.ctx.sequelize, transport, { from: 'x@example.com' }),
    ]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(2);
    expect((await relayOutbox(t.ctx.sequelize, transport, { from: 'x@example.com' })).sent).toBe(0);
  });

  it('a message the server refuses is kept, counted and retried later', async () => {
    await queue('c@example.com');
    const failing = nodemailer.createTransport({ host: '127.0.0.1', port: 1, connectionTimeout: 500 });
    expect(await relayOutbox(t.ctx.sequelize, failing, { from: 'x@example.com' })).toEqual({
      sent: 0,
      failed: 1,
    });
    const [[row]] = (await t.ctx.sequelize.query(
      "SELECT attempts, sent_at, next_try_at > now() AS later FROM outbox_messages WHERE recipient = 'c@example.com'",
    )) as [[{ attempts: number; sent_at: Date | null; later: boolean }], unknown];
    expect(row).toMatchObject({ attempts: 1, sent_at: null, later: true });
  });

  it('an SMS goes to the mail catcher under an address made from the number', async () => {
    await t.ctx.sequelize.transaction((transaction) =>
      enqueueMail(t.ctx, transaction, {
        channel: 'sms',
        to: '0812345678',
        language: 'en',
        template: 'otp-sms',
        data: { code: '123456', minutes: 5 },
      }),
    );
    const sentTo: string[] = [];
    const transport = nodemailer.createTransport({ jsonTransport: true });
    const original = transport.sendMail.bind(transport);
    transport.sendMail = ((mail: { to: string }) => {
      sentTo.push(mail.to);
      return original(mail);
    }) as typeof transport.sendMail;
    await relayOutbox(t.ctx.sequelize, transport, { from: 'x@example.com' });
    expect(sentTo).toContain('sms-0812345678@sms.mfund.example');
  });
});
