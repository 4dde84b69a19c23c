import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const JuristicAccountList = lazy(() =>
  import('./juristic-account-list.tsx').then((m) => ({ default: m.JuristicAccountList })),
);
const JuristicAccountShow = lazy(() =>
  import('./juristic-account-show.tsx').then((m) => ({ default: m.JuristicAccountShow })),
);
export const JuristicAccountCreate = lazy(() =>
  import('./juristic-account-create.tsx').then((m) => ({ default: m.JuristicAccountCreate })),
);

/** Without `create`: the opening form is added for the roles that may open an account. */
export const juristicAccounts = {
  name: 'juristic-accounts',
  list: JuristicAccountList,
  show: JuristicAccountShow,
  icon: BusinessIcon,
};
