import { describe, expect, it } from 'vitest';
import { rebuildTargetFromEnv } from './rebuild-target.ts';

describe('rebuild target from the environment', () => {
  it('is off when SITE_REBUILD_URL is not set or blank', () => {
    expect(rebuildTargetFromEnv({})).toBeNull();
    expect(rebuildTargetFromEnv({ SITE_REBUILD_URL: ' ', SITE_REBUILD_TOKEN: 'secret' })).toBeNull();
  });

  it('posts to the URL with the token', () => {
    expect(
      rebuildTargetFromEnv({
        SITE_REBUILD_URL: 'http://site-builder:4321/rebuild',
        SITE_REBUILD_TOKEN: 'secret',
      }),
    ).toEqual({ url: 'http://site-builder:4321/rebuild', token: 'secret' });
  });

  it('has no token when SITE_REBUILD_TOKEN is not set', () => {
    expect(rebuildTargetFromEnv({ SITE_REBUILD_URL: 'https://build.example/hook' })).toEqual({
      url: 'https://build.example/hook',
      token: null,
    });
  });

  it('refuses an address that is not http(s), so a typo shows at start-up', () => {
    expect(() => rebuildTargetFromEnv({ SITE_REBUILD_URL: 'localhost:4321/rebuild' })).toThrow(
      'SITE_REBUILD_URL must be an http:// or https:// address',
    );
    expect(() => rebuildTargetFromEnv({ SITE_REBUILD_URL: 'ftp://host/x' })).toThrow('SITE_REBUILD_URL');
  });
});
