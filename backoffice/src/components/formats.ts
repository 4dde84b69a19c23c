import { useTranslate } from 'react-admin';

/**
 * A business date, a decimal, an instant and a file's size as every back-office screen writes them, through the
 * catalogue's i18next formats (`businessDate`, `decimal`, `instant`, `fileSize`, shared with the portal):
 * 08/12/2569 on Thai screens (the Buddhist era), 08/12/2026 in English, an instant as its Bangkok day and time, and a
 * decimal string with thousands separators and its own places, never through a float. A missing value is a dash.
 */
export function useFormats() {
  const translate = useTranslate();
  return {
    businessDate: (value: string | null | undefined, { weekday = false } = {}) =>
      value
        ? translate(weekday ? 'app.formats.business_date_weekday' : 'app.formats.business_date', { value })
        : '—',
    decimal: (value: string | null | undefined) =>
      value ? translate('app.formats.decimal', { value }) : '—',
    /** An instant as DD/MM/YYYY HH:mm in Bangkok (08/12/2569 14:05 on Thai screens). */
    dateTime: (value: string | Date | null | undefined) =>
      value ? translate('app.formats.date_time', { value }) : '—',
    /** A number of bytes in the largest unit it fills (1.5 kB). */
    fileSize: (bytes: number) => translate('app.formats.file_size', { value: bytes }),
  };
}
