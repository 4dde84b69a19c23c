import { investing } from '@fund/domain';

export type PayoutStatus = 'HELD' | 'PENDING' | 'IN_BATCH' | 'PAID' | 'FAILED' | 'RETURNED';

export const payoutStatuses: PayoutStatus[] = ['HELD', 'PENDING', 'IN_BATCH', 'PAID', 'FAILED', 'RETURNED'];

/** Where a payout goes (spec §3 "receive type"): the bank account, or the digital-asset wallet. */
export type PayoutChannel = (typeof investing.payoutChannels)[number];
export const payoutChannels = investing.payoutChannels;

export interface PayoutRecord {
  id: number;
  orderId: number;
  orderRef: string | null;
  userId: number;
  email: string;
  strategyCode: string;
  tradeDate: string;
  valueDate: string;
  units: string;
  nav: string;
  fee: string;
  amount: string;
  receiveType: PayoutChannel;
  bankCode: string | null;
  bankNameTh: string | null;
  bankNameEn: string | null;
  accountNumber: string | null;
  accountName: string | null;
  walletNetwork: string | null;
  walletAddress: string | null;
  walletAddressShort: string;
  status: PayoutStatus;
  holdReason: string | null;
  batchId: number | null;
  batchRef: string | null;
  bankReference: string | null;
  failureReason: string | null;
  paidAt: string | null;
  failedAt: string | null;
  returnedAt: string | null;
  createdAt: string | null;
}

export interface BatchRecord {
  id: number;
  ref: string;
  channel: PayoutChannel;
  valueDate: string;
  status: 'PREPARED' | 'CLOSED';
  payoutCount: number;
  totalAmount: string;
  fileName: string;
  fileSha256: string;
  preparedBy: string;
  preparedByMe: boolean;
  preparedAt: string;
  closedAt: string | null;
  counts: { inBatch: number; paid: number; failed: number };
}
