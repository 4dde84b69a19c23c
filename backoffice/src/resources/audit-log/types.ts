import type { Answer, ItemOf } from '@fund/contract';

/** One entry of `GET /admin/audit-log`: who did what to which record, with the state before and after. */
export type AuditEntry = ItemOf<Answer<'/admin/audit-log'>>;

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
