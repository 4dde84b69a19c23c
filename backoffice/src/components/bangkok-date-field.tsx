import { DateField, type DateFieldProps, useLocaleState } from 'react-admin';

const options: Intl.DateTimeFormatOptions = {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Asia/Bangkok',
};

/**
 * Times are stored in UTC and read in Bangkok time whatever the staff member's machine says; Thai screens get
 * the Buddhist Era year that `th-TH` formatting gives.
 */
export function BangkokDateField(props: DateFieldProps) {
  const [locale] = useLocaleState();
  return <DateField {...props} showTime locales={locale === 'en' ? 'en-GB' : 'th-TH'} options={options} />;
}
