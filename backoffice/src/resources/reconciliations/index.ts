import BalanceIcon from '@mui/icons-material/Balance';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const ReconciliationList = lazy(() =>
  import('./reconciliation-list.tsx').then((m) => ({ default: m.ReconciliationList })),
);
const ReconciliationShow = lazy(() =>
  import('./reconciliation-show.tsx').then((m) => ({ default: m.ReconciliationShow })),
);

export const reconciliations = {
  name: 'reconciliations',
  list: ReconciliationList,
  show: ReconciliationShow,
  icon: BalanceIcon,
};
