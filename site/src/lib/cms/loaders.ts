import type { Loader, LoaderContext } from 'astro/loaders';
import { type CmsCollectionName, cmsContentTypes } from './content-types.ts';
import { type LoadedEntry, loadCmsEntries, loadStrategies } from './load-entries.ts';
import { type ContentSource, readContentSource } from './settings.ts';

function describeSource(source: ContentSource): string {
  return source.kind === 'fixture' ? `fixture ${source.folder}` : `${source.cmsUrl} and ${source.apiUrl}`;
}

function contentLoader(name: string, read: (source: ContentSource) => Promise<LoadedEntry[]>): Loader {
  return {
    name,
    load: async ({ store, logger, generateDigest }: LoaderContext) => {
      const source = readContentSource();
      if (source.kind === 'remote') for (const note of source.notes) logger.warn(note);
      const entries = await read(source);
      // Replace everything: an entry unpublished in the CMS must disappear from the next build.
      store.clear();
      for (const { id, data } of entries) store.set({ id, data, digest: generateDigest(data) });
      logger.info(`${entries.length} entries from ${describeSource(source)}`);
    },
  };
}

/** Loads one CMS content type in Thai and English at build time. */
export function cmsLoader(collection: CmsCollectionName): Loader {
  const type = cmsContentTypes[collection];
  return contentLoader(`cms-${type.restPath}`, (source) => loadCmsEntries(source, type));
}

/** Loads the six strategies from the API at build time. */
export function strategiesLoader(): Loader {
  return contentLoader('api-strategies', loadStrategies);
}
