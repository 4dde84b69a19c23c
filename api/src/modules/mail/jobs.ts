import nodemailer from 'nodemailer';
import type { PgBoss } from 'pg-boss';
import type { Config } from '../../platform/config.ts';
import type { Logger } from '../../platform/logger.ts';

export const mailQueue = 'mail.send';

export interface MailJob {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Stable per message, so a retried job is recognisable at the mail server. */
  messageId: string;
}

/** Sends each queued e-mail through SMTP (the local mail catcher by default). A failure is retried by the queue. */
export async function registerMailJobs(boss: PgBoss, config: Config, logger: Logger): Promise<void> {
  const transport = nodemailer.createTransport(config.smtpUrl);
  await boss.createQueue(mailQueue, { retryLimit: 5, retryDelay: 30, retryBackoff: true });
  await boss.work<MailJob>(mailQueue, async (jobs) => {
    for (const job of jobs) {
      const { to, subject, text, html, messageId } = job.data;
      await transport.sendMail({ from: config.mailFrom, to, subject, text, html, messageId });
      logger.info({ jobId: job.id, to }, 'mail sent');
    }
  });
}
