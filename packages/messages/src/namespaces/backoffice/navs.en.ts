import type { Messages } from '../../types.ts';
import type { navsTh } from './navs.th.ts';

/** The back office's navs screens in English. */
export const navsEn: Messages<typeof navsTh> = {
  navs: {
    name_one: 'NAV',
    name_other: 'NAVs',
    fields: {
      strategyCode: 'Strategy',
      navDate: 'NAV date',
      nav: 'NAV per unit',
      status: 'Status',
      demo: 'Demo data',
      enteredByEmail: 'Entered by',
      approvedByEmail: 'Approved by',
      rejectReason: 'Reject reason',
    },
    statuses: {
      PENDING: 'Pending approval',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
    },
    demo: 'Demo',
    create_title: 'Enter a NAV',
    create_button: 'Enter NAV',
    nav_helper: 'Up to 4 decimals, more than 0',
    validation: {
      format: 'Enter the NAV as a number with up to 4 decimals',
      positive: 'The NAV must be more than 0',
      weekend: 'Saturdays and Sundays are not business days',
    },
    created: 'NAV entered; another staff member must approve it',
    own_entry: 'You entered this NAV; another staff member must approve it',
    actions: {
      approve: {
        button: 'Approve',
        title: 'Approve the {{code}} NAV of {{date, businessDate}}?',
        content:
          'The NAV {{nav, decimal}} settles every approved order of this strategy on this trade date and cannot be changed afterwards.',
        confirm: 'Confirm approval',
        paused:
          'NAV approved, nothing settled: settlement is off (settlementOrder). The approved orders wait and settle at once when it is on again.',
        done_one:
          'NAV approved: 1 order settled, units in {{unitsIn, decimal}}, units out {{unitsOut, decimal}}, amount in {{amountIn, decimal}} THB, amount out {{amountOut, decimal}} THB, fees {{fees, decimal}} THB',
        done_other:
          'NAV approved: {{count, number}} orders settled, units in {{unitsIn, decimal}}, units out {{unitsOut, decimal}}, amount in {{amountIn, decimal}} THB, amount out {{amountOut, decimal}} THB, fees {{fees, decimal}} THB',
      },
      reject: {
        button: 'Reject',
        title: 'Reject the {{code}} NAV of {{date, businessDate}}',
        content: 'The NAV of this day can then be entered again.',
        confirm: 'Confirm rejection',
        done: 'NAV rejected',
      },
    },
  },
};
