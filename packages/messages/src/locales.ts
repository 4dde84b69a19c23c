import type { Language } from './types.ts';

/** The Intl locale of each language: Thai dates in the Buddhist era (ICU's Thai calendar), English as in Britain. */
export const intlLocales: Record<Language, string> = { th: 'th-TH', en: 'en-GB' };
