import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const UserShow = lazy(() => import('./user-show.tsx').then((m) => ({ default: m.UserShow })));
const UserList = lazy(() => import('./user-list.tsx').then((m) => ({ default: m.UserList })));

export const users = {
  name: 'users',
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
