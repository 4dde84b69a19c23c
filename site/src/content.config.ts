import { defineCollection } from 'astro:content';
import { cmsContentTypes as types } from './lib/cms/content-types.ts';
import { cmsLoader, strategiesLoader } from './lib/cms/loaders.ts';
import { strategySchema } from './lib/cms/schemas/strategies.ts';

// Every page is built from these collections; a loader that cannot read its source, or content that does not
// match its schema, stops the build with a message naming the type, language, entry and field.
export const collections = {
  articles: defineCollection({ loader: cmsLoader('articles'), schema: types.articles.schema }),
  faqItems: defineCollection({ loader: cmsLoader('faqItems'), schema: types.faqItems.schema }),
  teamMembers: defineCollection({ loader: cmsLoader('teamMembers'), schema: types.teamMembers.schema }),
  testimonials: defineCollection({ loader: cmsLoader('testimonials'), schema: types.testimonials.schema }),
  activityEvents: defineCollection({
    loader: cmsLoader('activityEvents'),
    schema: types.activityEvents.schema,
  }),
  cryptoNewsItems: defineCollection({
    loader: cmsLoader('cryptoNewsItems'),
    schema: types.cryptoNewsItems.schema,
  }),
  homePage: defineCollection({ loader: cmsLoader('homePage'), schema: types.homePage.schema }),
  aboutPage: defineCollection({ loader: cmsLoader('aboutPage'), schema: types.aboutPage.schema }),
  disclosurePage: defineCollection({
    loader: cmsLoader('disclosurePage'),
    schema: types.disclosurePage.schema,
  }),
  footer: defineCollection({ loader: cmsLoader('footer'), schema: types.footer.schema }),
  scammerAlert: defineCollection({ loader: cmsLoader('scammerAlert'), schema: types.scammerAlert.schema }),
  strategies: defineCollection({ loader: strategiesLoader(), schema: strategySchema }),
};
