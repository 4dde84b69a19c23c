/** A business date (YYYY-MM-DD) as a Thai reader writes it: DD/MM/YYYY in the Buddhist Era (Gregorian + 543). */
export function thaiDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${Number(year) + 543}`;
}

/** The same date for an English reader: DD/MM/YYYY, Gregorian (spec §9). */
export function englishDate(isoDate: string): string {
  const [year, month, day] = isoDate.slice(0, 10).split('-');
  return `${day}/${month}/${year}`;
}

export const documentDate = (isoDate: string, language: 'th' | 'en') =>
  language === 'th' ? thaiDate(isoDate) : englishDate(isoDate);
