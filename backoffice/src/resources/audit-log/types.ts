/** One entry of `GET /admin/audit-log`: who did what to which record, with the state before and after. */
export interface AuditEntry {
  id: number;
  action: string;
  subject: string;
  before: unknown;
  after: unknown;
  requestId: string | null;
  createdAt: string;
  /** The actor's e-mail; null when the system acted on its own. */
  actor: string | null;
}

// The actions the API records today; an action not listed here still shows, under its own name.
export const auditActions = [
  'users.lock',
  'users.unlock',
  'users.role',
  'app-settings.update',
  'feature-flags.update',
  'inbox.update',
] as const;

export const actionKey = (action: string) => `resources.audit-log.actions.${action.replace(/\./g, '_')}`;

/** Translation keys for the select input; react-admin translates each choice's name. */
export const actionChoices = auditActions.map((id) => ({ id, name: actionKey(id) }));

/** The caller's IP, which the API keeps inside `after` for the changes that record it. */
export function ipOf(entry: Pick<AuditEntry, 'after'>): string | null {
  const after = entry.after as { ip?: unknown } | null;
  return after && typeof after === 'object' && typeof after.ip === 'string' ? after.ip : null;
}
