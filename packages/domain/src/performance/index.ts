export * from './irr.ts';
export * from './lots.ts';
export * from './periods.ts';
export * from './reconciliation.ts';
export * from './report.ts';
export * from './twr.ts';
