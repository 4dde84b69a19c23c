import EventBusyIcon from '@mui/icons-material/EventBusy';
import { HolidayCreate } from './holiday-create.tsx';
import { HolidayList } from './holiday-list.tsx';

export const holidays = {
  name: 'holidays',
  list: HolidayList,
  create: HolidayCreate,
  icon: EventBusyIcon,
};
