import type { TFunction } from 'i18next';
import type { OrderKind, OrderStage, Transaction } from '../investing/api.ts';

export { transactionStatusLabel } from '../investing/status.ts';

/** Spec §3 fund operation labels: increase, reduce, switching, each with confirm, approved, success, reject. */
export const kinds: OrderKind[] = ['increase', 'reduce', 'switch'];
export const stages: OrderStage[] = ['confirm', 'approved', 'success', 'reject', 'cancelled'];

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
