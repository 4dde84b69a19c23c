import { errors as errorsEn } from './namespaces/errors.en.ts';
import { errors as errorsTh } from './namespaces/errors.th.ts';
import type { Language } from './types.ts';

export { intlLocales } from './locales.ts';
export { type Language, languages, type Messages } from './types.ts';

/**
 * Every namespace in both languages, as i18next reads resources (`language → namespace → keys`). Thai is written
 * first and each English namespace is typed against it, so a key missing or extra in either fails the type check.
 * A browser bundle imports the one namespace it needs from `@fund/messages/namespaces/<name>.<language>` instead.
 */
export const catalogue = {
  th: { errors: errorsTh },
  en: { errors: errorsEn },
} as const satisfies Record<Language, object>;

export type Catalogue = (typeof catalogue)['th'];
export type Namespace = keyof Catalogue;
export const namespaces = Object.keys(catalogue.th) as Namespace[];
