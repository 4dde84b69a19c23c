import type { Messages } from '../../types.ts';
import type { outboxTh } from './outbox.th.ts';

/** The back office's outbox screens in English. */
export const outboxEn: Messages<typeof outboxTh> = {
  outbox: {
    name: 'Outgoing email',
    fields: {
      recipient: 'To',
      channel: 'Channel',
      template: 'Template',
      subject: 'Subject',
      status: 'Status',
      createdAt: 'Created at',
      sentAt: 'Sent at',
      attempts: 'Attempts',
      lastError: 'Last error',
    },
    channels: {
      email: 'Email',
      sms: 'SMS',
    },
    templates: {
      'contact-ack': 'Contact request received',
      'complaint-ack': 'Complaint received',
      otp: 'One-time code',
      'account-locked': 'Account locked notice',
      'password-reset': 'Password reset link',
    },
    statuses: {
      SENT: 'Sent',
      PENDING: 'Waiting to send',
      RETRYING: 'Failed, will retry',
      FAILED: 'Failed',
    },
    body_not_available: 'The message body is not shown on this screen',
  },
};
