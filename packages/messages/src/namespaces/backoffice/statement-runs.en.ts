import type { Messages } from '../../types.ts';
import type { statementRunsTh } from './statement-runs.th.ts';

/** The back office's statement-runs screens in English. */
export const statementRunsEn: Messages<typeof statementRunsTh> = {
  'statement-runs': {
    name: '$t(documents.monthlyStatements, {"ns": "common"})',
    fields: {
      month: 'Month',
      cause: 'Cause',
      progress: 'Progress',
      investors: 'Investors',
      generated: 'Generated',
      failed: 'Failed',
      pending: 'Waiting',
      emailed: 'E-mailed',
      startedAt: 'Started',
      finishedAt: 'Finished',
    },
    causes: {
      SCHEDULE: 'Scheduled (first business day)',
      STAFF: 'Started by staff',
    },
    running: 'Running',
    explain:
      'On the first business day of each month the statements of the month before are made for every investor who held units or traded, and each is e-mailed.',
    start: {
      button: 'Make a month’s statements',
      title: 'Make monthly statements',
      month: 'Month (YYYY-MM)',
      confirm: 'Start',
      done: 'Statements of {{month}} started',
      invalid: 'Give the month as YYYY-MM, e.g. 2026-10',
    },
    retry: {
      button: 'Retry {{count}} failed',
      done: 'The failed statements are being made again',
    },
  },
};
