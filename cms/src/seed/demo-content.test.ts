import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ABOUT_PAGE } from './about-page.ts';
import { activityEvents } from './activity-events.ts';
import { ARTICLES } from './articles/index.ts';
import { CRYPTO_NEWS_ITEMS } from './crypto-news-items.ts';
import { DISCLOSURE_PAGE } from './disclosure-page.ts';
import { FAQ_ITEMS } from './faq/index.ts';
import { FOOTER } from './footer.ts';
import { HOME_PAGE } from './home-page.ts';
import { DEMO_MARK, type Localized } from './localized.ts';
import { SCAMMER_ALERT } from './scammer-alert.ts';
import type { SeoContent } from './seo.ts';
import { TEAM_MEMBERS } from './team-members.ts';
import { TESTIMONIALS } from './testimonials.ts';

const seeded: [string, Localized<object>[]][] = [
  ['article', ARTICLES.map((article) => article.content)],
  ['faq-item', FAQ_ITEMS],
  ['team-member', TEAM_MEMBERS],
  ['testimonial', TESTIMONIALS],
  ['activity-event', activityEvents(new Date('2026-11-22T00:00:00Z'))],
  ['crypto-news-item', CRYPTO_NEWS_ITEMS],
  ['home-page', [HOME_PAGE]],
  ['about-page', [ABOUT_PAGE]],
  ['disclosure-page', [DISCLOSURE_PAGE]],
  ['footer', [FOOTER]],
  ['scammer-alert', [SCAMMER_ALERT]],
];

function attributesOf(type: string): string[] {
  const file = path.resolve(import.meta.dirname, '../api', type, 'content-types', type, 'schema.json');
  return Object.keys((JSON.parse(readFileSync(file, 'utf8')) as { attributes: object }).attributes);
}

const thaiScript = /[\u0E00-\u0E7F]/;

describe('demo content', () => {
  it('seeds every content type', () => {
    expect(seeded.map(([type]) => type).sort()).toEqual(
      [
        'about-page',
        'activity-event',
        'article',
        'crypto-news-item',
        'disclosure-page',
        'faq-item',
        'footer',
        'home-page',
        'scammer-alert',
        'team-member',
        'testimonial',
      ].sort(),
    );
  });

  it.each(seeded)('%s documents use only fields their content type has', (type, documents) => {
    const attributes = attributesOf(type);
    for (const document of documents) {
      for (const locale of ['th', 'en'] as const) {
        for (const field of Object.keys(document[locale])) expect(attributes).toContain(field);
      }
    }
  });

  it('says once, in the footer on every page, that the site is demo content; no other block repeats it', () => {
    const marked = seeded.flatMap(([type, documents]) =>
      documents
        .filter(
          (document) =>
            JSON.stringify(document).includes(DEMO_MARK.th) ||
            JSON.stringify(document).includes(DEMO_MARK.en),
        )
        .map(() => type),
    );
    expect(marked).toEqual(['footer']);
    expect(FOOTER.th.disclaimers).toContain(`${DEMO_MARK.th}: เว็บไซต์นี้ใช้สาธิตระบบ`);
    expect(FOOTER.en.disclaimers).toContain(`${DEMO_MARK.en}: this website demonstrates the platform`);
  });

  it.each(seeded)('%s documents are written in Thai and in English', (_type, documents) => {
    for (const document of documents) {
      expect(JSON.stringify(document.th)).toMatch(thaiScript);
      expect(JSON.stringify(document.en)).not.toMatch(thaiScript);
    }
  });

  it('search titles fit in 70 characters and descriptions in 170, shared on Facebook and Twitter', () => {
    const seos: SeoContent[] = [
      HOME_PAGE,
      ABOUT_PAGE,
      DISCLOSURE_PAGE,
      ...ARTICLES.map((a) => a.content),
    ].flatMap((page) => [page.th.seo, page.en.seo]);
    for (const seo of seos) {
      expect(seo.metaTitle.length).toBeLessThanOrEqual(70);
      expect(seo.metaDescription.length).toBeLessThanOrEqual(170);
      expect(seo.metaSocial.map((social) => social.socialNetwork)).toEqual(['Facebook', 'Twitter']);
    }
  });
});
