import { useTranslate } from 'react-admin';

/**
 * A business date and a decimal as every back-office screen writes them, through the catalogue's i18next formats
 * (`businessDate`, `decimal`, shared with the portal): 08/12/2569 on Thai screens (the Buddhist era), 08/12/2026 in
 * English, and a decimal string with thousands separators and its own places, never through a float. A missing
 * value is a dash.
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
  };
}
