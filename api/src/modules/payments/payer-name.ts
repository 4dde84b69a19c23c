import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

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
