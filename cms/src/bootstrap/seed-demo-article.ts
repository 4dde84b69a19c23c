import type { Core, Modules } from '@strapi/strapi';
import {
  type ArticleContent,
  DEMO_ARTICLE,
  DEMO_ARTICLE_FIRST_LOCALE,
  demoTranslations,
} from './demo-article.ts';

const ARTICLE = 'api::article.article';
const SEEDED = { type: 'core', name: 'fund-setup', key: 'demo-article-seeded' };

// Strapi types document data from the generated content-type typings, which are rebuilt on `strapi develop`
// and not kept in the repository; without them the input type only knows `id` and `documentId`.
const articleInput = (content: ArticleContent) =>
  ({ ...content }) as Modules.Documents.Params.Data.Input<typeof ARTICLE>;

/**
 * Publishes the demo article in Thai and English when the CMS has no article in any locale or state. The
 * decision is remembered, so a restart never adds a second copy and demo content never reappears on the
 * public site after editors have deleted every article.
 */
export async function seedDemoArticle(strapi: Core.Strapi): Promise<void> {
  if (await strapi.store.get(SEEDED)) return;
  if ((await strapi.db.query(ARTICLE).count()) === 0) {
    const articles = strapi.documents(ARTICLE);
    const created = await articles.create({
      locale: DEMO_ARTICLE_FIRST_LOCALE,
      data: articleInput(DEMO_ARTICLE[DEMO_ARTICLE_FIRST_LOCALE]),
      status: 'published',
    });
    for (const [locale, content] of demoTranslations()) {
      await articles.update({ documentId: created.documentId, locale, data: articleInput(content) });
      await articles.publish({ documentId: created.documentId, locale });
    }
    strapi.log.info(`Published the demo article ${created.documentId}`);
  }
  await strapi.store.set({ ...SEEDED, value: true });
}
