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
