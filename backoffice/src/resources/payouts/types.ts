import type { Answer, ItemOf, Narrow } from '@fund/contract';
import { investing } from '@fund/domain';

export type PayoutStatus = 'HELD' | 'PENDING' | 'IN_BATCH' | 'PAID' | 'FAILED' | 'RETURNED';

export const payoutStatuses: PayoutStatus[] = ['HELD', 'PENDING', 'IN_BATCH', 'PAID', 'FAILED', 'RETURNED'];

/** Where a payout goes (spec §3 "receive type"): the bank account, or the digital-asset wallet. */
export type PayoutChannel = (typeof investing.payoutChannels)[number];
export const payoutChannels = investing.payoutChannels;

/** As `GET /admin/payouts` answers each payout. */
export type PayoutRecord = Narrow<
  ItemOf<Answer<'/admin/payouts'>>,
  { receiveType: PayoutChannel; status: PayoutStatus }
>;

/** As `GET /admin/payout-batches` answers each batch. */
export type BatchRecord = Narrow<
  ItemOf<Answer<'/admin/payout-batches'>>,
  { channel: PayoutChannel; status: 'PREPARED' | 'CLOSED' }
>;
