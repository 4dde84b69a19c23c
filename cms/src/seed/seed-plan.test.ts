import { describe, expect, it } from 'vitest';
import { ARTICLES } from './articles/index.ts';
import { articlesToSeed } from './seed-plan.ts';

const uidsOf = (articles: typeof ARTICLES) => articles.map((article) => article.content.th.uid);

describe('which demo articles to seed', () => {
  it('all of them into a CMS without articles', () => {
    expect(articlesToSeed([], ARTICLES)).toEqual(ARTICLES);
  });

  it('the missing ones next to the welcome article an earlier version seeded', () => {
    const seeded = articlesToSeed(['welcome-to-our-digital-asset-fund'], ARTICLES);
    expect(seeded).toHaveLength(ARTICLES.length - 1);
    expect(uidsOf(seeded)).not.toContain('welcome-to-our-digital-asset-fund');
  });

  it('none once editors have written an article of their own', () => {
    expect(articlesToSeed(['welcome-to-our-digital-asset-fund', 'our-q4-outlook'], ARTICLES)).toEqual([]);
    expect(articlesToSeed(['our-q4-outlook'], ARTICLES)).toEqual([]);
  });
});
