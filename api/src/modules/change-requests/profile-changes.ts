import { type ProfileForms, profileChangeRaisesEdd, splitProfileChange } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { recordUserChange } from '../audit/user-change.ts';
import { type Address, addressErrors, throwIfAny } from '../kyc/info.ts';
import { type KycProfile, loadProfile, updateProfile } from '../kyc/profile.ts';
import { openRequest, requestsOf, sidesOf } from './requests.ts';

type Form = Record<string, unknown>;

/** The profile a verified investor reads and changes from the profile menu, with their change requests. */
export async function profileOf(ctx: AppContext, userId: number) {
  const profile = await loadProfile(ctx, userId);
  return {
    status: profile.personalStatus,
    general: profile.general,
    personal: profile.personal,
    changeRequests: await requestsOf(ctx, userId),
  };
}

/** "Same as the ID-card address" and its kind are resolved the way the onboarding forms resolve them. */
function resolveCopies(profile: KycProfile, general: Form | undefined, personal: Form | undefined) {
  const resolvedGeneral = general && {
    ...general,
    currentAddress:
      general.currentAddressSameAs === 'ID_CARD' ? general.idCardAddress : general.currentAddress,
  };
  let resolvedPersonal = personal;
  if (personal?.workAddressSameAs) {
    const source = personal.workAddressSameAs === 'ID_CARD' ? 'idCardAddress' : 'currentAddress';
    const from: Form = resolvedGeneral ?? profile.general ?? {};
    resolvedPersonal = { ...personal, workAddress: (from[source] as Address | undefined) ?? null };
  }
  return { general: resolvedGeneral, personal: resolvedPersonal };
}

async function assertEddDocuments(ctx: AppContext, userId: number, fileIds: string[]) {
  const kinds = await ctx.sequelize.query<{ kind: string }>(
    'SELECT DISTINCT kind FROM kyc_files WHERE user_id = :userId AND id::text IN (:fileIds)',
    { type: QueryTypes.SELECT, replacements: { userId, fileIds: fileIds.length > 0 ? fileIds : [''] } },
  );
  const have = new Set(kinds.map((k) => k.kind));
  if (!have.has('EDD_STATEMENT') || !have.has('EDD_SUPPORT')) {
    throw new AppError('CHANGE_REQUEST_EDD_DOCUMENTS_REQUIRED', 422);
  }
}

/**
 * DESIGN §4 "Servicing": a verified investor's contact details (phone, current address) apply at once and are
 * audited; every other changed field goes to compliance as one change request, the old values staying in force
 * (and the account investing) until it is approved. A change that raises enhanced due diligence must bring its
 * documents.
 */
export async function changeProfile(
  ctx: AppContext,
  actor: RequestActor,
  body: { general?: Form; personal?: Form; fileIds?: string[] },
) {
  const userId = actor.id;
  throwIfAny([
    ...(await addressErrors('general.idCardAddress', body.general?.idCardAddress as Address)),
    ...(await addressErrors('general.currentAddress', body.general?.currentAddress as Address)),
    ...(await addressErrors('personal.workAddress', body.personal?.workAddress as Address)),
  ]);
  return ctx.sequelize.transaction(async (transaction) => {
    const profile = await loadProfile(ctx, userId, { transaction, lock: true });
    if (profile.personalStatus !== 'VERIFIED') throw new AppError('PROFILE_NOT_VERIFIED', 409);
    const next: ProfileForms = resolveCopies(profile, body.general, body.personal);
    const { contact, material } = splitProfileChange(
      { general: profile.general, personal: profile.personal },
      next,
    );
    if (Object.keys(contact).length + Object.keys(material).length === 0) {
      throw new AppError('CHANGE_REQUEST_NOTHING_CHANGED', 422);
    }
    let changeRequest = null;
    if (Object.keys(material).length > 0) {
      const eddRequired = profileChangeRaisesEdd(material);
      const fileIds = body.fileIds ?? [];
      if (eddRequired) await assertEddDocuments(ctx, userId, fileIds);
      changeRequest = await openRequest(ctx, transaction, {
        userId,
        kind: 'PROFILE',
        ...sidesOf(material),
        eddRequired,
        fileIds: eddRequired ? fileIds : [],
      });
      await recordAudit(
        ctx,
        {
          actorId: userId,
          action: 'PROFILE_CHANGE_REQUESTED',
          subject: `change-requests/${changeRequest.id}`,
          ...sidesOf(material),
          requestId: actor.requestId,
          request: actor.request,
        },
        transaction,
      );
    }
    if (Object.keys(contact).length > 0) {
      const general = { ...(profile.general ?? {}) };
      for (const [field, change] of Object.entries(contact)) {
        const name = field.replace(/^general\./, '');
        general[name] = change.after;
        // The address is now typed, no longer a copy of the ID-card address.
        if (name.endsWith('Address')) general[`${name}SameAs`] = null;
      }
      await updateProfile(ctx, userId, { general }, transaction);
      await recordAudit(
        ctx,
        {
          actorId: userId,
          action: 'PROFILE_CONTACT_CHANGED',
          subject: `users/${userId}`,
          ...sidesOf(contact),
          requestId: actor.requestId,
          request: actor.request,
        },
        transaction,
      );
    }
    await recordUserChange(ctx, transaction, actor, 'profile', { ...contact, ...material });
    return { applied: Object.keys(contact), changeRequest };
  });
}
