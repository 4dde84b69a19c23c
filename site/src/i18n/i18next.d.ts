import type { Catalogue } from '@fund/messages';

// The site's keys are the catalogue's: a key that is not there fails the type check.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'site';
    resources: Catalogue;
  }
}
