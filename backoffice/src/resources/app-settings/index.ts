import SettingsIcon from '@mui/icons-material/Settings';
import { lazy } from 'react';

// Each screen loads when it is first opened, so the login page ships none of them.
const AppSettingList = lazy(() =>
  import('./app-setting-list.tsx').then((m) => ({ default: m.AppSettingList })),
);
const AppSettingEdit = lazy(() =>
  import('./app-setting-edit.tsx').then((m) => ({ default: m.AppSettingEdit })),
);

export const appSettings = {
  name: 'app-settings',
  list: AppSettingList,
  edit: AppSettingEdit,
  icon: SettingsIcon,
};
