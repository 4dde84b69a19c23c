import { describe, expect, it } from 'vitest';
import { missingPublicActions, PUBLIC_READ_ACTIONS } from './public-read.ts';

describe('public read permissions', () => {
  it('the public may list and open every collection the site shows', () => {
    expect(PUBLIC_READ_ACTIONS).toEqual(
      expect.arrayContaining([
        'api::article.article.find',
        'api::article.article.findOne',
        'api::faq-item.faq-item.find',
        'api::faq-item.faq-item.findOne',
        'api::crypto-news-item.crypto-news-item.findOne',
      ]),
    );
  });

  it('single types are read with find alone, since they have no findOne', () => {
    expect(PUBLIC_READ_ACTIONS).toContain('api::home-page.home-page.find');
    expect(PUBLIC_READ_ACTIONS).toContain('api::scammer-alert.scammer-alert.find');
    expect(PUBLIC_READ_ACTIONS).not.toContain('api::home-page.home-page.findOne');
  });

  it('grants reading only: 6 collections with 2 actions and 5 single types with 1', () => {
    expect(PUBLIC_READ_ACTIONS).toHaveLength(17);
    expect(PUBLIC_READ_ACTIONS.every((action) => /\.(find|findOne)$/.test(action))).toBe(true);
  });

  it('a fresh Public role lacks every read action', () => {
    expect(missingPublicActions([])).toEqual([...PUBLIC_READ_ACTIONS]);
  });

  it('only the actions not yet granted are returned', () => {
    const granted = PUBLIC_READ_ACTIONS.filter((action) => action !== 'api::footer.footer.find');
    expect(missingPublicActions([...granted, 'plugin::users-permissions.auth.callback'])).toEqual([
      'api::footer.footer.find',
    ]);
  });

  it('a role that has them all lacks nothing', () => {
    expect(missingPublicActions([...PUBLIC_READ_ACTIONS])).toEqual([]);
  });
});
