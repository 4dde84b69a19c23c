import type { Messages } from '../../types.ts';
import type { appSettingsTh } from './app-settings.th.ts';

/** The back office's app-settings screens in English. */
export const appSettingsEn: Messages<typeof appSettingsTh> = {
  'app-settings': {
    name_one: 'App setting',
    name_other: 'App settings',
    fields: {
      id: 'Setting',
      maintenance: 'Maintenance mode',
      maintenanceText: 'Maintenance text',
      updatedAt: 'Last updated',
    },
    helpers: {
      maintenanceText: 'Shown on the investor portal and the site while maintenance mode is on (optional)',
    },
    edit_title: 'Edit maintenance mode',
    notifications: {
      updated: 'Setting saved',
    },
  },
};
