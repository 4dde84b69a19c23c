// @vitest-environment node
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { cmsContentTypes } from './content-types.ts';
import { loadCmsEntries, loadStrategies } from './load-entries.ts';
import { readContentSource } from './settings.ts';

const remote = readContentSource({
  CMS_URL: 'http://cms.test/',
  CMS_TOKEN: 'build-token',
  API_URL: 'http://api.test',
});

function faq(locale: string, index: number) {
  return {
    documentId: `faq${index}`,
    locale,
    question: `Q${index}?`,
    answer: 'A.',
    topic: 'popular',
    order: index,
  };
}

describe('content loading from the CMS and API', () => {
  it('asks the CMS for each language with the bearer token, page by page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async (input) => {
      const url = new URL(String(input));
      const locale = url.searchParams.get('locale') ?? '';
      const page = Number(url.searchParams.get('pagination[page]'));
      return Response.json({ data: [faq(locale, page)], meta: { pagination: { page, pageCount: 2 } } });
    });
    vi.stubGlobal('fetch', fetchMock);
    const entries = await loadCmsEntries(remote, cmsContentTypes.faqItems);
    expect(entries.map((entry) => entry.id)).toEqual(['th/faq1', 'th/faq2', 'en/faq1', 'en/faq2']);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    const first = new URL(String(url));
    expect(first.origin + first.pathname).toBe('http://cms.test/api/faq-items');
    expect(first.searchParams.get('locale')).toBe('th');
    expect(first.searchParams.get('sort[0]')).toBe('order:asc');
    expect(first.searchParams.get('pagination[pageSize]')).toBe('100');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer build-token');
  });

  it('deep-populates the SEO component of the home page', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => new Response('{}', { status: 500 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(loadCmsEntries(remote, cmsContentTypes.homePage)).rejects.toThrow(/answered 500/);
    const url = new URL(String(fetchMock.mock.calls[0]?.[0]));
    expect(url.searchParams.get('populate[seo][populate][metaSocial][populate][image]')).toBe('true');
    expect(url.searchParams.get('populate[steps]')).toBe('true');
  });

  it('treats a scammer alert the editors never created as no alert, but a missing page as an error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ data: null, error: { status: 404 } }, { status: 404 })),
    );
    expect(await loadCmsEntries(remote, cmsContentTypes.scammerAlert)).toEqual([]);
    await expect(loadCmsEntries(remote, cmsContentTypes.footer)).rejects.toThrow(/answered 404/);
  });

  it('fails clearly when the CMS cannot be reached, pointing at the fixture alternative', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('fetch failed', { cause: { code: 'ECONNREFUSED' } });
      }),
    );
    await expect(loadCmsEntries(remote, cmsContentTypes.articles)).rejects.toThrow(
      /Could not reach the CMS \(CMS_URL http:\/\/cms\.test\) .*ECONNREFUSED.*SITE_CONTENT_FIXTURE/,
    );
    await expect(loadStrategies(remote)).rejects.toThrow(
      /Could not reach the API \(API_URL http:\/\/api\.test\)/,
    );
  });

  it('hints at the token when the CMS refuses the build', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('Forbidden', { status: 403 })),
    );
    await expect(loadCmsEntries(remote, cmsContentTypes.articles)).rejects.toThrow(
      /CMS_TOKEN or CMS_BUILD_TOKEN_FILE/,
    );
  });
});

describe('content settings', () => {
  it('prefers a fixture folder, resolved from the working directory', () => {
    expect(
      readContentSource({ SITE_CONTENT_FIXTURE: 'test/fixtures/content', CMS_TOKEN: 'x' }, '/repo/site'),
    ).toEqual({
      kind: 'fixture',
      folder: '/repo/site/test/fixtures/content',
    });
  });

  it('reads the build token from CMS_BUILD_TOKEN_FILE, and defaults the addresses', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'site-token-'));
    const file = path.join(folder, 'token');
    await writeFile(file, 'from-file\n');
    expect(readContentSource({ CMS_BUILD_TOKEN_FILE: file })).toMatchObject({
      kind: 'remote',
      cmsUrl: 'http://localhost:1337',
      apiUrl: 'http://localhost:3000',
      token: 'from-file',
    });
    const missing = readContentSource({ CMS_BUILD_TOKEN_FILE: path.join(folder, 'nope') });
    expect(missing).toMatchObject({ token: undefined });
    expect(missing.kind === 'remote' && missing.notes[0]).toMatch(/could not be read/);
    await rm(folder, { recursive: true, force: true });
  });
});
