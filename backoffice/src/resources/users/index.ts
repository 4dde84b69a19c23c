import PeopleIcon from '@mui/icons-material/People';
import { UserList } from './user-list.tsx';
import { UserShow } from './user-show.tsx';

export const users = {
  name: 'users',
  list: UserList,
  show: UserShow,
  icon: PeopleIcon,
  recordRepresentation: 'email',
};
