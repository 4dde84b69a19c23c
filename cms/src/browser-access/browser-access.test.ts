import { describe, expect, it } from 'vitest';
import { allowedOrigins, secureCookies } from './browser-access.ts';

describe('who may call the CMS from a browser', () => {
  it('allows only its own origin by default, never a wildcard', () => {
    expect(allowedOrigins({ CMS_PORT: '4337' })).toEqual(['http://localhost:4337']);
    expect(allowedOrigins({ CMS_PUBLIC_URL: 'https://cms.example.com/admin' })).toEqual([
      'https://cms.example.com',
    ]);
    expect(allowedOrigins({})).not.toContain('*');
  });

  it('adds the origins named in CMS_CORS_ORIGINS', () => {
    expect(
      allowedOrigins({
        CMS_PORT: '1337',
        CMS_CORS_ORIGINS: 'https://site.example.com/, http://localhost:3003',
      }),
    ).toEqual(['http://localhost:1337', 'https://site.example.com', 'http://localhost:3003']);
  });

  it('makes the admin cookie Secure when the CMS is served over https or when told', () => {
    expect(secureCookies({ CMS_PUBLIC_URL: 'https://cms.example.com' })).toBe(true);
    expect(secureCookies({ CMS_PUBLIC_URL: 'http://localhost:1337' })).toBe(false);
    expect(secureCookies({ CMS_PUBLIC_URL: 'http://localhost:1337', CMS_COOKIE_SECURE: 'true' })).toBe(true);
    expect(secureCookies({})).toBe(false);
  });
});
