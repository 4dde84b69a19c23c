import BalanceIcon from '@mui/icons-material/Balance';
import { ReconciliationList } from './reconciliation-list.tsx';
import { ReconciliationShow } from './reconciliation-show.tsx';

export const reconciliations = {
  name: 'reconciliations',
  list: ReconciliationList,
  show: ReconciliationShow,
  icon: BalanceIcon,
};
