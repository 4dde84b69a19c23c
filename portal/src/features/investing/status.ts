import { investing } from '@fund/domain';
import type { TFunction } from 'i18next';
import type { Order, Transaction } from './api.ts';

/**
 * An order's status as the investor reads it, from the glossary: an unpaid increase waits for its payment, not for
 * an approval; a reduce or switch in confirm waits for the approval.
 */
export const transactionStatusLabel = (
  t: TFunction,
  row: Pick<Transaction | Order, 'kind' | 'stage' | 'paymentStatus'>,
) => t(`portfolio.operation.status.${investing.orderStatus(row.kind, row.stage, row.paymentStatus)}`);
