import CurrencyExchangeIcon from '@mui/icons-material/CurrencyExchange';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const FxRateList = lazy(() => import('./fx-rate-list.tsx').then((m) => ({ default: m.FxRateList })));
const FxRateCreate = lazy(() => import('./fx-rate-create.tsx').then((m) => ({ default: m.FxRateCreate })));

export const fxRates = {
  name: 'fx-rates',
  list: FxRateList,
  create: FxRateCreate,
  icon: CurrencyExchangeIcon,
};
