import type { Messages } from '../../types.ts';
import type { fxRatesTh } from './fx-rates.th.ts';

/** The back office's fx-rates screens in English. */
export const fxRatesEn: Messages<typeof fxRatesTh> = {
  'fx-rates': {
    name_one: 'Reference rate',
    name_other: 'Reference rates',
    fields: {
      rateDate: 'Date',
      rate: 'THB per 1 USD',
      status: 'Status',
      enteredByEmail: 'Entered by',
      approvedByEmail: 'Approved by',
      rejectReason: 'Reject reason',
    },
    statuses: {
      PENDING: 'Pending approval',
      APPROVED: 'Approved',
      REJECTED: 'Rejected',
    },
    intro:
      "A business day's USD/THB rate, used only to show investors their values in USD; orders and documents are always in THB. Pending rates come first.",
    create_title: 'Enter a reference rate',
    create_button: 'Enter rate',
    rate_helper: 'THB per 1 US dollar, between 10 and 100, up to 6 decimals',
    validation: {
      format: 'Enter the rate as a number with up to 6 decimals',
      range: 'The rate must be between 10 and 100 THB per 1 USD',
      weekend: 'Saturdays and Sundays are not business days',
    },
    created: 'Rate entered; another staff member must approve it',
    own_entry: 'You entered this rate; another staff member must approve it',
    actions: {
      approve: {
        button: 'Approve',
        title: 'Approve the reference rate of {{date, businessDate}}?',
        content:
          '1 USD = {{rate}} THB. Investors will see their values in USD at this rate; it cannot be changed afterwards.',
        confirm: 'Confirm approval',
        done: 'Reference rate approved',
      },
      reject: {
        button: 'Reject',
        title: 'Reject the reference rate of {{date, businessDate}}',
        content: 'The rate of this day can then be entered again.',
        confirm: 'Confirm rejection',
        done: 'Reference rate rejected',
      },
    },
  },
};
