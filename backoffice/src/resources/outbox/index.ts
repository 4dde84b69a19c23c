import OutboxIcon from '@mui/icons-material/Outbox';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const OutboxList = lazy(() => import('./outbox-list.tsx').then((m) => ({ default: m.OutboxList })));

export const outbox = {
  name: 'outbox',
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: 'recipient',
};
