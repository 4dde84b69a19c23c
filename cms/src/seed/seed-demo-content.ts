import type { Core } from '@strapi/strapi';
import type { SiteContentTypeUid } from '../site-content/content-types.ts';
import { ABOUT_PAGE } from './about-page.ts';
import { activityEvents } from './activity-events.ts';
import { ARTICLES } from './articles/index.ts';
import { CRYPTO_NEWS_ITEMS } from './crypto-news-items.ts';
import { DISCLOSURE_PAGE } from './disclosure-page.ts';
import { FAQ_ITEMS } from './faq/index.ts';
import { FOOTER } from './footer.ts';
import { HOME_PAGE } from './home-page.ts';
import { type Localized, SEED_LOCALES } from './localized.ts';
import { SCAMMER_ALERT } from './scammer-alert.ts';
import { createLocalized, isEmpty, republish } from './seed-documents.ts';
import { articlesToSeed } from './seed-plan.ts';
import { TEAM_MEMBERS } from './team-members.ts';
import { TESTIMONIALS } from './testimonials.ts';

const ARTICLE = 'api::article.article';
const SEEDED = { type: 'core', name: 'fund-setup', key: 'demo-content-seeded' };

/** Publishes the demo articles, then links each to its related articles once all of them exist. */
async function seedArticles(strapi: Core.Strapi): Promise<number> {
  const existing: { uid: string; documentId: string }[] = await strapi.db
    .query(ARTICLE)
    .findMany({ select: ['uid', 'documentId'] });
  const toSeed = articlesToSeed(
    existing.map((article) => article.uid),
    ARTICLES,
  );
  const documentIds = new Map(existing.map((article) => [article.uid, article.documentId]));
  for (const article of toSeed) {
    documentIds.set(article.content.th.uid, await createLocalized(strapi, ARTICLE, article.content, true));
  }
  // Relations are set in a second pass: publishing links only to articles that are already published.
  for (const article of toSeed) {
    const related = article.relatedUids.flatMap((uid) => documentIds.get(uid) ?? []);
    const documentId = documentIds.get(article.content.th.uid)!;
    for (const locale of SEED_LOCALES) {
      await republish(strapi, ARTICLE, documentId, locale, { ...article.content[locale], related });
    }
  }
  return toSeed.length;
}

/**
 * Seeds the demo content in Thai and English into every content type that has none, once: the decision is
 * remembered, so a restart adds nothing and demo content never returns after editors have deleted it.
 * `now` places the activity calendar's events in the weeks after seeding. Returns whether anything was added.
 */
export async function seedDemoContent(strapi: Core.Strapi, now: Date): Promise<boolean> {
  if (await strapi.store.get(SEEDED)) return false;
  let added = await seedArticles(strapi);
  const collections: [SiteContentTypeUid, Localized<object>[]][] = [
    ['api::faq-item.faq-item', FAQ_ITEMS],
    ['api::team-member.team-member', TEAM_MEMBERS],
    ['api::testimonial.testimonial', TESTIMONIALS],
    ['api::activity-event.activity-event', activityEvents(now)],
    ['api::crypto-news-item.crypto-news-item', CRYPTO_NEWS_ITEMS],
  ];
  for (const [uid, documents] of collections) {
    if (!(await isEmpty(strapi, uid))) continue;
    for (const content of documents) await createLocalized(strapi, uid, content, true);
    added += documents.length;
  }
  const singles: [SiteContentTypeUid, Localized<object>][] = [
    ['api::home-page.home-page', HOME_PAGE],
    ['api::about-page.about-page', ABOUT_PAGE],
    ['api::disclosure-page.disclosure-page', DISCLOSURE_PAGE],
    ['api::footer.footer', FOOTER],
    ['api::scammer-alert.scammer-alert', SCAMMER_ALERT],
  ];
  for (const [uid, content] of singles) {
    if (!(await isEmpty(strapi, uid))) continue;
    await createLocalized(strapi, uid, content, false);
    added += 1;
  }
  await strapi.store.set({ ...SEEDED, value: true });
  if (added > 0) strapi.log.info(`Seeded ${added} demo documents in Thai and English`);
  return added > 0;
}
