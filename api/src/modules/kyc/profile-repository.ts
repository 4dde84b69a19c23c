import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

// SQL: a conditional upsert, one INSERT ... ON CONFLICT that creates the profile on first use and else sets only
// the given fields, with no window between a read and a write.

const columnOf: Record<string, string> = {
  identity: 'identity',
  identityDraft: 'identity_draft',
  identityStatus: 'identity_status',
  identityClaimWaived: 'identity_claim_waived',
  identitySource: 'identity_source',
  passDopa: 'pass_dopa',
  dopaCheckedAt: 'dopa_checked_at',
  livenessStatus: 'liveness_status',
  livenessProvider: 'liveness_provider',
  livenessScore: 'liveness_score',
  livenessFileId: 'liveness_file_id',
  general: 'general',
  generalDraft: 'general_draft',
  personal: 'personal',
  personalDraft: 'personal_draft',
  personalStatus: 'personal_status',
};
const jsonColumns = new Set([
  'identity',
  'identityDraft',
  'general',
  'generalDraft',
  'personal',
  'personalDraft',
]);

/** Creates the row on first use and sets the given fields (JSON fields are stored as jsonb). */
export async function updateProfile(
  ctx: AppContext,
  userId: number,
  fields: Record<string, unknown>,
  transaction?: Transaction,
): Promise<void> {
  const names = Object.keys(fields);
  const replacements: Record<string, unknown> = { userId, now: ctx.clock.now() };
  for (const name of names) {
    const value = fields[name];
    replacements[name] = jsonColumns.has(name) && value !== null ? JSON.stringify(value) : value;
  }
  const cols = names.map((n) => columnOf[n]!);
  const values = names.map((n) => (jsonColumns.has(n) ? `CAST(:${n} AS jsonb)` : `:${n}`));
  await ctx.sequelize.query(
    `INSERT INTO kyc_profiles (user_id, ${cols.join(', ')}, created_at, updated_at)
     VALUES (:userId, ${values.join(', ')}, :now, :now)
     ON CONFLICT (user_id) DO UPDATE SET ${cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ')}, updated_at = :now`,
    { replacements, transaction },
  );
}
