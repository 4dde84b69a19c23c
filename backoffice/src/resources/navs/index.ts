import PriceCheckIcon from '@mui/icons-material/PriceCheck';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const NavList = lazy(() => import('./nav-list.tsx').then((m) => ({ default: m.NavList })));
const NavCreate = lazy(() => import('./nav-create.tsx').then((m) => ({ default: m.NavCreate })));

export const navs = {
  name: 'navs',
  list: NavList,
  create: NavCreate,
  icon: PriceCheckIcon,
};
