import { bangkokDate, formatDdMmYyyy, fromIsoDate, isOldEnough } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { openStoredFile } from '../../platform/send-stored-file.ts';
import { currentFlags } from '../feature-flags/service.ts';
import type { KycAdapters } from './adapters.ts';
import { latestFiles } from './files.ts';
import { identityHeldByAnother } from './identity-holders-repository.ts';
import type { IdentityData, StepStatus } from './profile.ts';
import { loadProfile, updateProfile } from './profile.ts';

export interface IdentityAnswer {
  status: StepStatus;
  passDopa: boolean;
  liveness: StepStatus;
}

/** Steps that staff have settled cannot be changed by the user any more. */
const settled: StepStatus[] = ['VERIFIED', 'BLOCKED'];

export async function saveIdentityDraft(ctx: AppContext, userId: number, draft: Record<string, unknown>) {
  const { draft: _flag, ...fields } = draft;
  if (settled.includes((await loadProfile(ctx, userId)).identityStatus))
    throw new AppError('AUTH_FORBIDDEN', 403);
  await updateProfile(ctx, userId, { identityDraft: fields });
}

/**
 * The identity form sent for real: age and card validity first (nothing stored when they fail), then the DOPA
 * card check and the liveness check of the latest selfie. A DOPA mismatch keeps what was typed as the draft.
 */
export async function submitIdentity(
  ctx: AppContext,
  adapters: KycAdapters,
  userId: number,
  input: IdentityData & { draft?: boolean },
): Promise<IdentityAnswer> {
  const { draft: _flag, ...identity } = input;
  const profile = await loadProfile(ctx, userId);
  if (settled.includes(profile.identityStatus)) throw new AppError('AUTH_FORBIDDEN', 403);

  const today = bangkokDate(ctx.clock.now());
  if (identity.birthDate > today) {
    throw new AppError('KYC_BIRTH_DATE_INVALID', 422, {
      errors: [
        {
          field: 'body.birthDate',
          code: 'KYC_BIRTH_DATE_INVALID',
          message: 'Please enter the correct date of birth',
        },
      ],
    });
  }
  if (!isOldEnough(fromIsoDate(identity.birthDate), ctx.clock.now())) {
    throw new AppError('KYC_UNDER_AGE', 422);
  }
  if (!identity.idLifetime && identity.idExpiry !== null && identity.idExpiry < today) {
    throw new AppError('KYC_ID_EXPIRED', 422);
  }

  const files = await latestFiles(ctx, userId);
  if (!files.ID_FRONT || !files.ID_BACK || !files.SELFIE) throw new AppError('KYC_PHOTOS_REQUIRED', 422);

  const dopa = await adapters.dopa.check({
    nationalId: identity.nationalId,
    laserId: identity.laserId,
    firstNameTh: identity.firstNameTh,
    lastNameTh: identity.lastNameTh,
    birthDate: identity.birthDate,
  });
  const now = ctx.clock.now();
  if (!dopa.valid) {
    await updateProfile(ctx, userId, {
      identityDraft: {
        ...identity,
        birthDate: formatDdMmYyyy(fromIsoDate(identity.birthDate)),
        idExpiry: identity.idExpiry && formatDdMmYyyy(fromIsoDate(identity.idExpiry)),
      },
      passDopa: false,
      dopaCheckedAt: now,
      identityStatus: 'REJECT',
    });
    throw new AppError('KYC_IDENTITY_MISMATCH', 422, {
      errors: dopa.mismatched.map((field) => ({
        field: `body.${field}`,
        code: 'KYC_IDENTITY_FIELD_MISMATCH',
        message: 'Does not match the card registered with DOPA',
      })),
    });
  }

  // Checked once DOPA has confirmed the whole card, so the refusal tells nobody whether a bare ID number is known.
  if (await identityHeldByAnother(ctx, userId, identity)) throw idHeldByAnother();

  const checker = adapters.liveness[(await currentFlags(ctx)).useVerifio ? 'verifio' : 'onfido'];
  const liveness = await checker.check(await openStoredFile(ctx, files.SELFIE.storageKey));
  const livenessStatus: StepStatus = liveness.live ? 'PENDING' : 'REJECT';
  await claimIdentity(ctx, userId, {
    identity,
    identityClaimWaived: false,
    identitySource: 'DOPA',
    identityDraft: null,
    passDopa: true,
    dopaCheckedAt: now,
    identityStatus: 'PENDING',
    livenessStatus,
    livenessProvider: checker.provider,
    livenessScore: liveness.score,
    livenessFileId: files.SELFIE.id,
  });
  if (!liveness.live) throw new AppError('KYC_LIVENESS_FAILED', 422);
  return { status: 'PENDING', passDopa: true, liveness: livenessStatus };
}

/** The account already holding the ID is not named: the investor is sent to recover it instead (spec §7). */
export const idHeldByAnother = () =>
  new AppError('KYC_ID_HELD_BY_ANOTHER_ACCOUNT', 409, { details: { recovery: '/auth/account-recovery' } });

const identityIndexes = new Set(['kyc_profiles_national_id_key', 'kyc_profiles_laser_id_key']);

/** Two accounts sending one ID at the same moment both pass the check above; the unique index refuses the second. */
export async function claimIdentity(
  ctx: AppContext,
  userId: number,
  fields: Record<string, unknown>,
  transaction?: Transaction,
) {
  try {
    await updateProfile(ctx, userId, fields, transaction);
  } catch (error) {
    const cause = (error as { parent?: { code?: string; constraint?: string } }).parent;
    if (cause?.code === '23505' && identityIndexes.has(cause.constraint ?? '')) throw idHeldByAnother();
    throw error;
  }
}
