import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const ChangeRequestList = lazy(() =>
  import('./change-request-list.tsx').then((m) => ({ default: m.ChangeRequestList })),
);
const ChangeRequestShow = lazy(() =>
  import('./change-request-show.tsx').then((m) => ({ default: m.ChangeRequestShow })),
);

export const changeRequests = {
  name: 'change-requests',
  list: ChangeRequestList,
  show: ChangeRequestShow,
  icon: ManageAccountsIcon,
};
