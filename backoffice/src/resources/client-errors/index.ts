import BugReportIcon from '@mui/icons-material/BugReport';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const ClientErrorList = lazy(() =>
  import('./client-error-list.tsx').then((m) => ({ default: m.ClientErrorList })),
);

export const clientErrors = {
  name: 'client-errors',
  list: ClientErrorList,
  icon: BugReportIcon,
};
