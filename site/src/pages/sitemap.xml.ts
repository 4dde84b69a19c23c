import type { APIRoute } from 'astro';
import { getAllArticles, getStrategies } from '../lib/content.ts';
import { pagePaths } from '../lib/routes.ts';
import { everyLanguage, renderSitemap, type SitemapPage } from '../lib/sitemap.ts';

// @astrojs/sitemap is not a dependency; the page list is known from the same collections the pages use.
export const GET: APIRoute = async ({ site }) => {
  const fixed = [
    pagePaths.home,
    pagePaths.faq,
    pagePaths.about,
    pagePaths.disclosure,
    pagePaths.complaint,
    pagePaths.articles,
  ];
  const pages: SitemapPage[] = fixed.map((path) => ({ paths: everyLanguage(path) }));
  for (const strategy of await getStrategies())
    pages.push({ paths: everyLanguage(pagePaths.strategy(strategy.code)) });
  const articles = await getAllArticles();
  for (const documentId of new Set(articles.map((article) => article.documentId))) {
    const translations = articles.filter((article) => article.documentId === documentId);
    pages.push({
      paths: Object.fromEntries(
        translations.map((article) => [article.locale, pagePaths.article(article.uid)]),
      ),
      lastModified: translations[0]?.publishedDate ?? undefined,
    });
  }
  return new Response(renderSitemap(site, pages), {
    headers: { 'Content-Type': 'application/xml; charset=utf-8' },
  });
};
