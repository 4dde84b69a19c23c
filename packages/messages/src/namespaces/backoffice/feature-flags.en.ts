import type { Messages } from '../../types.ts';
import type { featureFlagsTh } from './feature-flags.th.ts';

/** The back office's feature-flags screens in English. */
export const featureFlagsEn: Messages<typeof featureFlagsTh> = {
  'feature-flags': {
    name_one: 'Feature flag',
    name_other: 'Feature flags',
    fields: {
      id: 'Flag and what on and off do',
      governs: 'What on and off do',
      enabled: 'Enabled',
      updatedAt: 'Last changed',
      q: 'Search',
    },
    never_changed: 'Default, never changed',
    toggle: 'Enable {{name}}',
    edit_title: 'Edit flag {{name}}',
    notifications: {
      updated: 'Flag saved',
    },
  },
};
