import type { Answer, ItemOf, Narrow } from '@fund/contract';
import { type StaffRole, staffRoles } from '@fund/domain';

export const customerTypes = ['INDIVIDUAL', 'JURISTIC'] as const;
export type CustomerType = (typeof customerTypes)[number];

export const userStatuses = ['ACTIVE', 'UNVERIFIED', 'LOCKED'] as const;
export type UserStatus = (typeof userStatuses)[number];

// Mirrors a sensible bound for a reason typed into the lock dialog.
export const lockReasonMax = 500;

/** The API's user record (`GET /admin/users`; `GET /admin/users/:id` adds whether two-factor sign-in is on). */
export type UserRecord = Narrow<
  ItemOf<Answer<'/admin/users'>>,
  { role: StaffRole | null; customerType: CustomerType }
> & { twoFactorEnabled?: boolean };

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
