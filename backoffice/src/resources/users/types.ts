import type { Answer, ItemOf } from '@fund/contract';
import { customerTypes, type StaffRole, staffRoles } from '@fund/domain';
import { catalogueChoices } from '../../components/catalogue-choices.ts';

// Mirrors a sensible bound for a reason typed into the lock dialog.
export const lockReasonMax = 500;

/** The API's user record (`GET /admin/users`; `GET /admin/users/:id` adds whether two-factor sign-in is on). */
export type UserRecord = ItemOf<Answer<'/admin/users'>> & { twoFactorEnabled?: boolean };

/** The API's word for an account: a lock outweighs everything; an address not yet confirmed comes next. */
export type UserStatus = UserRecord['status'];

/** The role select's value: `none` stands for a customer (role null), since a select cannot hold null. */
export const noRole = 'none';
export type RoleChoice = StaffRole | typeof noRole;
export const roleChoices: readonly RoleChoice[] = [noRole, ...staffRoles];
export const toRole = (choice: RoleChoice): StaffRole | null => (choice === noRole ? null : choice);
export const roleLabelKey = (role: StaffRole | null) =>
  role ? `app.roles.${role}` : 'resources.users.no_role';

/** Translation keys for the select inputs; react-admin translates each choice's name. */
export const customerTypeChoices = catalogueChoices(customerTypes, 'resources.users.customer_types');
