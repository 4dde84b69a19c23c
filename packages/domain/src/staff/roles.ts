/** Staff roles; a user with a non-null role is an admin user in the spec's sense (isAdmin). */
export const staffRoles = ['compliance', 'operations', 'support', 'admin'] as const;

export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}
