import type { SeedArticle } from './articles/index.ts';

/**
 * The demo articles to add: all of them to an empty CMS, the missing ones to a CMS holding only demo
 * articles (the single welcome article of earlier versions), and none once editors have written their own.
 */
export function articlesToSeed(existingUids: readonly string[], demo: readonly SeedArticle[]): SeedArticle[] {
  const demoUids = demo.map((article) => article.content.th.uid);
  if (existingUids.some((uid) => !demoUids.includes(uid))) return [];
  return demo.filter((article) => !existingUids.includes(article.content.th.uid));
}
