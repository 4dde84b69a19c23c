import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { pageCounted } from '../../platform/simple-rest.ts';
import { maxAttempts } from './relay.ts';
import type { MailTemplate } from './templates.ts';
import { mailTemplates } from './templates.ts';

/** What staff may read of the outbox (`GET /admin/outbox`, `GET /admin/outbox/:id`). */

export const outboxStatuses = ['SENT', 'PENDING', 'RETRYING', 'FAILED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];
export const mailTemplateNames = Object.keys(mailTemplates) as MailTemplate[];

/**
 * Messages that carry something the recipient alone may use: a one-time code, a password-reset link, an
 * account-recovery link. Staff see that such a message was sent, never its body.
 */
export const secretTemplates: readonly MailTemplate[] = [
  'otp',
  'otp-sms',
  'password-reset',
  'account-locked',
  'juristic-account-opened',
];
// The OTP's subject carries the code itself.
const secretSubjectTemplates: readonly MailTemplate[] = ['otp'];

export const hiddenSubject = '(one-time code)';
export const hiddenBody =
  'ข้อความนี้มีรหัสหรือลิงก์ใช้ครั้งเดียว จึงไม่แสดงให้เจ้าหน้าที่เห็น\n' +
  'This message carries a one-time code or link, so it is not shown to staff.';

// The relay's view: sent; given up after its last try; waiting again after a failure; or not tried yet.
const statusSql = `CASE WHEN sent_at IS NOT NULL THEN 'SENT'
  WHEN attempts >= ${maxAttempts} THEN 'FAILED'
  WHEN last_error IS NOT NULL THEN 'RETRYING' ELSE 'PENDING' END`;

interface OutboxRow {
  id: string;
  channel: string;
  recipient: string;
  template: string;
  subject: string;
  body_text?: string;
  status: OutboxStatus;
  attempts: number;
  last_error: string | null;
  created_at: Date;
  sent_at: Date | null;
  next_try_at: Date;
  total?: string;
}

const isSecret = (template: string, list: readonly string[]) => list.includes(template);

const toMessage = (row: OutboxRow) => ({
  id: Number(row.id),
  channel: row.channel,
  recipient: row.recipient,
  template: row.template,
  subject: isSecret(row.template, secretSubjectTemplates) ? hiddenSubject : row.subject,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  createdAt: row.created_at.toISOString(),
  sentAt: row.sent_at?.toISOString() ?? null,
  nextTryAt: row.status === 'SENT' || row.status === 'FAILED' ? null : row.next_try_at.toISOString(),
});

export async function listOutbox(
  ctx: AppContext,
  filter: { status?: OutboxStatus; template?: MailTemplate },
  page: { offset: number; limit: number },
) {
  const rows = await ctx.sequelize.query<OutboxRow>(
    `SELECT id, channel, recipient, template, subject, ${statusSql} AS status, attempts, last_error, created_at,
            sent_at, next_try_at, count(*) OVER () AS total
     FROM outbox_messages
     WHERE (:status::text IS NULL OR ${statusSql} = :status)
       AND (:template::text IS NULL OR template = :template)
     ORDER BY id DESC OFFSET :offset LIMIT :limit`,
    {
      replacements: { status: filter.status ?? null, template: filter.template ?? null, ...page },
      type: QueryTypes.SELECT,
    },
  );
  return pageCounted(rows, toMessage);
}

/** One message with its text body, unless it carries a code or link (then a notice stands in its place). */
export async function getOutboxMessage(ctx: AppContext, id: number) {
  const [row] = await ctx.sequelize.query<OutboxRow>(
    `SELECT id, channel, recipient, template, subject, body_text, ${statusSql} AS status, attempts, last_error,
            created_at, sent_at, next_try_at
     FROM outbox_messages WHERE id = :id`,
    { replacements: { id }, type: QueryTypes.SELECT },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  const bodyHidden = isSecret(row.template, secretTemplates);
  return { ...toMessage(row), bodyText: bodyHidden ? hiddenBody : row.body_text!, bodyHidden };
}
