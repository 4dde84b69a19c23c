import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const BatchList = lazy(() => import('./batch-list.tsx').then((m) => ({ default: m.BatchList })));

export const payoutBatches = {
  name: 'payout-batches',
  list: BatchList,
  icon: RequestQuoteIcon,
};
