import type { Transporter } from 'nodemailer';
import type { Sequelize } from 'sequelize';
import { QueryTypes } from 'sequelize';
import type { Logger } from '../../platform/logger.ts';
import { withRequestId } from '../../platform/request-context.ts';

interface PendingMessage {
  id: string;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  attempts: number;
  request_id: string | null;
}

export const maxAttempts = 8;

/**
 * SMS are queued only while mockSMSOTP is on (no SMS provider is wired in yet): they go to the local mail
 * catcher under an address made from the number, where a developer or a test reads them.
 */
export const smsCatcherAddress = (phone: string) => `sms-${phone.replace(/\D/g, '')}@sms.mfund.example`;

/**
 * Sends what the outbox holds. Rows are claimed with SKIP LOCKED so several workers never send one message
 * twice; a failure is retried later with a growing delay, and given up after `maxAttempts`.
 */
export async function relayOutbox(
  sequelize: Sequelize,
  transport: Transporter,
  options: { from: string; batch?: number; logger?: Logger },
): Promise<{ sent: number; failed: number }> {
  let sent = 0;
  let failed = 0;
  // Message ids are made under the sender's own domain, as mail servers expect.
  const senderDomain = /@([^@>\s]+)>?\s*$/.exec(options.from)?.[1] ?? 'localhost';
  await sequelize.transaction(async (transaction) => {
    const messages = await sequelize.query<PendingMessage>(
      `SELECT id, channel, recipient, subject, body_text, body_html, attempts, request_id FROM outbox_messages
       WHERE sent_at IS NULL AND attempts < :maxAttempts AND next_try_at <= now()
       ORDER BY id LIMIT :batch FOR UPDATE SKIP LOCKED`,
      { replacements: { maxAttempts, batch: options.batch ?? 20 }, type: QueryTypes.SELECT, transaction },
    );
    for (const message of messages) {
      // Each message's lines name the request that queued it, as the API's lines about that request do.
      const log = (level: 'info' | 'warn', fields: object, msg: string) =>
        withRequestId(message.request_id ?? undefined, () => options.logger?.[level](fields, msg));
      try {
        await transport.sendMail({
          from: options.from,
          to: message.channel === 'sms' ? smsCatcherAddress(message.recipient) : message.recipient,
          subject: message.subject,
          text: message.body_text,
          html: message.body_html ?? undefined,
          messageId: `<outbox-${message.id}@${senderDomain}>`,
        });
        await sequelize.query(
          'UPDATE outbox_messages SET sent_at = now(), attempts = attempts + 1 WHERE id = :id',
          {
            replacements: { id: message.id },
            transaction,
          },
        );
        sent += 1;
        log('info', { outboxId: message.id, channel: message.channel }, 'outbox message sent');
      } catch (error) {
        await sequelize.query(
          `UPDATE outbox_messages SET attempts = attempts + 1, last_error = :error,
             next_try_at = now() + make_interval(secs => 30 * power(2, attempts)) WHERE id = :id`,
          { replacements: { id: message.id, error: String(error).slice(0, 500) }, transaction },
        );
        failed += 1;
        log(
          'warn',
          { outboxId: message.id, channel: message.channel, err: error },
          'outbox message not sent',
        );
      }
    }
  });
  return { sent, failed };
}
