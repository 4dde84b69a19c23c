import PaymentsIcon from '@mui/icons-material/Payments';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const PayoutList = lazy(() => import('./payout-list.tsx').then((m) => ({ default: m.PayoutList })));
const PayoutShow = lazy(() => import('./payout-show.tsx').then((m) => ({ default: m.PayoutShow })));

export const payouts = {
  name: 'payouts',
  list: PayoutList,
  show: PayoutShow,
  icon: PaymentsIcon,
};
