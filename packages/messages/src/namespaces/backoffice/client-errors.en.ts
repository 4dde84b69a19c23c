import type { Messages } from '../../types.ts';
import type { clientErrorsTh } from './client-errors.th.ts';

/** The back office's client-errors screens in English. */
export const clientErrorsEn: Messages<typeof clientErrorsTh> = {
  'client-errors': {
    name_one: 'Front-end error',
    name_other: 'Front-end errors',
    fields: {
      createdAt: 'Time',
      app: 'App',
      message: 'Message',
      occurrences: 'Occurrences',
      path: 'Page',
      userId: 'User ID',
      createdAtFrom: 'From',
      createdAtTo: 'To',
    },
    apps: {
      portal: 'Investor portal',
      backoffice: 'Back office',
      site: 'Website',
    },
  },
};
