import PaymentsIcon from '@mui/icons-material/Payments';
import { PayoutList } from './payout-list.tsx';

export const payouts = {
  name: 'payouts',
  list: PayoutList,
  icon: PaymentsIcon,
};
