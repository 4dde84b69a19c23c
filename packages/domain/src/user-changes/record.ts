/**
 * The `logUserChange` history: each change an investor makes to their own account, as field names with their
 * value before and after. What is written is safe to show any staff member: a secret (password, PIN) is never
 * kept, only that it changed; an ID or bank number keeps its last 4 characters.
 */
export const userChangeAction = 'user-change';

/** Where on their account the investor made the change. */
export const userChangeSources = ['profile', 'bank', 'wallet', 'security', 'preferences'] as const;
export type UserChangeSource = (typeof userChangeSources)[number];

/** One field: "general.phone" → its old and new value. */
export type UserFieldChanges = Record<string, { before: unknown; after: unknown }>;

/** Shown instead of a secret's value: the entry says it changed (or was set), never what it is. */
export const hiddenValue = '[hidden]';

const secretField = /(password|pin|secret|totp|otp|token)$/i;
const numberField = /(idCardNumber|idNumber|passportNumber|laserCode|accountNumber|taxId)$/i;

/** An ID or account number with all but its last 4 characters replaced. */
export function maskNumber(value: string): string {
  const plain = value.replace(/[\s-]/g, '');
  return plain.length <= 4 ? '*'.repeat(plain.length) : `${'*'.repeat(plain.length - 4)}${plain.slice(-4)}`;
}

function safeValue(field: string, value: unknown): unknown {
  if (value === undefined || value === null || value === '') return null;
  if (secretField.test(field)) return hiddenValue;
  if (numberField.test(field) && typeof value === 'string') return maskNumber(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, safeValue(k, v)]),
    );
  }
  return value;
}

/**
 * The before and after sides of a `user-change` entry: only fields that changed, secrets hidden, numbers
 * masked. Null when nothing changed (no entry is written then).
 */
export function userChangeSides(
  source: UserChangeSource,
  changes: UserFieldChanges,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const fields = Object.entries(changes).filter(
    ([field, { before, after }]) =>
      secretField.test(field) || JSON.stringify(before ?? null) !== JSON.stringify(after ?? null),
  );
  if (fields.length === 0) return null;
  const before: Record<string, unknown> = { source };
  const after: Record<string, unknown> = { source };
  for (const [field, change] of fields) {
    before[field] = safeValue(field, change.before);
    after[field] = safeValue(field, change.after);
  }
  return { before, after };
}
