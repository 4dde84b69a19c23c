import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/th.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const thaiOrder = new Intl.Collator('th');

/** A country: its ISO 3166-1 alpha-2 code and its Thai and English names. */
export interface CountryOption {
  value: string;
  th: string;
  en: string;
}

/**
 * Every ISO 3166-1 country and territory with its Thai and English name (i18n-iso-countries), Thailand first and
 * the rest in Thai alphabetical order; the value is the alpha-2 code. The one country list of the API: the KYC
 * forms and the questionnaires both use it.
 */
export function countryOptions(): CountryOption[] {
  cached ??= sortedCountries();
  return cached.map((c) => ({ ...c }));
}

// Built from the bundled library once per process: the same list in every replica.
let cached: CountryOption[] | undefined;

function sortedCountries(): CountryOption[] {
  const thai = countries.getNames('th', { select: 'official' });
  const english = countries.getNames('en', { select: 'official' });
  const rest = Object.keys(thai)
    .filter((code) => code !== 'TH')
    .sort((a, b) => thaiOrder.compare(thai[a]!, thai[b]!));
  return ['TH', ...rest].map((code) => ({ value: code, th: thai[code]!, en: english[code]! }));
}

/** The alpha-2 codes of `countryOptions`, Thailand first. */
export const countryCodes = (): string[] => countryOptions().map((c) => c.value);
