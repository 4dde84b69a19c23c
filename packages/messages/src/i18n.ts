import i18next, { type i18n } from 'i18next';
import {
  formatBusinessDate,
  formatDateTime,
  formatDecimal,
  formatFileSize,
  localeOf,
  timeZone,
} from './format.ts';
import type { Language } from './types.ts';

/**
 * i18next hands a formatter the format's options merged with every value of the sentence; Intl reads only its own
 * (so a sentence's variables must not be named like them: `year`, `day`, `style`…).
 */
const numberOptions = ['style', 'currency', 'minimumFractionDigits', 'maximumFractionDigits', 'useGrouping'];
const dateOptions = ['dateStyle', 'timeStyle', 'year', 'month', 'day', 'weekday', 'hour', 'minute', 'hour12'];

function pick(
  options: Record<string, unknown> | undefined,
  keys: readonly string[],
): Record<string, unknown> {
  return Object.fromEntries(
    keys.filter((key) => options?.[key] !== undefined).map((key) => [key, options?.[key]]),
  );
}

/** A date-only value (`2026-02-05`) is that day in Bangkok, not midnight UTC. */
function toDate(value: unknown): Date {
  if (value instanceof Date) return value;
  const text = String(value);
  return new Date(/^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00+07:00` : text);
}

/**
 * An i18next instance for one language with the namespaces given (`catalogue.th` for all of them, or the one a
 * browser bundle imported), ready at once: the resources are in memory, so `t` works on the next line. The site's
 * build and the API's e-mails and documents make one per reader's language. `{{amount, number}}`,
 * `{{date, datetime}}` and `{{year, year}}` format through Intl in the language's locale (Thai dates in the
 * Buddhist era) and in Bangkok time.
 */
export function createI18n(language: Language, resources: Readonly<Record<string, object>>): i18n {
  const ns = Object.keys(resources);
  const instance = i18next.createInstance();
  void instance.init({
    lng: language,
    fallbackLng: false,
    ns,
    defaultNS: ns[0],
    resources: { [language]: resources as Record<string, Record<string, unknown>> },
    initAsync: false,
    returnNull: false,
    // The text goes into Astro templates, React and plain-text e-mails, each escaping as its medium needs.
    interpolation: { escapeValue: false },
  });
  addIntlFormats(instance);
  return instance;
}

/**
 * `{{amount, number}}`, `{{date, datetime}}`, `{{year, year}}`, `{{kind, lowercase}}`, `{{day, businessDate}}`,
 * `{{at, instant}}`, `{{bytes, fileSize}}` and `{{units, decimal}}` on an instance already initialised, through Intl in the locale of the language each sentence
 * is read in (`th-TH`, `en-GB`), so an instance that switches language (the back office's) formats in the new one.
 * Plurals need nothing more: i18next picks `_one` or `_other` through Intl's plural rules (Thai has `_other` alone).
 */
export function addIntlFormats(instance: i18n): void {
  const formatter = instance.services.formatter;
  formatter?.add('number', (value, lng, options) =>
    new Intl.NumberFormat(localeOf(lng), pick(options, numberOptions)).format(value),
  );
  formatter?.add('datetime', (value, lng, options) =>
    new Intl.DateTimeFormat(localeOf(lng), { timeZone, ...pick(options, dateOptions) }).format(toDate(value)),
  );
  // A calendar year alone: `2026` reads 2569 in Thai (the Buddhist era), without the era's name.
  formatter?.add('year', (value, lng) => {
    const parts = new Intl.DateTimeFormat(localeOf(lng), { year: 'numeric', timeZone }).formatToParts(
      toDate(`${value}-07-01`),
    );
    return parts.find((part) => part.type === 'year')?.value ?? String(value);
  });
  // An English noun inside a sentence (`Your {{kind, lowercase}}`), where the same term also opens a subject.
  formatter?.add('lowercase', (value, lng) => String(value).toLocaleLowerCase(localeOf(lng)));
  // A business date as DD/MM/YYYY (08/12/2569 in Thai), `businessDate(weekday: true)` after its short weekday;
  // an instant is the day it is in Bangkok. No value writes nothing.
  formatter?.add('businessDate', (value, lng, options) =>
    value === null || value === undefined || value === ''
      ? ''
      : formatBusinessDate(value instanceof Date ? value : String(value), lng ?? 'th', {
          weekday: options?.weekday === true,
        }),
  );
  // An instant as DD/MM/YYYY HH:mm in Bangkok (08/12/2569 14:05 in Thai). No value writes nothing. (Not named
  // dateTime: i18next reads format names in lower case, and that would replace `datetime`.)
  formatter?.add('instant', (value, lng) =>
    value === null || value === undefined || value === ''
      ? ''
      : formatDateTime(value instanceof Date ? value : String(value), lng ?? 'th'),
  );
  // A number of bytes in the largest unit it fills (1.5 MB).
  formatter?.add('fileSize', (value, lng) => formatFileSize(Number(value), lng ?? 'th'));
  // A decimal string with thousands separators and its own places (`decimal(places: 2)` for a set number), never
  // through a float. No value writes nothing.
  formatter?.add('decimal', (value, lng, options) =>
    value === null || value === undefined || value === ''
      ? ''
      : formatDecimal(String(value), lng ?? 'th', {
          places: typeof options?.places === 'number' ? options.places : undefined,
        }),
  );
}
