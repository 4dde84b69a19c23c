import type { z } from 'astro/zod';
import { articleSchema } from './schemas/articles.ts';
import {
  activityEventSchema,
  cryptoNewsItemSchema,
  faqItemSchema,
  teamMemberSchema,
  testimonialSchema,
} from './schemas/listings.ts';
import {
  aboutPageSchema,
  disclosurePageSchema,
  footerSchema,
  homePageSchema,
  scammerAlertSchema,
} from './schemas/pages.ts';
import type { StrapiQuery } from './strapi-query.ts';

/** A Strapi content type as the site reads it: its REST path, query and the shape its entries must have. */
export interface CmsContentType<Schema extends z.ZodType = z.ZodType> {
  /** The REST path under `/api`, also the fixture's file name. */
  restPath: string;
  kind: 'collection' | 'single';
  query: StrapiQuery;
  schema: Schema;
  /** A single type the editors may not have created yet; its absence means "nothing to show". */
  optional?: boolean;
}

const seoPopulate = { populate: { metaImage: true, metaSocial: { populate: { image: true } } } };
const allEntries = { pagination: { pageSize: 100 } };

export const cmsContentTypes = {
  articles: {
    restPath: 'articles',
    kind: 'collection',
    schema: articleSchema,
    query: {
      ...allEntries,
      sort: ['publishedDate:desc'],
      populate: { cover: true, related: { fields: ['uid'] }, seo: seoPopulate },
    },
  },
  faqItems: {
    restPath: 'faq-items',
    kind: 'collection',
    schema: faqItemSchema,
    query: { ...allEntries, sort: ['order:asc'] },
  },
  teamMembers: {
    restPath: 'team-members',
    kind: 'collection',
    schema: teamMemberSchema,
    query: { ...allEntries, sort: ['order:asc'], populate: { photo: true } },
  },
  testimonials: {
    restPath: 'testimonials',
    kind: 'collection',
    schema: testimonialSchema,
    query: { ...allEntries, sort: ['order:asc'], populate: { photo: true } },
  },
  activityEvents: {
    restPath: 'activity-events',
    kind: 'collection',
    schema: activityEventSchema,
    query: { ...allEntries, sort: ['startsAt:asc'] },
  },
  cryptoNewsItems: {
    restPath: 'crypto-news-items',
    kind: 'collection',
    schema: cryptoNewsItemSchema,
    query: { ...allEntries, sort: ['publishedDate:desc'] },
  },
  homePage: {
    restPath: 'home-page',
    kind: 'single',
    schema: homePageSchema,
    query: { populate: { steps: true, seo: seoPopulate } },
  },
  aboutPage: {
    restPath: 'about-page',
    kind: 'single',
    schema: aboutPageSchema,
    query: { populate: { financialStatements: { populate: { file: true } }, seo: seoPopulate } },
  },
  disclosurePage: {
    restPath: 'disclosure-page',
    kind: 'single',
    schema: disclosurePageSchema,
    query: { populate: { regulators: true, seo: seoPopulate } },
  },
  footer: {
    restPath: 'footer',
    kind: 'single',
    schema: footerSchema,
    query: { populate: { links: true } },
  },
  scammerAlert: {
    restPath: 'scammer-alert',
    kind: 'single',
    schema: scammerAlertSchema,
    query: {},
    optional: true,
  },
} satisfies Record<string, CmsContentType>;

export type CmsCollectionName = keyof typeof cmsContentTypes;
