export * from './kinds.ts';
export * from './monthly-statement.ts';
export * from './tax-invoice.ts';
export * from './thai-date.ts';
