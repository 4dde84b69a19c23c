import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ContentError } from './content-error.ts';
import type { ContentSource } from './settings.ts';

/** One JSON answer the build needs: a Strapi REST path and query, or an API path. */
export interface ContentRequest {
  service: 'cms' | 'api';
  /** REST path without `/api` for the CMS (`faq-items`), or the API path (`strategies`). */
  path: string;
  locale?: string;
  query?: string;
  /** Answer `undefined` on 404 instead of failing (single types that do not exist yet). */
  allowMissing?: boolean;
}

export interface ContentAnswer {
  body: unknown;
  /** Where the answer came from, for messages. */
  origin: string;
}

const timeoutMs = 30_000;

/** The fixture's API answers: `api-answers.ts`, typed by the contract, maps each API path to its answer. */
export const apiAnswersFile = 'api-answers.ts';

async function readApiFixture(folder: string, request: ContentRequest): Promise<ContentAnswer> {
  const file = path.join(folder, apiAnswersFile);
  let answers: Record<string, unknown>;
  try {
    ({ apiAnswers: answers } = await import(/* @vite-ignore */ pathToFileURL(file).href));
  } catch (error) {
    throw new ContentError(
      `SITE_CONTENT_FIXTURE has no ${path.relative(process.cwd(), file)} (${(error as Error).message}).`,
    );
  }
  if (!Object.hasOwn(answers, request.path)) {
    throw new ContentError(`Fixture ${file} has no answer for GET /${request.path}.`);
  }
  return { body: answers[request.path], origin: `${file} (GET /${request.path})` };
}

async function readFixture(folder: string, request: ContentRequest): Promise<ContentAnswer> {
  if (request.service === 'api') return readApiFixture(folder, request);
  const file = path.join(folder, request.locale ?? '', `${request.path}.json`);
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ContentError(
      `SITE_CONTENT_FIXTURE has no ${path.relative(process.cwd(), file)} (${(error as Error).message}).`,
    );
  }
  try {
    return { body: JSON.parse(text), origin: file };
  } catch (error) {
    throw new ContentError(`Fixture ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

function remoteUrl(source: Extract<ContentSource, { kind: 'remote' }>, request: ContentRequest): string {
  const base =
    request.service === 'cms' ? `${source.cmsUrl}/api/${request.path}` : `${source.apiUrl}/${request.path}`;
  const params = [request.locale ? `locale=${request.locale}` : '', request.query ?? ''].filter(Boolean);
  return params.length ? `${base}?${params.join('&')}` : base;
}

async function fetchRemote(
  source: Extract<ContentSource, { kind: 'remote' }>,
  request: ContentRequest,
): Promise<ContentAnswer | undefined> {
  const url = remoteUrl(source, request);
  const shownUrl = decodeURIComponent(url);
  const serviceName =
    request.service === 'cms' ? `the CMS (CMS_URL ${source.cmsUrl})` : `the API (API_URL ${source.apiUrl})`;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (request.service === 'cms' && source.token) headers.Authorization = `Bearer ${source.token}`;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(timeoutMs) });
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code ?? (error as Error).message;
    throw new ContentError(
      `Could not reach ${serviceName} for GET ${shownUrl} (${cause}). ` +
        'Start it, or build from saved content with SITE_CONTENT_FIXTURE=<folder>.',
    );
  }
  if (response.status === 404 && request.allowMissing) return undefined;
  if (!response.ok) {
    const detail = (await response.text()).slice(0, 300);
    const hint =
      response.status === 401 || response.status === 403
        ? ' Check CMS_TOKEN or CMS_BUILD_TOKEN_FILE, and the public role permissions.'
        : '';
    throw new ContentError(
      `${serviceName} answered ${response.status} for GET ${shownUrl}.${hint} ${detail}`.trim(),
    );
  }
  try {
    return { body: await response.json(), origin: shownUrl };
  } catch {
    throw new ContentError(`${serviceName} did not answer JSON for GET ${shownUrl}.`);
  }
}

/** Reads one answer from the fixture folder or the live service; every failure is a `ContentError`. */
export async function readContent(
  source: ContentSource,
  request: ContentRequest,
): Promise<ContentAnswer | undefined> {
  return source.kind === 'fixture' ? readFixture(source.folder, request) : fetchRemote(source, request);
}
