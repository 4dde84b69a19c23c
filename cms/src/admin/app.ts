import { adminThai } from './translations-th.ts';

// Strapi keeps the admin panel's language in this browser key; the login page and every screen read it.
const languageKey = 'strapi-admin-language';

/**
 * Editors work in Thai first: Thai is offered beside the built-in English, completed where Strapi's own Thai
 * leaves screens in English, and is the language of a browser that has not chosen one yet. An editor who picks
 * English on their profile keeps it (Strapi stores the choice and applies it at sign-in).
 */
export default {
  config: {
    locales: ['th'],
    translations: { th: adminThai },
  },
  register() {
    if (!window.localStorage.getItem(languageKey)) window.localStorage.setItem(languageKey, 'th');
  },
};
