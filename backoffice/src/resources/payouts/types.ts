import type { Answer, ItemOf } from '@fund/contract';
import { investing } from '@fund/domain';

export type PayoutStatus = investing.PayoutStatus;
export const payoutStatuses = investing.payoutStatuses;

/** Where a payout goes (spec §3 "receive type"): the bank account, or the digital-asset wallet. */
export type PayoutChannel = (typeof investing.payoutChannels)[number];
export const payoutChannels = investing.payoutChannels;

/** As `GET /admin/payouts` answers each payout. */
export type PayoutRecord = ItemOf<Answer<'/admin/payouts'>>;

/** As `GET /admin/payout-batches` answers each batch. */
export type BatchRecord = ItemOf<Answer<'/admin/payout-batches'>>;
