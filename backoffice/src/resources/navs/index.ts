import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { NavCreate } from './nav-create.tsx';
import { NavList } from './nav-list.tsx';

export const navs = {
  name: 'navs',
  list: NavList,
  create: NavCreate,
  icon: PriceCheckIcon,
};
