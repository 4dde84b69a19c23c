import { amlHighRiskCountries } from './aml.ts';

/**
 * DESIGN §4 "Servicing": after approval, contact details change at once; everything else a verified investor
 * changes in the general and personal information (nationality, occupation, employer, income, source of funds,
 * beneficiary…) goes to compliance as a change request.
 */
export const contactProfileFields = ['phone', 'currentAddress'] as const;

/** What a change request changes: the profile's material fields, the bank account payouts go to, or the wallet. */
export const changeRequestKinds = ['PROFILE', 'BANK_ACCOUNT', 'WALLET'] as const;
export type ChangeRequestKind = (typeof changeRequestKinds)[number];

/** A change request waits for compliance, who approve it (it is applied) or reject it with a reason. */
export const changeRequestStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ChangeRequestStatus = (typeof changeRequestStatuses)[number];

export type ProfileSection = 'general' | 'personal';
export type ProfileForms = Partial<Record<ProfileSection, Record<string, unknown> | null>>;

/** One field's change: "general.phone" → its old and new value. */
export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Key order must not make two equal addresses differ. */
function canonical(value: unknown): string {
  if (value === undefined) return 'null';
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined && v !== null && v !== '')
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';
const sameValue = (a: unknown, b: unknown) => (isEmpty(a) && isEmpty(b)) || canonical(a) === canonical(b);

/** The fields a submitted form changes, split into contact details and material data. */
export function splitProfileChange(
  current: ProfileForms,
  next: ProfileForms,
): { contact: FieldChanges; material: FieldChanges } {
  const contact: FieldChanges = {};
  const material: FieldChanges = {};
  for (const section of ['general', 'personal'] as const) {
    const form = next[section];
    if (!form) continue;
    const old = current[section] ?? {};
    for (const [field, after] of Object.entries(form)) {
      // "Same as the ID-card address" only says how an address was typed; the address itself is compared.
      if (field.endsWith('SameAs')) continue;
      const before = old[field];
      if (sameValue(before, after)) continue;
      const isContact = section === 'general' && (contactProfileFields as readonly string[]).includes(field);
      (isContact ? contact : material)[`${section}.${field}`] = { before: before ?? null, after };
    }
  }
  return { contact, material };
}

const riskyCountry = (value: unknown, highRisk: readonly string[]) =>
  typeof value === 'string' && highRisk.includes(value.toUpperCase());

/**
 * DESIGN §4 "AML": income from a high-risk country raises enhanced due diligence. A change that newly names
 * one (as the country of the source of income or as nationality) asks for 6 months of bank statements and a
 * supporting document with the request.
 */
export function profileChangeRaisesEdd(
  material: FieldChanges,
  highRisk: readonly string[] = amlHighRiskCountries,
): boolean {
  return ['personal.incomeSourceCountry', 'general.nationality'].some((field) => {
    const change = material[field];
    return (
      change !== undefined && riskyCountry(change.after, highRisk) && !riskyCountry(change.before, highRisk)
    );
  });
}
