import { describe, expect, it } from 'vitest';
import { missingPublicActions, PUBLIC_READ_ACTIONS } from './public-read.ts';

describe('public read permissions', () => {
  it('the public may list and open articles, and do nothing else with them', () => {
    expect(PUBLIC_READ_ACTIONS).toEqual(['api::article.article.find', 'api::article.article.findOne']);
  });

  it('a fresh Public role lacks every read action', () => {
    expect(missingPublicActions([])).toEqual([...PUBLIC_READ_ACTIONS]);
  });

  it('only the actions not yet granted are returned', () => {
    expect(
      missingPublicActions(['api::article.article.find', 'plugin::users-permissions.auth.callback']),
    ).toEqual(['api::article.article.findOne']);
  });

  it('a role that has them all lacks nothing', () => {
    expect(missingPublicActions([...PUBLIC_READ_ACTIONS])).toEqual([]);
  });
});
