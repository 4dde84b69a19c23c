import HistoryIcon from '@mui/icons-material/History';
import { AuditLogList } from './audit-log-list.tsx';

export const auditLog = {
  name: 'audit-log',
  list: AuditLogList,
  icon: HistoryIcon,
};
