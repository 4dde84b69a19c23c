export * from './business-calendar.ts';
export * from './fees.ts';
export * from './money.ts';
export * from './order-rules.ts';
export * from './payouts.ts';
export * from './returns.ts';
