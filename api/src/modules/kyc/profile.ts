import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export type StepStatus =
  | 'WAITING'
  | 'PENDING'
  | 'REVIEW'
  | 'PENDING_REJECT'
  | 'REJECT'
  | 'VERIFIED'
  | 'BLOCKED';

export interface IdentityData {
  titleTh: string;
  firstNameTh: string;
  middleNameTh: string;
  lastNameTh: string;
  titleEn: string;
  firstNameEn: string;
  middleNameEn: string;
  lastNameEn: string;
  nationalId: string;
  laserId: string;
  /** YYYY-MM-DD */
  birthDate: string;
  /** YYYY-MM-DD, or null for a lifetime card */
  idExpiry: string | null;
  idLifetime: boolean;
}

export interface KycProfile {
  identity: IdentityData | null;
  identityDraft: Record<string, unknown> | null;
  identityStatus: StepStatus;
  passDopa: boolean;
  livenessStatus: StepStatus;
  livenessProvider: string | null;
  /** DOPA: the card photos checked with DOPA; NDID: asserted by the bank the investor picked. */
  identitySource: 'DOPA' | 'NDID' | null;
  general: Record<string, unknown> | null;
  generalDraft: Record<string, unknown> | null;
  personal: Record<string, unknown> | null;
  personalDraft: Record<string, unknown> | null;
  personalStatus: StepStatus;
}

const columns = `identity, identity_draft AS "identityDraft", identity_status AS "identityStatus",
  pass_dopa AS "passDopa", liveness_status AS "livenessStatus", liveness_provider AS "livenessProvider",
  identity_source AS "identitySource", general, general_draft AS "generalDraft", personal, personal_draft AS "personalDraft",
  personal_status AS "personalStatus"`;

const empty: KycProfile = {
  identity: null,
  identityDraft: null,
  identityStatus: 'WAITING',
  passDopa: false,
  livenessStatus: 'WAITING',
  livenessProvider: null,
  identitySource: null,
  general: null,
  generalDraft: null,
  personal: null,
  personalDraft: null,
  personalStatus: 'WAITING',
};

export async function loadProfile(
  ctx: AppContext,
  userId: number,
  options: { transaction?: Transaction; lock?: boolean } = {},
): Promise<KycProfile> {
  const [row] = await ctx.sequelize.query<KycProfile>(
    `SELECT ${columns} FROM kyc_profiles WHERE user_id = :userId${options.lock ? ' FOR UPDATE' : ''}`,
    { type: QueryTypes.SELECT, replacements: { userId }, transaction: options.transaction },
  );
  return row ?? { ...empty };
}

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
