import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const AuditLogList = lazy(() => import('./audit-log-list.tsx').then((m) => ({ default: m.AuditLogList })));

export const auditLog = {
  name: 'audit-log',
  list: AuditLogList,
  icon: HistoryIcon,
};
