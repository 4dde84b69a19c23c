import ArticleIcon from '@mui/icons-material/Article';
import { lazy } from 'react';

// The screen loads when it is first opened, so the login page ships none of it.
const StatementRunList = lazy(() =>
  import('./statement-run-list.tsx').then((m) => ({ default: m.StatementRunList })),
);

export const statementRuns = {
  name: 'statement-runs',
  list: StatementRunList,
  icon: ArticleIcon,
};
