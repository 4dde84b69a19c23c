import { type StaffAction, staffMay } from '@fund/domain';

/**
 * Which screens and buttons each staff role sees: read from the domain's staff permission table, the one the API
 * enforces on every call, so a role never sees a screen or a button the API would refuse it.
 */
const allowed = (action: StaffAction) => (role: unknown) => staffMay(role, action);

export const canManageAppSettings = allowed('manageAppSettings');
export const canManageFeatureFlags = allowed('manageFeatureFlags');
export const canUnlockUsers = allowed('unlockUsers');
export const canLockUsers = allowed('lockUsers');
/** Replacing a tax invoice, e-mailing a document again, running the monthly statements. */
export const canKeepDocuments = allowed('keepDocuments');
export const canChangeRoles = allowed('changeRoles');
export const canResetStaffTwoFactor = allowed('resetStaffTwoFactor');
export const canReadAuditLog = allowed('readAuditLog');
export const canReadClientErrors = allowed('readClientErrors');
export const canReadOutbox = allowed('readOutbox');
export const canKeepCalendar = allowed('keepCalendar');
/** Every staff role reads the records: users, KYC cases, change requests, orders, NAVs, payouts, strategies. */
export const canRead = allowed('read');
export const canDecideKycCases = allowed('decideKycCases');
export const canDecideOrders = allowed('decideOrders');
export const canKeepNavs = allowed('keepNavs');
export const canKeepStrategies = allowed('keepStrategies');
export const canHandleDeposits = allowed('handleDeposits');
export const canKeepTiers = allowed('keepTiers');
export const canRecalculateTiers = allowed('recalculateTiers');
export const canPayOut = allowed('payOut');
export const canDecideChangeRequests = allowed('decideChangeRequests');
export const canKeepFxRates = allowed('keepFxRates');
export const canKeepCustodian = allowed('keepCustodian');
export const canOpenJuristicAccounts = allowed('openJuristicAccounts');
export const canDecideJuristicAccounts = allowed('decideJuristicAccounts');
