import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { SettlementList } from './settlement-list.tsx';

export const settlements = {
  name: 'settlements',
  list: SettlementList,
  icon: AccountBalanceIcon,
};
