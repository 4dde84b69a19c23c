export { useWallet, type WalletAnswer } from './wallet-api.ts';
export { useNetworkName } from './wallet-section.tsx';
