import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import type { QuestionnaireOption } from '../types.ts';

const require = createRequire(import.meta.url);
countries.registerLocale(require('i18n-iso-countries/langs/th.json'));
countries.registerLocale(require('i18n-iso-countries/langs/en.json'));

const thaiOrder = new Intl.Collator('th');

/**
 * Every ISO 3166-1 country and territory with its Thai and English name (i18n-iso-countries), Thailand first and
 * the rest in Thai alphabetical order; the value is the alpha-2 code.
 */
export function countryOptions(): QuestionnaireOption[] {
  const thai = countries.getNames('th', { select: 'official' });
  const english = countries.getNames('en', { select: 'official' });
  const rest = Object.keys(thai)
    .filter((code) => code !== 'TH')
    .sort((a, b) => thaiOrder.compare(thai[a]!, thai[b]!));
  return ['TH', ...rest].map((code) => ({ value: code, label: { th: thai[code]!, en: english[code]! } }));
}
