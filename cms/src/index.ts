import type { Core } from '@strapi/strapi';
import { applyFieldLabels } from './admin-labels/apply-field-labels.ts';
import { closeRegistration } from './bootstrap/close-registration.ts';
import { createFirstAdmin } from './bootstrap/create-first-admin.ts';
import { requireDatabaseUrl } from './bootstrap/database-url.ts';
import { ensureBuildToken } from './bootstrap/ensure-build-token.ts';
import { ensureLocales } from './bootstrap/ensure-locales.ts';
import { firstAdminFromEnv } from './bootstrap/first-admin.ts';
import { grantPublicRead } from './bootstrap/grant-public-read.ts';
import { seedDemoContent } from './seed/seed-demo-content.ts';
import { rebuildTargetFromEnv } from './site-rebuild/rebuild-target.ts';
import { rebuildNotifier, registerRebuildHook } from './site-rebuild/register-rebuild-hook.ts';

export default {
  register({ strapi }: { strapi: Core.Strapi }) {
    requireDatabaseUrl(process.env.CMS_DATABASE_URL);
    registerRebuildHook(strapi);
  },

  // Every step checks before it writes, so each start brings an empty or half-set-up CMS to the same state
  // and leaves an already set-up one untouched.
  async bootstrap({ strapi }: { strapi: Core.Strapi }) {
    await ensureLocales(strapi);
    await grantPublicRead(strapi);
    await closeRegistration(strapi);
    await applyFieldLabels(strapi);
    const seeded = await seedDemoContent(strapi, new Date());
    await createFirstAdmin(strapi, firstAdminFromEnv(process.env));
    await ensureBuildToken(strapi, process.env.CMS_BUILD_TOKEN_FILE);
    // The seed ran before editors could act, so the rebuild hook left it out; one request covers all of it.
    if (seeded)
      rebuildNotifier(strapi, rebuildTargetFromEnv(process.env))({ action: 'seed', uid: 'demo-content' });
  },
};
