import { type StaffRole, staffRoles } from '@fund/domain';

export const customerTypes = ['INDIVIDUAL', 'JURISTIC'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const userStatuses = ['ACTIVE', 'UNVERIFIED', 'LOCKED'] as const;
export type UserStatus = (typeof userStatuses)[number];

// Mirrors a sensible bound for a reason typed into the lock dialog.
export const lockReasonMax = 500;

/** The API's user record (`GET /admin/users`, `GET /admin/users/:id`). */
export interface UserRecord {
  id: number;
  uuid: string;
  email: string;
  role: StaffRole | null;
  isAdmin: boolean;
  customerType: CustomerType;
  companyName: string | null;
  saleCode: string | null;
  emailVerified: boolean;
  locked: boolean;
  lockedAt: string | null;
  lockedReason: string | null;
  createdAt: string;
  /** The investor's customer tier (null for staff and until first worked out). */
  tierCode: string | null;
  tierName: { th: string; en: string } | null;
  tierSince: string | null;
  /** On the detail only: whether the user has a confirmed second factor (an admin may reset a staff member's). */
  twoFactorEnabled?: boolean;
}

/** A lock outweighs everything; an address not yet confirmed comes next. */
export function userStatus(user: Pick<UserRecord, 'locked' | 'emailVerified'>): UserStatus {
  if (user.locked) return 'LOCKED';
  return user.emailVerified ? 'ACTIVE' : 'UNVERIFIED';
}

/** The role select's value: `none` stands for a customer (role null), since a select cannot hold null. */
export const noRole = 'none';
export type RoleChoice = StaffRole | typeof noRole;
export const roleChoices: readonly RoleChoice[] = [noRole, ...staffRoles];
export const toRole = (choice: RoleChoice): StaffRole | null => (choice === noRole ? null : choice);
export const roleLabelKey = (role: StaffRole | null) =>
  role ? `app.roles.${role}` : 'resources.users.no_role';

/** Translation keys for the select inputs; react-admin translates each choice's name. */
export const customerTypeChoices = customerTypes.map((id) => ({
  id,
  name: `resources.users.customer_types.${id}`,
}));
