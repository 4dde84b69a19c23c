export * from './bank.ts';
export * from './files.ts';
export * from './options.ts';
export * from './wallet.ts';
