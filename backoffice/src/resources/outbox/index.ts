import OutboxIcon from '@mui/icons-material/Outbox';
import { OutboxList } from './outbox-list.tsx';

export const outbox = {
  name: 'outbox',
  list: OutboxList,
  icon: OutboxIcon,
  recordRepresentation: 'recipient',
};
