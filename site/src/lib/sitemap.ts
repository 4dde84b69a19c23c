import { defaultLocale, type Locale, locales } from '../i18n/locales.ts';
import { absoluteUrl, localePath } from './routes.ts';

/** A page and its path in each language it exists in. */
export interface SitemapPage {
  paths: Partial<Record<Locale, string>>;
  lastModified?: string | undefined;
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** sitemap.xml with every language version of a page listed as hreflang alternates of each other. */
export function renderSitemap(site: URL | undefined, pages: SitemapPage[]): string {
  const urls = pages.flatMap((page) => {
    const versions = locales.flatMap((locale) => {
      const path = page.paths[locale];
      return path === undefined ? [] : [{ locale, href: absoluteUrl(site, localePath(locale, path)) }];
    });
    const xDefault = versions.find((version) => version.locale === defaultLocale) ?? versions[0];
    const links = [
      ...versions.map(
        (v) => `    <xhtml:link rel="alternate" hreflang="${v.locale}" href="${escapeXml(v.href)}"/>`,
      ),
      ...(xDefault
        ? [`    <xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(xDefault.href)}"/>`]
        : []),
    ];
    return versions.map((version) =>
      [
        '  <url>',
        `    <loc>${escapeXml(version.href)}</loc>`,
        ...(page.lastModified ? [`    <lastmod>${page.lastModified}</lastmod>`] : []),
        ...links,
        '  </url>',
      ].join('\n'),
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function everyLanguage(path: string): Partial<Record<Locale, string>> {
  return Object.fromEntries(locales.map((locale) => [locale, path]));
}
