import FlagIcon from '@mui/icons-material/Flag';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const FeatureFlagList = lazy(() =>
  import('./feature-flag-list.tsx').then((m) => ({ default: m.FeatureFlagList })),
);
const FeatureFlagEdit = lazy(() =>
  import('./feature-flag-edit.tsx').then((m) => ({ default: m.FeatureFlagEdit })),
);

export const featureFlags = {
  name: 'feature-flags',
  list: FeatureFlagList,
  edit: FeatureFlagEdit,
  icon: FlagIcon,
};
