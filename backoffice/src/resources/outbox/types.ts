import type { Answer, ItemOf } from '@fund/contract';
/** One message of `GET /admin/outbox`. One-time codes never reach this screen: their subject is masked. */
/** As `GET /admin/outbox` answers each message. */
export type OutboxMessage = ItemOf<Answer<'/admin/outbox'>>;

// The relay gives a message up after this many failed tries (api mail relay).
export const maxAttempts = 8;

export const outboxStatuses = ['SENT', 'PENDING', 'RETRYING', 'FAILED'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

export function outboxStatus(
  message: Pick<OutboxMessage, 'sentAt' | 'attempts' | 'lastError'>,
): OutboxStatus {
  if (message.sentAt) return 'SENT';
  if (message.attempts >= maxAttempts) return 'FAILED';
  return message.lastError ? 'RETRYING' : 'PENDING';
}
