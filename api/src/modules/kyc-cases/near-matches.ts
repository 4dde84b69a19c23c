import { type NearMatchSignal, nearMatchSignals } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface NearMatch {
  id: number;
  email: string;
  nameTh: string | null;
  status: string;
  signals: NearMatchSignal[];
}

/** The list is a warning to read, not a report: the strongest matches first, at most this many. */
const shownAtMost = 20;

const nationalIdOf = (alias: string) =>
  `regexp_replace(${alias}.identity ->> 'nationalId', '[^0-9]', '', 'g')`;
const laserIdOf = (alias: string) =>
  `upper(regexp_replace(${alias}.identity ->> 'laserId', '[^0-9A-Za-z]', '', 'g'))`;
const nameThOf = (alias: string) =>
  `regexp_replace(concat(${alias}.identity ->> 'firstNameTh', ${alias}.identity ->> 'lastNameTh'), '\\s', '', 'g')`;
const nameEnOf = (alias: string) =>
  `lower(regexp_replace(concat(${alias}.identity ->> 'firstNameEn', ${alias}.identity ->> 'lastNameEn'), '\\s', '', 'g'))`;

/** Other investors' accounts that look like the same person as `userId`, for compliance to judge on the case. */
export async function nearMatchesOf(ctx: AppContext, userId: number): Promise<NearMatch[]> {
  const rows = await ctx.sequelize.query<{
    id: string;
    email: string;
    nameTh: string | null;
    status: string;
    signals: NearMatchSignal[];
  }>(
    `WITH me AS (
       SELECT p.identity, ${nationalIdOf('p')} AS national_id, ${laserIdOf('p')} AS laser_id,
              ${nameThOf('p')} AS name_th, ${nameEnOf('p')} AS name_en,
              NULLIF(regexp_replace(p.general ->> 'phone', '[^0-9]', '', 'g'), '') AS phone
       FROM kyc_profiles p WHERE p.user_id = :userId AND p.identity IS NOT NULL
     ), bank AS (
       SELECT bank_code, regexp_replace(account_number, '[^0-9]', '', 'g') AS account_number
       FROM kyc_bank_accounts WHERE user_id = :userId
     ), hits AS (
       SELECT p.user_id, 'SAME_ID' AS signal FROM kyc_profiles p, me
       WHERE p.user_id <> :userId AND p.identity IS NOT NULL
         AND (${nationalIdOf('p')} = me.national_id OR ${laserIdOf('p')} = me.laser_id)
       UNION ALL
       SELECT p.user_id, 'ID_ONE_DIGIT_APART' FROM kyc_profiles p, me
       WHERE p.user_id <> :userId AND p.identity IS NOT NULL AND length(me.national_id) = 13
         AND length(${nationalIdOf('p')}) = 13
         AND (SELECT count(*) FROM generate_series(1, 13) i
              WHERE substr(${nationalIdOf('p')}, i, 1) <> substr(me.national_id, i, 1)) = 1
       UNION ALL
       SELECT p.user_id, 'NAME_AND_BIRTH_DATE' FROM kyc_profiles p, me
       WHERE p.user_id <> :userId AND (p.identity ->> 'birthDate') = (me.identity ->> 'birthDate')
         AND (${nameThOf('p')} = me.name_th OR ${nameEnOf('p')} = me.name_en)
       UNION ALL
       SELECT b.user_id, 'BANK_ACCOUNT' FROM kyc_bank_accounts b, bank
       WHERE b.user_id <> :userId AND b.bank_code = bank.bank_code
         AND regexp_replace(b.account_number, '[^0-9]', '', 'g') = bank.account_number
       UNION ALL
       SELECT p.user_id, 'PHONE' FROM kyc_profiles p, me
       WHERE p.user_id <> :userId AND me.phone IS NOT NULL
         AND regexp_replace(p.general ->> 'phone', '[^0-9]', '', 'g') = me.phone
     )
     SELECT u.id, u.email, COALESCE(c.status, 'NOT_SUBMITTED') AS status,
       NULLIF(concat_ws(' ', p.identity ->> 'titleTh', p.identity ->> 'firstNameTh', p.identity ->> 'lastNameTh'), '')
         AS "nameTh",
       array_agg(DISTINCT h.signal) AS signals
     FROM hits h JOIN users u ON u.id = h.user_id AND u.role IS NULL
     LEFT JOIN kyc_cases c ON c.user_id = u.id LEFT JOIN kyc_profiles p ON p.user_id = u.id
     GROUP BY u.id, u.email, c.status, p.identity
     ORDER BY bool_or(h.signal = 'SAME_ID') DESC, count(DISTINCT h.signal) DESC, u.id
     LIMIT ${shownAtMost}`,
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    signals: [...row.signals].sort((a, b) => nearMatchSignals.indexOf(a) - nearMatchSignals.indexOf(b)),
  }));
}
