import { validateAddress } from 'thai-address-universal';
import type { AppContext } from '../../platform/context.ts';
import type { FieldError } from '../../platform/errors.ts';
import { AppError } from '../../platform/errors.ts';
import type { KycProfile, StepStatus } from './profile.ts';
import { loadProfile, updateProfile } from './profile.ts';

export type Address = Record<string, unknown> & { kind: 'THAI' | 'FOREIGN' };
type Form = Record<string, unknown>;

/**
 * A Thai address must be one real chain province → district → subdistrict → postal code (the maintained
 * thai-address-universal data, Thai names). Foreign addresses carry state and country and are not looked up.
 */
export async function addressErrors(
  field: string,
  address: Address | null | undefined,
): Promise<FieldError[]> {
  if (address?.kind !== 'THAI') return [];
  const result = await validateAddress({
    province: String(address.province),
    district: String(address.district),
    subDistrict: String(address.subDistrict),
    postalCode: String(address.postalCode),
  });
  if (result.valid) return [];
  return Object.entries(result.errors).map(([part, message]) => ({
    field: `body.${field}.${part}`,
    code: 'KYC_ADDRESS_INVALID',
    message: String(message),
  }));
}

export function throwIfAny(errors: FieldError[]) {
  if (errors.length > 0) throw new AppError('KYC_ADDRESS_INVALID', 422, { errors });
}

const settled: StepStatus[] = ['VERIFIED', 'BLOCKED'];
const assertEditable = (profile: KycProfile) => {
  if (settled.includes(profile.personalStatus)) throw new AppError('AUTH_FORBIDDEN', 403);
};

/** Both parts saved → the step waits for review; one alone is still being filled in. */
const statusAfter = (general: unknown, personal: unknown): StepStatus =>
  general && personal ? 'PENDING' : 'WAITING';

export async function saveGeneral(ctx: AppContext, userId: number, body: Form) {
  const { draft, ...form } = body;
  const profile = await loadProfile(ctx, userId);
  assertEditable(profile);
  if (draft) {
    await updateProfile(ctx, userId, { generalDraft: form });
    return { saved: false, draft: true, status: profile.personalStatus };
  }
  throwIfAny([
    ...(await addressErrors('idCardAddress', form.idCardAddress as Address)),
    ...(await addressErrors('currentAddress', form.currentAddress as Address)),
  ]);
  const general = {
    ...form,
    currentAddress: form.currentAddressSameAs === 'ID_CARD' ? form.idCardAddress : form.currentAddress,
  };
  const status = statusAfter(general, profile.personal);
  await updateProfile(ctx, userId, { general, generalDraft: null, personalStatus: status });
  return { saved: true, draft: false, status };
}

export async function savePersonal(ctx: AppContext, userId: number, body: Form) {
  const { draft, ...form } = body;
  const profile = await loadProfile(ctx, userId);
  assertEditable(profile);
  if (draft) {
    await updateProfile(ctx, userId, { personalDraft: form });
    return { saved: false, draft: true, status: profile.personalStatus };
  }
  let workAddress = form.workAddress as Address | null;
  if (form.workAddressSameAs) {
    const source = form.workAddressSameAs === 'ID_CARD' ? 'idCardAddress' : 'currentAddress';
    workAddress = (profile.general?.[source] as Address | undefined) ?? null;
    if (!workAddress) {
      throw new AppError('VALIDATION_FAILED', 422, {
        errors: [
          {
            field: 'body.workAddressSameAs',
            code: 'any.invalid',
            message: 'Save the general information with that address first',
          },
        ],
      });
    }
  } else {
    throwIfAny(await addressErrors('workAddress', workAddress));
  }
  const personal = { ...form, workAddress };
  const status = statusAfter(profile.general, personal);
  await updateProfile(ctx, userId, { personal, personalDraft: null, personalStatus: status });
  return { saved: true, draft: false, status };
}
