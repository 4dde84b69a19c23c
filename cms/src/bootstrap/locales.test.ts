import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_CODE, missingLocales, SITE_LOCALES } from './locales.ts';

describe('site locales', () => {
  it('Thai is the default and English the second language', () => {
    expect(DEFAULT_LOCALE_CODE).toBe('th');
    expect(SITE_LOCALES.map((locale) => locale.code)).toEqual(['th', 'en']);
  });

  it('a fresh CMS, which only has English, lacks Thai', () => {
    expect(missingLocales(['en'])).toEqual([{ code: 'th', name: 'Thai (th)' }]);
  });

  it('an empty CMS lacks both', () => {
    expect(missingLocales([]).map((locale) => locale.code)).toEqual(['th', 'en']);
  });

  it('a set-up CMS lacks nothing, and locales editors added are not reported', () => {
    expect(missingLocales(['th', 'en', 'zh'])).toEqual([]);
  });
});
