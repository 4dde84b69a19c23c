import { describe, expect, it } from 'vitest';
import { ARTICLE_CATEGORIES, ARTICLES } from './index.ts';

const uids = ARTICLES.map((article) => article.content.th.uid);

describe('demo articles', () => {
  it('are at least six, with unique URL-safe uids that are the same in both languages', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(6);
    expect(new Set(uids).size).toBe(uids.length);
    for (const { content } of ARTICLES) {
      expect(content.th.uid).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(content.en.uid).toBe(content.th.uid);
    }
  });

  it('keep the uid of the welcome article seeded by earlier versions', () => {
    expect(uids).toContain('welcome-to-our-digital-asset-fund');
  });

  it('link only to other demo articles, and each has some', () => {
    for (const article of ARTICLES) {
      expect(article.relatedUids.length).toBeGreaterThan(0);
      expect(article.relatedUids).not.toContain(article.content.th.uid);
      for (const uid of article.relatedUids) expect(uids).toContain(uid);
    }
  });

  it('have a Markdown body of several sections', () => {
    for (const { content } of ARTICLES) {
      expect(content.th.body).toMatch(/^## /m);
      expect(content.en.body).toMatch(/^## /m);
    }
  });

  it('have a known category and a publication date, the same in both languages', () => {
    for (const { content } of ARTICLES) {
      expect(ARTICLE_CATEGORIES).toContain(content.th.category);
      expect(content.th.publishedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(content.en.publishedDate).toBe(content.th.publishedDate);
      expect(content.en.category).toBe(content.th.category);
    }
  });

  it('describe themselves to search engines with their excerpt', () => {
    for (const { content } of ARTICLES) {
      expect(content.en.seo.metaDescription).toBe(content.en.excerpt);
      expect(content.th.seo.metaSocial).toHaveLength(2);
    }
  });
});
