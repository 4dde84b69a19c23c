import { locales } from '../../i18n/locales.ts';
import { ContentError } from './content-error.ts';
import type { CmsContentType } from './content-types.ts';
import { strategiesAnswerSchema, strategyListItemSchema, strategySchema } from './schemas/strategies.ts';
import type { ContentSource } from './settings.ts';
import { readContent } from './source.ts';
import { encodeStrapiQuery } from './strapi-query.ts';
import { collectionEnvelope, singleEnvelope, validateEntries, validateEnvelope } from './validate.ts';

export interface LoadedEntry {
  id: string;
  data: Record<string, unknown>;
}

// A guard against a CMS that keeps answering pages; no marketing collection comes near this.
const maxPages = 50;

async function readCollectionPages(source: ContentSource, type: CmsContentType, locale: string) {
  const raw: unknown[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const query = encodeStrapiQuery({ ...type.query, pagination: { pageSize: 100, page } });
    const answer = await readContent(source, { service: 'cms', path: type.restPath, locale, query });
    const context = `CMS "${type.restPath}" (${locale}) from ${answer?.origin}`;
    const envelope = validateEnvelope(collectionEnvelope, answer?.body, context);
    raw.push(...envelope.data);
    // A fixture holds the whole collection in one file, whatever its meta says.
    if (source.kind === 'fixture' || page >= (envelope.meta?.pagination?.pageCount ?? 1))
      return { raw, context };
  }
  throw new ContentError(`CMS "${type.restPath}" (${locale}) has more than ${maxPages} pages of entries.`);
}

async function readSingle(source: ContentSource, type: CmsContentType, locale: string) {
  const query = encodeStrapiQuery(type.query);
  const request = {
    service: 'cms' as const,
    path: type.restPath,
    locale,
    query,
    allowMissing: type.optional,
  };
  const answer = await readContent(source, request);
  const context = `CMS "${type.restPath}" (${locale}) from ${answer?.origin}`;
  if (answer === undefined) return { raw: [], context };
  const { data } = validateEnvelope(singleEnvelope, answer.body, context);
  if (data === null || data === undefined) {
    if (type.optional) return { raw: [], context };
    throw new ContentError(`${context} is empty: create and save it in the CMS for this language.`);
  }
  return { raw: [data], context };
}

/** Every entry of one CMS type in every site language, checked; ids are `th/<documentId>`, or `th` (singles). */
export async function loadCmsEntries(source: ContentSource, type: CmsContentType): Promise<LoadedEntry[]> {
  const loaded: LoadedEntry[] = [];
  for (const locale of locales) {
    const { raw, context } =
      type.kind === 'collection'
        ? await readCollectionPages(source, type, locale)
        : await readSingle(source, type, locale);
    for (const { data } of validateEntries(type.schema, raw, context)) {
      if (data.locale !== locale) {
        throw new ContentError(
          `${context} holds an entry in locale "${String(data.locale)}" instead of "${locale}".`,
        );
      }
      loaded.push({ id: type.kind === 'single' ? locale : `${locale}/${String(data.documentId)}`, data });
    }
  }
  return loaded;
}

/**
 * The strategies listed by `GET {API_URL}/strategies`, in its order, each read in full from
 * `GET {API_URL}/strategies/:code` (NAV, returns, fees, minimums, risk, dealing), keyed by fund code.
 */
export async function loadStrategies(source: ContentSource): Promise<LoadedEntry[]> {
  const answer = await readContent(source, { service: 'api', path: 'strategies' });
  const context = `API "strategies" from ${answer?.origin}`;
  const envelope = validateEnvelope(strategiesAnswerSchema, answer?.body, context);
  if (envelope.total !== envelope.data.length) {
    throw new ContentError(
      `${context} says total ${envelope.total} but lists ${envelope.data.length} strategies.`,
    );
  }
  const codes = validateEntries(strategyListItemSchema, envelope.data, context).map(({ data }) =>
    String(data.code),
  );
  const loaded: LoadedEntry[] = [];
  for (const code of codes) {
    const detail = await readContent(source, { service: 'api', path: `strategies/${code}` });
    const [entry] = validateEntries(
      strategySchema,
      [detail?.body],
      `API "strategies/${code}" from ${detail?.origin}`,
    );
    loaded.push({ id: code, data: entry!.data });
  }
  return loaded;
}
