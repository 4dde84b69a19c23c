import { describe, expect, it } from 'vitest';
import { DEMO_ARTICLE, DEMO_ARTICLE_FIRST_LOCALE, demoTranslations } from './demo-article.ts';
import { DEFAULT_LOCALE_CODE, SITE_LOCALES } from './locales.ts';

describe('demo article', () => {
  it('exists in every site locale and is created in the default one', () => {
    expect(Object.keys(DEMO_ARTICLE).sort()).toEqual(SITE_LOCALES.map((locale) => locale.code).sort());
    expect(DEMO_ARTICLE_FIRST_LOCALE).toBe(DEFAULT_LOCALE_CODE);
  });

  it('is written in Thai and in English', () => {
    expect(DEMO_ARTICLE.th.title).toMatch(/[\u0E00-\u0E7F]/);
    expect(DEMO_ARTICLE.en.title).toBe('Welcome to our digital-asset fund');
  });

  it('says in both languages that it is demo content', () => {
    expect(DEMO_ARTICLE.th.excerpt).toContain('เนื้อหาตัวอย่าง');
    expect(DEMO_ARTICLE.en.excerpt).toMatch(/^Demo content/);
  });

  it('has a URL-safe uid, the same in both languages', () => {
    expect(DEMO_ARTICLE.th.uid).toMatch(/^[a-z0-9-]+$/);
    expect(DEMO_ARTICLE.en.uid).toBe(DEMO_ARTICLE.th.uid);
  });

  it('adds every locale but the first as a translation', () => {
    expect(demoTranslations()).toEqual([['en', DEMO_ARTICLE.en]]);
  });
});
