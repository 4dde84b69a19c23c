import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { ChangeRequestList } from './change-request-list.tsx';
import { ChangeRequestShow } from './change-request-show.tsx';

export const changeRequests = {
  name: 'change-requests',
  list: ChangeRequestList,
  show: ChangeRequestShow,
  icon: ManageAccountsIcon,
};
