import { bangkokDate } from '../calendar/bangkok-date.ts';
import { type HolidaySet, isBeforeCutOff, isBusinessDay } from './business-calendar.ts';

/** A NAV as operations enter it and another staff member approves or rejects it (maker-checker, DESIGN §4). */
export const navStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type NavStatus = (typeof navStatuses)[number];

export type NavDateProblem =
  | 'NAV_DATE_IN_FUTURE'
  | 'NAV_BEFORE_CUT_OFF'
  | 'NAV_BEFORE_MANAGEMENT_START'
  | 'NAV_NOT_BUSINESS_DAY';

/**
 * Whether staff may enter a strategy's NAV for `navDate` at `now` (spec §4: a NAV per business day, announced
 * about 18:00). A day to come has no NAV yet; today's waits for the 14:00 cut-off, since orders confirmed before it
 * trade at that NAV; a strategy has no NAV before its management starts (a strategy without a start date has not
 * been given one, so nothing is refused for it); weekends and the holiday table are not business days.
 */
export function navDateProblem(
  navDate: string,
  context: { now: Date; managementStartDate: string | null; holidays: HolidaySet },
): NavDateProblem | null {
  if (navDate > bangkokDate(context.now)) return 'NAV_DATE_IN_FUTURE';
  if (isBeforeCutOff(context.now, navDate)) return 'NAV_BEFORE_CUT_OFF';
  if (context.managementStartDate !== null && navDate < context.managementStartDate)
    return 'NAV_BEFORE_MANAGEMENT_START';
  if (!isBusinessDay(navDate, context.holidays)) return 'NAV_NOT_BUSINESS_DAY';
  return null;
}
