import type { Core } from '@strapi/strapi';
import { createFirstAdmin } from './bootstrap/create-first-admin.ts';
import { requireDatabaseUrl } from './bootstrap/database-url.ts';
import { ensureLocales } from './bootstrap/ensure-locales.ts';
import { firstAdminFromEnv } from './bootstrap/first-admin.ts';
import { grantPublicRead } from './bootstrap/grant-public-read.ts';
import { seedDemoArticle } from './bootstrap/seed-demo-article.ts';

export default {
  register() {
    requireDatabaseUrl(process.env.CMS_DATABASE_URL);
  },

  // Every step checks before it writes, so each start brings an empty or half-set-up CMS to the same state
  // and leaves an already set-up one untouched.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await seedDemoArticle(strapi);
    await createFirstAdmin(strapi, firstAdminFromEnv(process.env));
  },
};
