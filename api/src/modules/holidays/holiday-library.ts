import { investing } from '@fund/domain';
import Holidays from 'date-holidays';

export interface LibraryHoliday {
  date: string;
  nameTh: string;
  nameEn: string;
  source: 'LIBRARY' | 'SUBSTITUTE';
}

/**
 * Thai public holidays of `year` from the maintained holiday library. The library has no substitution days, so a
 * holiday on a Saturday or Sunday adds the next weekday that is not itself a holiday (the usual cabinet rule);
 * staff correct the table where the cabinet decides otherwise.
 */
export function thaiHolidaysOf(year: number): LibraryHoliday[] {
  const library = new Holidays('TH');
  const english = new Map(library.getHolidays(year, 'en').map((h) => [h.date.slice(0, 10), h.name]));
  const days: LibraryHoliday[] = library
    .getHolidays(year, 'th')
    .filter((h) => h.type === 'public')
    .map((h) => {
      const date = h.date.slice(0, 10);
      return { date, nameTh: h.name, nameEn: english.get(date) ?? h.name, source: 'LIBRARY' };
    });
  const taken = new Set(days.map((d) => d.date));
  const substitutes: LibraryHoliday[] = [];
  for (const day of days) {
    if (!investing.isWeekend(day.date)) continue;
    let substitute = investing.addCalendarDays(day.date, 1);
    while (investing.isWeekend(substitute) || taken.has(substitute)) {
      substitute = investing.addCalendarDays(substitute, 1);
    }
    taken.add(substitute);
    substitutes.push({
      date: substitute,
      nameTh: `วันหยุดชดเชย${day.nameTh}`,
      nameEn: `Substitution day for ${day.nameEn}`,
      source: 'SUBSTITUTE',
    });
  }
  return [...days, ...substitutes].sort((a, b) => a.date.localeCompare(b.date));
}
