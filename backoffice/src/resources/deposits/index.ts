import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { DepositList } from './deposit-list.tsx';
import { DepositShow } from './deposit-show.tsx';

export { canHandleDeposits } from './types.ts';

export const deposits = {
  name: 'deposits',
  list: DepositList,
  show: DepositShow,
  icon: AccountBalanceIcon,
  recordRepresentation: 'ref',
};
