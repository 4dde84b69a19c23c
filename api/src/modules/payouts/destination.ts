import { investing, kycForms } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

interface DestinationRow {
  user_id: string;
  bank_code: string | null;
  account_number: string | null;
  account_name: string | null;
  status: string | null;
  name_th: string | null;
  name_en: string | null;
  wallet_network: string | null;
  wallet_address: string | null;
}

export interface Destination {
  bankCode: string | null;
  accountNumber: string | null;
  accountName: string | null;
  walletNetwork: string | null;
  walletAddress: string | null;
  /** Why a bank payout to it would be held, or null. */
  holdReason: investing.PayoutHoldReason | null;
  /** Why a wallet payout to it would be held, or null. */
  walletHoldReason: investing.PayoutHoldReason | null;
}

/** The destination fields of a payout through `channel`, and its hold reason: what a payout row snapshots. */
export const destinationFor = (destination: Destination, channel: investing.PayoutChannel) =>
  channel === 'WALLET'
    ? {
        bankCode: null,
        accountNumber: null,
        accountName: null,
        walletNetwork: destination.walletNetwork,
        walletAddress: destination.walletAddress,
        holdReason: destination.walletHoldReason,
      }
    : {
        bankCode: destination.bankCode,
        accountNumber: destination.accountNumber,
        accountName: destination.accountName,
        walletNetwork: null,
        walletAddress: null,
        holdReason: destination.holdReason,
      };

/**
 * Each investor's bank account (and verified wallet) as it stands now, judged for a payout (investing.payoutHoldReason): it must exist,
 * be verified by staff, and carry one of the investor's names as DOPA confirmed them (an identity corrected after
 * the account was verified can leave them apart: such a payout is held for compliance, never paid).
 */
export async function currentDestinations(
  ctx: AppContext,
  userIds: number[],
  transaction: Transaction,
): Promise<Map<number, Destination>> {
  if (userIds.length === 0) return new Map();
  const rows = await ctx.sequelize.query<DestinationRow>(
    `SELECT u.id AS user_id, b.bank_code, b.account_number, b.account_name, b.status,
       concat_ws(' ', k.identity ->> 'firstNameTh', k.identity ->> 'middleNameTh', k.identity ->> 'lastNameTh') AS name_th,
       concat_ws(' ', k.identity ->> 'firstNameEn', k.identity ->> 'middleNameEn', k.identity ->> 'lastNameEn') AS name_en,
       w.network AS wallet_network, w.address AS wallet_address
     FROM unnest(ARRAY[:userIds]::bigint[]) AS u(id)
     LEFT JOIN kyc_bank_accounts b ON b.user_id = u.id LEFT JOIN kyc_profiles k ON k.user_id = u.id
     LEFT JOIN kyc_wallets w ON w.user_id = u.id`,
    { type: QueryTypes.SELECT, replacements: { userIds }, transaction },
  );
  return new Map(
    rows.map((row) => {
      const names = [row.name_th ?? '', row.name_en ?? ''];
      const holdReason = investing.payoutHoldReason({
        exists: row.account_number !== null,
        verified: row.status === 'VERIFIED',
        nameMatches: row.account_name !== null && kycForms.accountNameMatches(row.account_name, names),
      });
      return [
        Number(row.user_id),
        {
          bankCode: row.bank_code,
          accountNumber: row.account_number,
          accountName: row.account_name,
          walletNetwork: row.wallet_network,
          walletAddress: row.wallet_address,
          holdReason,
          walletHoldReason: investing.walletHoldReason({ exists: row.wallet_address !== null }),
        },
      ];
    }),
  );
}
