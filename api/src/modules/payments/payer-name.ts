import { kycForms } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether the bank's payer is the investor (spec §5 "payment name mismatch", §6 "only the account holder can issue
 * transfers"): the payer's name is one of the investor's names, Thai or English, titles, spaces and case aside, as
 * for the bank account (kycForms.accountNameMatches). Banks send the payer's name masked, as "นาย ส*** ใ***": each run
 * of `*` then stands for the letters hidden, and the letters shown must be the investor's. A name made only of masks,
 * or none at all, proves nothing and does not match.
 */
export function payerNameMatches(payerName: string | null, investorNames: readonly string[]): boolean {
  if (!payerName) return false;
  if (!payerName.includes('*')) return kycForms.accountNameMatches(payerName, investorNames);
  const shown = kycForms.comparableName(payerName).split(/\*+/);
  if (shown.join('').length === 0) return false;
  const pattern = new RegExp(`^${shown.map(escapeRegExp).join('.+')}$`, 'u');
  return investorNames.some((name) => pattern.test(kycForms.comparableName(name)));
}

/** The investor's names from their verified identity, Thai and English, middle names included. */
export async function investorNamesOf(
  ctx: AppContext,
  userId: number,
  transaction: Transaction,
): Promise<string[]> {
  const [row] = await ctx.sequelize.query<{ th: string; en: string }>(
    `SELECT concat_ws(' ', identity ->> 'firstNameTh', identity ->> 'middleNameTh', identity ->> 'lastNameTh') AS th,
       concat_ws(' ', identity ->> 'firstNameEn', identity ->> 'middleNameEn', identity ->> 'lastNameEn') AS en
     FROM kyc_profiles WHERE user_id = :userId`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction },
  );
  return row ? [row.th, row.en].filter((name) => name.trim() !== '') : [];
}
