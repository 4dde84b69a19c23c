import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isSiteContentType, SITE_COLLECTION_TYPES, SITE_SINGLE_TYPES } from './content-types.ts';

const apiFolder = path.resolve(import.meta.dirname, '../api');

interface Schema {
  kind: 'collectionType' | 'singleType';
  options: { draftAndPublish: boolean };
  pluginOptions: { i18n?: { localized: boolean } };
  attributes: Record<string, { pluginOptions?: { i18n?: { localized: boolean } } }>;
}

const schemas = readdirSync(apiFolder).map((name) => ({
  uid: `api::${name}.${name}`,
  schema: JSON.parse(
    readFileSync(path.join(apiFolder, name, 'content-types', name, 'schema.json'), 'utf8'),
  ) as Schema,
}));

describe('site content types', () => {
  it('lists every content type defined under src/api, each under its kind', () => {
    const byKind = (kind: Schema['kind']) =>
      schemas
        .filter(({ schema }) => schema.kind === kind)
        .map(({ uid }) => uid)
        .sort();
    expect(byKind('collectionType')).toEqual([...SITE_COLLECTION_TYPES].sort());
    expect(byKind('singleType')).toEqual([...SITE_SINGLE_TYPES].sort());
  });

  it('collections are drafted before they are published; single types go live on save', () => {
    for (const { schema } of schemas) {
      expect(schema.options.draftAndPublish).toBe(schema.kind === 'collectionType');
    }
  });

  it('every type and every field is written per language', () => {
    for (const { schema } of schemas) {
      expect(schema.pluginOptions.i18n?.localized).toBe(true);
      for (const attribute of Object.values(schema.attributes)) {
        expect(attribute.pluginOptions?.i18n?.localized).toBe(true);
      }
    }
  });

  it('recognises site types and nothing else', () => {
    expect(isSiteContentType('api::faq-item.faq-item')).toBe(true);
    expect(isSiteContentType('plugin::users-permissions.user')).toBe(false);
    expect(isSiteContentType('admin::user')).toBe(false);
  });
});
