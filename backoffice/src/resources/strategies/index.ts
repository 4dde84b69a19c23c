import TuneIcon from '@mui/icons-material/Tune';
import { StrategyEdit } from './strategy-edit.tsx';
import { StrategyList } from './strategy-list.tsx';
import { StrategyShow } from './strategy-show.tsx';

export const strategies = {
  name: 'strategies',
  list: StrategyList,
  edit: StrategyEdit,
  show: StrategyShow,
  icon: TuneIcon,
};
