import EventBusyIcon from '@mui/icons-material/EventBusy';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const HolidayList = lazy(() => import('./holiday-list.tsx').then((m) => ({ default: m.HolidayList })));
const HolidayCreate = lazy(() => import('./holiday-create.tsx').then((m) => ({ default: m.HolidayCreate })));

export const holidays = {
  name: 'holidays',
  list: HolidayList,
  create: HolidayCreate,
  icon: EventBusyIcon,
};
