import type { Messages } from '../../types.ts';
import type { auditLogTh } from './audit-log.th.ts';

/** The back office's audit-log screens in English. */
export const auditLogEn: Messages<typeof auditLogTh> = {
  'audit-log': {
    name: 'Audit log',
    fields: {
      createdAt: 'Time',
      actor: 'Actor',
      action: 'Action',
      subject: 'Target',
      ip: 'IP',
      requestId: 'Request ID',
      before: 'Before',
      after: 'After',
    },
    actions: {
      users_lock: 'Account locked',
      users_unlock: 'Account unlocked',
      users_role: 'Role changed',
      'app-settings_update': 'System setting changed',
      'feature-flags_update': 'Feature flag changed',
      inbox_update: 'Inbox item updated',
    },
    system: 'System',
    subject_helper: 'Exact, e.g. users/4',
  },
};
