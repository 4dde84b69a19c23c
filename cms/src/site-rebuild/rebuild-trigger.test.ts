import { describe, expect, it } from 'vitest';
import { isRebuildTrigger } from './rebuild-trigger.ts';

const article = { uid: 'api::article.article', draftAndPublish: true };
const homePage = { uid: 'api::home-page.home-page', draftAndPublish: false };

describe('what rebuilds the site', () => {
  it('publishing, unpublishing and deleting an article', () => {
    for (const action of ['publish', 'unpublish', 'delete']) {
      expect(isRebuildTrigger({ ...article, action })).toBe(true);
    }
  });

  it('saving an article draft does not, saving it with status published does', () => {
    expect(isRebuildTrigger({ ...article, action: 'update' })).toBe(false);
    expect(isRebuildTrigger({ ...article, action: 'create', status: 'draft' })).toBe(false);
    expect(isRebuildTrigger({ ...article, action: 'create', status: 'published' })).toBe(true);
    expect(isRebuildTrigger({ ...article, action: 'update', status: 'published' })).toBe(true);
  });

  it('discarding a draft, reading and counting do not', () => {
    for (const action of ['discardDraft', 'findOne', 'findMany', 'findFirst', 'count']) {
      expect(isRebuildTrigger({ ...article, action })).toBe(false);
    }
  });

  it('saving or deleting a single type, which has no drafts, does', () => {
    expect(isRebuildTrigger({ ...homePage, action: 'create' })).toBe(true);
    expect(isRebuildTrigger({ ...homePage, action: 'update' })).toBe(true);
    expect(isRebuildTrigger({ ...homePage, action: 'delete' })).toBe(true);
    expect(isRebuildTrigger({ ...homePage, action: 'findFirst' })).toBe(false);
  });

  it('every site collection publishes the same way', () => {
    for (const uid of ['api::faq-item.faq-item', 'api::crypto-news-item.crypto-news-item']) {
      expect(isRebuildTrigger({ uid, draftAndPublish: true, action: 'publish' })).toBe(true);
    }
  });

  it('content the site does not show never does', () => {
    expect(isRebuildTrigger({ uid: 'plugin::upload.file', draftAndPublish: false, action: 'create' })).toBe(
      false,
    );
    expect(
      isRebuildTrigger({ uid: 'plugin::users-permissions.user', draftAndPublish: false, action: 'delete' }),
    ).toBe(false);
  });
});
