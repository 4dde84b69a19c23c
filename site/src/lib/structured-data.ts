import type { Locale } from '../i18n/locales.ts';
import type { Brand } from './brand.ts';
import type { Article } from './cms/schemas/articles.ts';
import type { Footer } from './cms/schemas/pages.ts';
import { markdownToText } from './markdown.ts';

export type JsonLd = Record<string, unknown>;

const context = 'https://schema.org';

/** Home: the company as a FinancialService, used when the CMS gives no structured data of its own. */
export function financialService(brand: Brand, locale: Locale, url: string, footer?: Footer): JsonLd {
  return {
    '@context': context,
    '@type': 'FinancialService',
    name: brand.name,
    legalName: brand.legalName[locale],
    url,
    ...(footer?.phone ? { telephone: footer.phone } : {}),
    ...(footer?.email ? { email: footer.email } : {}),
    ...(footer?.address ? { address: footer.address } : {}),
    openingHours: 'Mo-Fr 09:00-18:00',
    foundingDate: '2020-02',
    areaServed: 'TH',
  };
}

export function faqPage(items: readonly { question: string; answer: string }[]): JsonLd {
  return {
    '@context': context,
    '@type': 'FAQPage',
    mainEntity: items.map((item) => ({
      '@type': 'Question',
      name: item.question,
      acceptedAnswer: { '@type': 'Answer', text: markdownToText(item.answer) },
    })),
  };
}

export function articleLd(article: Article, brand: Brand, url: string, image?: string): JsonLd {
  const published = article.publishedDate ?? article.publishedAt ?? undefined;
  return {
    '@context': context,
    '@type': 'Article',
    headline: article.seo?.metaTitle || article.title,
    description: article.seo?.metaDescription || article.excerpt || undefined,
    inLanguage: article.locale,
    mainEntityOfPage: url,
    ...(published ? { datePublished: published } : {}),
    ...(image ? { image: [image] } : {}),
    author: { '@type': 'Organization', name: brand.name },
    publisher: { '@type': 'Organization', name: brand.name },
  };
}

/** JSON for a `<script type="application/ld+json">`; `<` is escaped so CMS text cannot close the script. */
export function serializeJsonLd(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
