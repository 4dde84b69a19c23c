import { defaultLocale, type Locale } from '../i18n/locales.ts';

/**
 * The address of a page in a language: Thai at `/`, English under `/en/`, always with a trailing slash so it
 * matches the folder the static build writes (`faq/index.html`).
 */
export function localePath(locale: Locale, path = ''): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  const prefix = locale === defaultLocale ? '' : `${locale}/`;
  const full = `/${prefix}${trimmed}`;
  return full.endsWith('/') ? full : `${full}/`;
}

export function absoluteUrl(site: URL | undefined, path: string): string {
  return new URL(path, site ?? 'http://localhost:3003').href;
}

export const pagePaths = {
  home: '',
  faq: 'faq',
  about: 'about',
  disclosure: 'disclosure',
  complaint: 'complaint',
  articles: 'articles',
  article: (uid: string) => `articles/${uid}`,
  strategy: (code: string) => `strategies/${code}`,
};
