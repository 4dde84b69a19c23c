import { investing } from '@fund/domain';
import type { TFunction } from 'i18next';
import type { Order, OrderKind, OrderStage } from '../orders/index.ts';
import type { Transaction } from './api.ts';

/**
 * An order's status as the investor reads it, from the glossary: an unpaid increase waits for its payment, not for
 * an approval; a reduce or switch in confirm waits for the approval.
 */
export const transactionStatusLabel = (
  t: TFunction,
  row: Pick<Transaction | Order, 'kind' | 'stage' | 'paymentStatus'>,
) => t(`portfolio.operation.status.${investing.orderStatus(row.kind, row.stage, row.paymentStatus)}`);

/** Spec §3 fund operation labels: increase, reduce, switching, each with confirm, approved, success, reject. */
export const kinds: readonly OrderKind[] = investing.orderKinds;
export const stages: readonly OrderStage[] = investing.orderStages;

export const kindLabel = (t: TFunction, kind: OrderKind) => t(`portfolio.operation.kind.${kind}`);
export const stageLabel = (t: TFunction, stage: OrderStage) => t(`portfolio.operation.stage.${stage}`);

export const paymentLabel = (t: TFunction, type: Transaction['paymentType']) =>
  type ? t(`portfolio.operation.paymentType.${type}`) : '-';
export const receiveLabel = (t: TFunction, type: Transaction['receiveType']) =>
  type ? t(`portfolio.operation.receiveType.${type}`) : '-';

/** The sign of a decimal string, for colouring profit and loss without converting it to a float. */
export function signOf(value: string | null | undefined): 'positive' | 'negative' | 'zero' {
  if (!value) return 'zero';
  if (value.trim().startsWith('-')) return /[1-9]/.test(value) ? 'negative' : 'zero';
  return /[1-9]/.test(value) ? 'positive' : 'zero';
}
