import SettingsIcon from '@mui/icons-material/Settings';
import { AppSettingEdit } from './app-setting-edit.tsx';
import { AppSettingList } from './app-setting-list.tsx';

export const appSettings = {
  name: 'app-settings',
  list: AppSettingList,
  edit: AppSettingEdit,
  icon: SettingsIcon,
};
