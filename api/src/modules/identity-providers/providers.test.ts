import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { providerSettings } from './providers.ts';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

describe('provider settings from config', () => {
  it('outside production every provider is its local simulator, reached through the front end', () => {
    const config = loadConfig({ ...base, APP_ENV: 'development', API_PORT: '3000' });
    expect(config.identityProviders.google.jwksUrl).toBe('http://localhost:3000/simulators/google/jwks');
    expect(providerSettings(config)).toEqual({
      google: { authorizeUrl: '/api/simulators/google/authorize', clientId: 'portal.google.simulator' },
      merkleGoogle: { authorizeUrl: '/api/simulators/google/authorize', clientId: 'merkle.google.simulator' },
      apple: { authorizeUrl: '/api/simulators/apple/authorize', clientId: 'portal.apple.simulator' },
      trueMoney: { authorizeUrl: '/api/simulators/true-money/authorize' },
      merkle: { enabled: true },
    });
  });

  it('in production the real endpoints are used and an unconfigured provider is offered to nobody', () => {
    const config = loadConfig({
      ...base,
      APP_ENV: 'production',
      AUTH_SECRET: 'a-production-secret-of-at-least-32-chars',
      DATA_ENCRYPTION_KEY: 'a-production-data-key-of-at-least-32-chars',
      GOOGLE_CLIENT_ID: 'g.apps.example',
    });
    expect(config.identityProviders.google).toMatchObject({
      issuer: 'https://accounts.google.com',
      jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
    });
    expect(providerSettings(config)).toEqual({
      google: { authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth', clientId: 'g.apps.example' },
      merkleGoogle: null,
      apple: null,
      trueMoney: null,
      merkle: { enabled: false },
    });
  });

  it('refuses a provider URL that is not http(s)', () => {
    expect(() => loadConfig({ ...base, GOOGLE_JWKS_URL: 'file:///etc/passwd' })).toThrow(/GOOGLE_JWKS_URL/);
  });
});
