export * from './business-calendar.ts';
export * from './fees.ts';
export * from './glossary.ts';
export * from './money.ts';
export * from './nav-date.ts';
export * from './order-rules.ts';
export * from './payouts.ts';
export * from './returns.ts';
