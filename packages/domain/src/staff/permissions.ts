import { type StaffRole, staffRoles } from './roles.ts';

const everyRole = staffRoles;
const operationsAndAdmin = ['operations', 'admin'] as const;
const complianceAndAdmin = ['compliance', 'admin'] as const;
const adminOnly = ['admin'] as const;

/**
 * What each staff action is allowed to which roles: the one table the API's guards enforce and the back office
 * builds its menus and buttons from. Every role reads the back office's records; operations run money and
 * strategies, compliance decides identities, support helps people in and out of their accounts, admins do all.
 */
export const staffPermissions = {
  /** Reading users, KYC cases, change requests, orders, NAVs, settlements, payouts, documents, tiers, the calendar. */
  read: everyRole,
  /** Sending an investor a statement from an enquiry in the inbox. */
  answerInbox: everyRole,
  /** The case's full ID and bank numbers, and approve, reject, revision and block. */
  decideKycCases: complianceAndAdmin,
  decideChangeRequests: complianceAndAdmin,
  /** Customer service open a company's account; compliance decide it (never its maker). */
  openJuristicAccounts: ['support', 'admin'],
  decideJuristicAccounts: complianceAndAdmin,
  unlockUsers: ['support', 'compliance', 'admin'],
  lockUsers: complianceAndAdmin,
  readAuditLog: complianceAndAdmin,
  readOutbox: ['support', 'admin'],
  changeRoles: adminOnly,
  /** Only an admin resets another staff member's second factor (the API refuses one's own). */
  resetStaffTwoFactor: adminOnly,
  manageFeatureFlags: adminOnly,
  keepTiers: adminOnly,
  recalculateTiers: operationsAndAdmin,
  manageAppSettings: operationsAndAdmin,
  readClientErrors: operationsAndAdmin,
  keepCalendar: operationsAndAdmin,
  decideOrders: operationsAndAdmin,
  handleDeposits: operationsAndAdmin,
  /** Entering, approving and rejecting NAVs, and running the settlement (never the NAV's own maker). */
  keepNavs: operationsAndAdmin,
  keepFxRates: operationsAndAdmin,
  keepStrategies: operationsAndAdmin,
  keepCustodian: operationsAndAdmin,
  payOut: operationsAndAdmin,
  /** Replacing a tax invoice, e-mailing a document again, running the monthly statements. */
  keepDocuments: operationsAndAdmin,
} as const satisfies Record<string, readonly StaffRole[]>;

export type StaffAction = keyof typeof staffPermissions;

/** The roles allowed `action`. */
export function rolesAllowed(action: StaffAction): readonly StaffRole[] {
  return staffPermissions[action];
}

/** Whether `role` (anything: a session's role may be null or unknown) may do `action`. */
export function staffMay(role: unknown, action: StaffAction): boolean {
  return (staffPermissions[action] as readonly unknown[]).includes(role);
}

/** What a role may do, read the other way round from the table. */
export function actionsOf(role: StaffRole): StaffAction[] {
  return (Object.keys(staffPermissions) as StaffAction[]).filter((action) => staffMay(role, action));
}
