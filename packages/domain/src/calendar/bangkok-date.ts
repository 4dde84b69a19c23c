export const businessTimeZone = 'Asia/Bangkok';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The business date (YYYY-MM-DD) of an instant in Asia/Bangkok, whatever the server's own time zone. */
export function bangkokDate(instant: Date): string {
  return dateFormat.format(instant);
}
