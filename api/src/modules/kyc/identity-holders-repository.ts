import { normaliseLaserId, normaliseNationalId } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { IdentityData } from './profile.ts';

// SQL: a search of every profile's accepted identity by its digits, read out of the jsonb and normalised by the
// database, which the models cannot express.

/**
 * DESIGN §4 "Servicing": one person, one account. Accounts are never closed here, so any other profile holding
 * the national ID or laser ID as its accepted identity, whatever its status (a rejected or blocked account still
 * holds it), refuses it. Holders waived when the rule came in do not count against the account they share with.
 */
export async function identityHeldByAnother(ctx: AppContext, userId: number, identity: IdentityData) {
  const [row] = await ctx.sequelize.query(
    `SELECT 1 FROM kyc_profiles
     WHERE user_id <> :userId AND identity IS NOT NULL AND NOT identity_claim_waived
       AND (regexp_replace(identity ->> 'nationalId', '[^0-9]', '', 'g') = :nationalId
            OR upper(regexp_replace(identity ->> 'laserId', '[^0-9A-Za-z]', '', 'g')) = :laserId)
     LIMIT 1`,
    {
      type: QueryTypes.SELECT,
      replacements: {
        userId,
        nationalId: normaliseNationalId(identity.nationalId),
        laserId: normaliseLaserId(identity.laserId),
      },
    },
  );
  return row !== undefined;
}
