import { isStaffRole } from '@fund/domain';

/**
 * Which screens each staff role sees. The API checks the same roles on every call; this only keeps
 * screens a role would be refused out of its menu.
 */
export function canManageAppSettings(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

export function canManageFeatureFlags(role: unknown): boolean {
  return role === 'admin';
}

/** Every staff role looks people up; unlocking is for support, compliance and admins, locking for the last two. */
export function canUnlockUsers(role: unknown): boolean {
  return role === 'support' || role === 'compliance' || role === 'admin';
}

export function canLockUsers(role: unknown): boolean {
  return role === 'compliance' || role === 'admin';
}

/** Cancelling a tax invoice and issuing its replacement: operations and admins, as the API allows. */
export function canReplaceTaxInvoices(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

/** E-mailing an investor one of their documents again: operations and admins, as the API allows. */
export function canResendDocuments(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

export function canChangeRoles(role: unknown): boolean {
  return role === 'admin';
}

/** Only an admin resets another staff member's second factor (the API refuses one's own). */
export function canResetStaffTwoFactor(role: unknown): boolean {
  return role === 'admin';
}

export function canReadAuditLog(role: unknown): boolean {
  return role === 'compliance' || role === 'admin';
}

/** Front-end error reports are for operations, who run the service, and admins. */
export function canReadClientErrors(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

export function canReadOutbox(role: unknown): boolean {
  return role === 'support' || role === 'admin';
}

/** Every staff role reads the business calendar; operations and admins keep it. */
export function canKeepCalendar(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

/** Every staff role reads KYC cases: compliance, operations, support and admins. */
export function canReadKycCases(role: unknown): boolean {
  return isStaffRole(role);
}

/** Deciding KYC cases (approve, reject, revision, block) is for compliance and admins. */
export function canDecideKycCases(role: unknown): boolean {
  return role === 'compliance' || role === 'admin';
}

/** Every staff role reads orders, NAVs and settlements; approving and rejecting orders is for operations and admins. */
export function canDecideOrders(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

/** Entering, approving and rejecting NAVs is for operations and admins (never the NAV's own maker, the API checks). */
export function canKeepNavs(role: unknown): boolean {
  return role === 'operations' || role === 'admin';
}

/** Customer service (and admins) open juristic accounts; compliance (and admins) decide them, as the API allows. */
export function canOpenJuristicAccounts(role: unknown): boolean {
  return role === 'support' || role === 'admin';
}

export function canDecideJuristicAccounts(role: unknown): boolean {
  return role === 'compliance' || role === 'admin';
}
