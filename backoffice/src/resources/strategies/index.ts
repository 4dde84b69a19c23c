import TuneIcon from '@mui/icons-material/Tune';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const StrategyShow = lazy(() => import('./strategy-show.tsx').then((m) => ({ default: m.StrategyShow })));
const StrategyList = lazy(() => import('./strategy-list.tsx').then((m) => ({ default: m.StrategyList })));
const StrategyEdit = lazy(() => import('./strategy-edit.tsx').then((m) => ({ default: m.StrategyEdit })));

export const strategies = {
  name: 'strategies',
  list: StrategyList,
  edit: StrategyEdit,
  show: StrategyShow,
  icon: TuneIcon,
};
