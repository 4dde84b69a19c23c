import WorkspacePremiumIcon from '@mui/icons-material/WorkspacePremium';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const TierList = lazy(() => import('./tier-list.tsx').then((m) => ({ default: m.TierList })));
const TierEdit = lazy(() => import('./tier-edit.tsx').then((m) => ({ default: m.TierEdit })));

export const tiers = {
  name: 'tiers',
  list: TierList,
  edit: TierEdit,
  icon: WorkspacePremiumIcon,
};
