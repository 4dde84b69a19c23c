import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const DepositShow = lazy(() => import('./deposit-show.tsx').then((m) => ({ default: m.DepositShow })));
const DepositList = lazy(() => import('./deposit-list.tsx').then((m) => ({ default: m.DepositList })));

export const deposits = {
  name: 'deposits',
  list: DepositList,
  show: DepositShow,
  icon: AccountBalanceIcon,
  recordRepresentation: 'ref',
};
