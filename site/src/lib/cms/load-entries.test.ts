// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { apiAnswers } from '../../../test/fixtures/content/api-answers.ts';
import { cmsContentTypes } from './content-types.ts';
import { loadCmsEntries, loadStrategies } from './load-entries.ts';
import { apiAnswersFile } from './source.ts';

const fixtureFolder = fileURLToPath(new URL('../../../test/fixtures/content', import.meta.url));
const fixture = { kind: 'fixture', folder: fixtureFolder } as const;
const copies: string[] = [];

async function copyFixture(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'site-fixture-'));
  copies.push(folder);
  await cp(fixtureFolder, folder, { recursive: true });
  return folder;
}

async function editJson(file: string, edit: (body: { data: Record<string, unknown>[] }) => void) {
  const body = JSON.parse(await readFile(file, 'utf8'));
  edit(body);
  await writeFile(file, JSON.stringify(body));
}

/** The copy's API answers, edited where the typed fixture could not be: written as the module the build imports. */
async function editApiAnswers(
  folder: string,
  edit: (answers: Record<string, Record<string, unknown>>) => void,
) {
  const answers = structuredClone(apiAnswers) as Record<string, Record<string, unknown>>;
  edit(answers);
  await writeFile(
    path.join(folder, apiAnswersFile),
    `export const apiAnswers = ${JSON.stringify(answers)};\n`,
  );
}

afterEach(async () => {
  await Promise.all(copies.splice(0).map((folder) => rm(folder, { recursive: true, force: true })));
});

describe('content loading from the fixture', () => {
  it('reads every content type in Thai and English', async () => {
    const counts: Record<string, number> = {};
    for (const [name, type] of Object.entries(cmsContentTypes)) {
      counts[name] = (await loadCmsEntries(fixture, type)).length;
    }
    expect(counts).toEqual({
      articles: 6,
      faqItems: 30,
      teamMembers: 6,
      testimonials: 6,
      activityEvents: 6,
      cryptoNewsItems: 6,
      homePage: 2,
      aboutPage: 2,
      disclosurePage: 2,
      footer: 2,
      scammerAlert: 2,
    });
    const strategies = await loadStrategies(fixture);
    expect(strategies.map((entry) => entry.id)).toEqual([
      'M-BTC',
      'M-LARGECAP',
      'M-INFRA',
      'M-META',
      'M-STABLE',
      'M-NEXTGEN',
    ]);
    // Each is read in full from its own answer: NAV, returns, fees and dealing come with it.
    expect(strategies[0]?.data).toMatchObject({ nav: '64.5496', navDate: '2026-11-24', navIsDemo: true });
    expect(strategies[0]?.data.fees).toMatchObject({ managementPercentPerYear: '1.5' });
  });

  it('keys entries by language and document, and keeps the related articles', async () => {
    const articles = await loadCmsEntries(fixture, cmsContentTypes.articles);
    const funds = articles.find((entry) => entry.id === 'en/art1funds');
    expect(funds?.data.uid).toBe('digital-asset-funds-explained');
    expect(funds?.data.related).toEqual([{ documentId: 'art2outlook' }, { documentId: 'art3custody' }]);
    const home = await loadCmsEntries(fixture, cmsContentTypes.homePage);
    expect(home.map((entry) => entry.id)).toEqual(['th', 'en']);
  });

  it('leaves out the editors-only note of the about page', async () => {
    const [about] = await loadCmsEntries(fixture, cmsContentTypes.aboutPage);
    expect(about?.data).not.toHaveProperty('editorNote');
    expect(about?.data.registeredCapital).toBe('95.2 ล้านบาท');
  });
});

describe('bad content stops the build with a clear message', () => {
  it('names the type, language, file, entry and field of every problem', async () => {
    const folder = await copyFixture();
    await editJson(path.join(folder, 'en', 'faq-items.json'), (body) => {
      delete body.data[2]?.question;
      if (body.data[4]) body.data[4].topic = 'pricing';
    });
    const loading = loadCmsEntries({ kind: 'fixture', folder }, cmsContentTypes.faqItems);
    await expect(loading).rejects.toThrow(
      /CMS "faq-items" \(en\) from .*en\/faq-items\.json does not match the content model/,
    );
    await expect(loading).rejects.toThrow(
      /entry 3 \(faq03\): question: Invalid input: expected string, received undefined/,
    );
    await expect(loading).rejects.toThrow(/entry 5 \(faq05\) "Which fees apply\?": topic: Invalid option/);
  });

  it('refuses an SEO title longer than the CMS allows', async () => {
    const folder = await copyFixture();
    await editJson(path.join(folder, 'th', 'articles.json'), (body) => {
      (body.data[0]?.seo as Record<string, unknown>).metaTitle = 'ก'.repeat(71);
    });
    await expect(loadCmsEntries({ kind: 'fixture', folder }, cmsContentTypes.articles)).rejects.toThrow(
      /seo\.metaTitle: Too big: expected string to have <=70 characters/,
    );
  });

  it('says which fixture file is missing', async () => {
    const folder = await copyFixture();
    await rm(path.join(folder, 'th', 'footer.json'));
    await expect(loadCmsEntries({ kind: 'fixture', folder }, cmsContentTypes.footer)).rejects.toThrow(
      /SITE_CONTENT_FIXTURE has no .*th\/footer\.json/,
    );
  });

  it('names the strategy and field when a strategy answer lacks what its page shows', async () => {
    const folder = await copyFixture();
    await editApiAnswers(folder, (answers) => {
      answers['strategies/M-STABLE']!.nav = 12.5;
    });
    await expect(loadStrategies({ kind: 'fixture', folder })).rejects.toThrow(/strategies\/M-STABLE.*nav/s);
  });

  it('refuses a strategies answer whose total disagrees with its list', async () => {
    const folder = await copyFixture();
    await editApiAnswers(folder, (answers) => {
      answers.strategies!.total = 7;
    });
    await expect(loadStrategies({ kind: 'fixture', folder })).rejects.toThrow(
      /says total 7 but lists 6 strategies/,
    );
  });
});
