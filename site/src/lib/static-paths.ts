import type { Locale } from '../i18n/locales.ts';
import type { Article } from './cms/schemas/articles.ts';
import type { Strategy } from './cms/schemas/strategies.ts';
import { getAllArticles, getStrategies } from './content.ts';

export interface ArticlePageProps {
  article: Article;
  /** The same article in every language it is published in, this one included. */
  translations: Article[];
}

/** One page per article in a language, at its uid; two articles sharing a uid would overwrite each other. */
export async function articlePaths(locale: Locale) {
  const all = await getAllArticles();
  const seen = new Set<string>();
  return all
    .filter((article) => article.locale === locale)
    .map((article) => {
      if (seen.has(article.uid)) {
        throw new Error(
          `Two ${locale} articles share the uid "${article.uid}"; give each its own in the CMS.`,
        );
      }
      seen.add(article.uid);
      const translations = all.filter((other) => other.documentId === article.documentId);
      return { params: { uid: article.uid }, props: { article, translations } satisfies ArticlePageProps };
    });
}

export async function strategyPaths() {
  const strategies = await getStrategies();
  return strategies.map((strategy) => ({
    params: { code: strategy.code },
    props: { strategy, strategies } satisfies { strategy: Strategy; strategies: Strategy[] },
  }));
}
