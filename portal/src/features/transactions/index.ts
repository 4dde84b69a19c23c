export type { Transaction } from './api.ts';
export { kindLabel, signOf, transactionStatusLabel } from './labels.ts';
