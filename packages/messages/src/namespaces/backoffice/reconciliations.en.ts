import type { Messages } from '../../types.ts';
import type { reconciliationsTh } from './reconciliations.th.ts';

/** The back office's reconciliations screens in English. */
export const reconciliationsEn: Messages<typeof reconciliationsTh> = {
  reconciliations: {
    name_one: 'Reconciliation',
    name_other: 'Reconciliations',
    fields: {
      asOf: 'As of',
      status: 'Result',
      breakCount: 'Breaks',
      positionsChecked: 'Positions checked',
      cause: 'Cause',
      startedBy: 'Started by',
      createdAt: 'Run at',
      breaks: 'Breaks',
      kind: 'Kind',
      email: 'Investor',
      strategyCode: 'Strategy',
      ours: 'Ours',
      theirs: 'Custodian',
      difference: 'Difference',
    },
    statuses: {
      CLEAN: 'Clean',
      BREAKS: 'Breaks found',
    },
    flag_off: 'The custodian is switched off (the custodian feature flag): no reconciliation runs.',
    run: {
      button: 'Reconcile now',
      done_one: 'Reconciled: 1 break',
      done_other: 'Reconciled: {{count, number}} breaks',
    },
  },
};
