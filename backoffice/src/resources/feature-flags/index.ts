import FlagIcon from '@mui/icons-material/Flag';
import { FeatureFlagEdit } from './feature-flag-edit.tsx';
import { FeatureFlagList } from './feature-flag-list.tsx';

export const featureFlags = {
  name: 'feature-flags',
  list: FeatureFlagList,
  edit: FeatureFlagEdit,
  icon: FlagIcon,
};
