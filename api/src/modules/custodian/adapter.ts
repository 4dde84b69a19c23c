import type { AppContext } from '../../platform/context.ts';
import { custodianSimulator } from './simulator.ts';

export interface CustodianPosition {
  userId: number;
  strategyCode: string;
  units: string;
}

export interface CustodianCash {
  userId: number;
  amount: string;
}

export interface SettledUnits {
  /** The settled order the movement stands for (the ledger keeps one movement per order). */
  movementId: number;
  userId: number;
  strategyCode: string;
  units: string;
  tradeDate: string;
}

export interface PaidCash {
  payoutId: number;
  userId: number;
  amount: string;
  paidOn: string;
}

export interface WalletTransfer {
  payoutId: number;
  userId: number;
  network: string;
  address: string;
  amount: string;
}

export type WalletTransferResult =
  | { payoutId: number; ok: true; txHash: string }
  | { payoutId: number; ok: false; reason: string };

/**
 * The custodian that holds the assets in each investor's name (spec §1, DESIGN §5). We tell it what settled and
 * what was paid out; it answers its own positions and cash movements, which the daily reconciliation compares
 * with our ledger. Wallet payouts are sent by the custodian itself, which answers each with its transaction hash
 * (or why it refused). A real custodian's adapter implements the same calls over its API.
 */
export interface CustodianAdapter {
  reportUnits(movements: SettledUnits[]): Promise<void>;
  reportCash(payments: PaidCash[]): Promise<void>;
  /** Units per investor and strategy as of the end of `asOf`. */
  positions(asOf: string): Promise<CustodianPosition[]>;
  /** Cash paid out per investor up to the end of `asOf`. */
  cashMovements(asOf: string): Promise<CustodianCash[]>;
  /** Sends each payout to its wallet, once per payout id (a repeat answers the first transfer's hash). */
  sendToWallets(transfers: WalletTransfer[], sentOn: string): Promise<WalletTransferResult[]>;
}

/** The local simulator: no real custodian can run here. */
export const custodianOf = (ctx: AppContext): CustodianAdapter => custodianSimulator(ctx);
