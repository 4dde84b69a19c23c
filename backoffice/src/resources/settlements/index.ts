import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const SettlementList = lazy(() =>
  import('./settlement-list.tsx').then((m) => ({ default: m.SettlementList })),
);

export const settlements = {
  name: 'settlements',
  list: SettlementList,
  icon: AccountBalanceIcon,
};
