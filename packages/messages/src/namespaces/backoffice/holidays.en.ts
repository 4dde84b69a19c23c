import type { Messages } from '../../types.ts';
import type { holidaysTh } from './holidays.th.ts';

/** The back office's holidays screens in English. */
export const holidaysEn: Messages<typeof holidaysTh> = {
  holidays: {
    name_one: 'Holiday',
    name_other: 'Holidays',
    fields: {
      date: 'Date',
      nameTh: 'Name (Thai)',
      nameEn: 'Name (English)',
      source: 'Source',
      year: 'Year',
    },
    sources: {
      LIBRARY: 'Public holiday',
      SUBSTITUTE: 'Substitution day',
      STAFF: 'Added by staff',
    },
    remove: 'Open this day',
    remove_confirm_title: 'Open {{date, businessDate}} for business?',
    remove_confirm: 'The day becomes a business day; orders after the cut-off will trade at its price.',
    removed: '{{date, businessDate}} is a business day again',
    // The form refuses a weekend in the words the API uses for CALENDAR_WEEKEND.
    weekend: '$t(CALENDAR_WEEKEND, {"ns": "errors"})',
    create_title: 'Add a holiday',
    note: 'Weekends and the days in this list are not business days; orders after 14:00 trade at the next business day’s price.',
  },
};
