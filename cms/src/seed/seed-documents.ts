import type { Core, Modules } from '@strapi/strapi';
import type { SiteContentTypeUid } from '../site-content/content-types.ts';
import { type LocaleCode, type Localized, SEED_LOCALES } from './localized.ts';

// Strapi types document data from the generated content-type typings, which are rebuilt on `strapi develop`
// and not kept in the repository; without them the input type only knows `id` and `documentId`.
const input = (data: object) => data as Modules.Documents.Params.Data.Input<SiteContentTypeUid>;

/** Whether the type has no document in any locale or state, so seeding it cannot clash with editors' work. */
export async function isEmpty(strapi: Core.Strapi, uid: SiteContentTypeUid): Promise<boolean> {
  return (await strapi.db.query(uid).count()) === 0;
}

/**
 * Creates one document in every site locale, the default first, and publishes each locale when the type
 * has drafts (single types have none: saving is publishing).
 */
export async function createLocalized(
  strapi: Core.Strapi,
  uid: SiteContentTypeUid,
  content: Localized<object>,
  hasDrafts: boolean,
): Promise<string> {
  const documents = strapi.documents(uid);
  const status = hasDrafts ? { status: 'published' as const } : {};
  const [first, ...others] = SEED_LOCALES as [LocaleCode, ...LocaleCode[]];
  const created = await documents.create({ locale: first, data: input(content[first]), ...status });
  for (const locale of others) {
    await documents.update({
      documentId: created.documentId,
      locale,
      data: input(content[locale]),
      ...status,
    });
  }
  return created.documentId;
}

/** Replaces one locale of a document and publishes it. */
export async function republish(
  strapi: Core.Strapi,
  uid: SiteContentTypeUid,
  documentId: string,
  locale: LocaleCode,
  data: object,
): Promise<void> {
  await strapi.documents(uid).update({ documentId, locale, data: input(data), status: 'published' });
}
