// Every content type the marketing site reads. The public may read them, the build token reads them, and
// publishing any of them rebuilds the site; adding a type here is what puts it on the site.
export const SITE_COLLECTION_TYPES = [
  'api::article.article',
  'api::faq-item.faq-item',
  'api::team-member.team-member',
  'api::testimonial.testimonial',
  'api::activity-event.activity-event',
  'api::crypto-news-item.crypto-news-item',
] as const;

export const SITE_SINGLE_TYPES = [
  'api::home-page.home-page',
  'api::about-page.about-page',
  'api::disclosure-page.disclosure-page',
  'api::footer.footer',
  'api::scammer-alert.scammer-alert',
] as const;

export type SiteContentTypeUid = (typeof SITE_COLLECTION_TYPES)[number] | (typeof SITE_SINGLE_TYPES)[number];

export const SITE_CONTENT_TYPES: readonly SiteContentTypeUid[] = [
  ...SITE_COLLECTION_TYPES,
  ...SITE_SINGLE_TYPES,
];

export function isSiteContentType(uid: string): uid is SiteContentTypeUid {
  return (SITE_CONTENT_TYPES as readonly string[]).includes(uid);
}
