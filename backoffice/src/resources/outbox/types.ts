import type { Answer, ItemOf } from '@fund/contract';

/** One message as `GET /admin/outbox` answers it. One-time codes never reach this screen: their subject is masked. */
export type OutboxMessage = ItemOf<Answer<'/admin/outbox'>>;

/** The API's word for a message: sent, waiting for its first try, tried again after a failure, or given up. */
export type OutboxStatus = OutboxMessage['status'];
