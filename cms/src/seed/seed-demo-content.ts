import type { Core } from '@strapi/strapi';
import type { SiteContentTypeUid } from '../site-content/content-types.ts';
import { ABOUT_PAGE } from './about-page.ts';
import { activityEvents } from './activity-events.ts';
import { ARTICLES } from './articles/index.ts';
import { CRYPTO_NEWS_ITEMS } from './crypto-news-items.ts';
import { coverSvg, portraitSvg, seedOf } from './demo-images.ts';
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
import { uploadDemoImage } from './upload-demo-image.ts';

const ARTICLE = 'api::article.article';
const TEAM_MEMBER = 'api::team-member.team-member';

/** The document in both languages with the same uploaded image in `field` (none when the upload failed). */
function withMedia<T extends object>(
  content: Localized<T>,
  field: string,
  fileId: number | null,
): Localized<T> {
  if (fileId === null) return content;
  return { th: { ...content.th, [field]: fileId }, en: { ...content.en, [field]: fileId } };
}

/** The team with a portrait each, drawn from the member's name. */
async function teamWithPhotos(strapi: Core.Strapi) {
  const members = [];
  for (const member of TEAM_MEMBERS) {
    const name = member.en.name;
    const fileName = `team-${name
      .toLowerCase()
      .replace(/[^a-z]+/g, '-')
      .replace(/^-|-$/g, '')}.svg`;
    members.push(
      withMedia(member, 'photo', await uploadDemoImage(strapi, fileName, portraitSvg(seedOf(name)), name)),
    );
  }
  return members;
}
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
  const covers = new Map<string, number | null>();
  for (const article of toSeed) {
    const { uid, title } = article.content.en;
    covers.set(uid, await uploadDemoImage(strapi, `${uid}.svg`, coverSvg(seedOf(uid)), title));
    const content = withMedia(article.content, 'cover', covers.get(uid)!);
    documentIds.set(uid, await createLocalized(strapi, ARTICLE, content, true));
  }
  // Relations are set in a second pass: publishing links only to articles that are already published.
  for (const article of toSeed) {
    const related = article.relatedUids.flatMap((uid) => documentIds.get(uid) ?? []);
    const uid = article.content.th.uid;
    const content = withMedia(article.content, 'cover', covers.get(uid)!);
    for (const locale of SEED_LOCALES) {
      await republish(strapi, ARTICLE, documentIds.get(uid)!, locale, { ...content[locale], related });
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
    [TEAM_MEMBER, (await isEmpty(strapi, TEAM_MEMBER)) ? await teamWithPhotos(strapi) : TEAM_MEMBERS],
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
