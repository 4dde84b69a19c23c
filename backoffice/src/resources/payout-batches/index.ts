import RequestQuoteIcon from '@mui/icons-material/RequestQuote';
import { BatchList } from './batch-list.tsx';

export const payoutBatches = {
  name: 'payout-batches',
  list: BatchList,
  icon: RequestQuoteIcon,
};
