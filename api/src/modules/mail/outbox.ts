import type { Brand, Language } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { currentRequestId } from '../../platform/request-context.ts';
import { currentFlags } from '../feature-flags/service.ts';
import type { MailTemplate, RenderedMail } from './templates.ts';
import { mailTemplates } from './templates.ts';

type TemplateData = { [K in MailTemplate]: Parameters<(typeof mailTemplates)[K]>[1] };

/**
 * Queues an e-mail in the same transaction as the change it reports, so a saved request always has its e-mail
 * and a rolled-back one never sends. The worker's relay delivers it.
 */
export async function enqueueMail<T extends MailTemplate>(
  ctx: AppContext,
  transaction: Transaction,
  mail: { to: string; language: Language; template: T; data: TemplateData[T]; channel?: 'email' | 'sms' },
): Promise<void> {
  const render = mailTemplates[mail.template] as (
    language: Language,
    data: TemplateData[T],
    brand: Brand,
  ) => RenderedMail;
  // Spec §9 multipleLanguages, off: the product speaks Thai only, its e-mails included.
  const language = (await currentFlags(ctx, transaction)).multipleLanguages ? mail.language : 'th';
  const rendered = render(language, mail.data, ctx.config.brand);
  await ctx.sequelize.query(
    `INSERT INTO outbox_messages (channel, recipient, subject, body_text, template, request_id)
     VALUES (:channel, :to, :subject, :text, :template, :requestId)`,
    {
      replacements: {
        channel: mail.channel ?? 'email',
        to: mail.to,
        subject: rendered.subject,
        text: rendered.text,
        template: mail.template,
        requestId: currentRequestId() ?? null,
      },
      transaction,
    },
  );
}

/** An e-mail to a user about their own account, in the language they read (nothing when the user is unknown). */
export async function enqueueUserMail<T extends MailTemplate>(
  ctx: AppContext,
  transaction: Transaction,
  userId: number,
  template: T,
  data: TemplateData[T],
): Promise<void> {
  const [user] = await ctx.sequelize.query<{ email: string; language: Language }>(
    'SELECT email, language FROM users WHERE id = :userId',
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  if (user) await enqueueMail(ctx, transaction, { to: user.email, language: user.language, template, data });
}
