import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const base = { DATABASE_URL: 'postgres://u:p@localhost:5432/db' };

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig(base);
    expect(config).toMatchObject({
      appEnv: 'development',
      port: 3000,
      cookieSecure: true,
      sessionTtlMinutes: 120,
    });
    expect(config.publicOrigins).toContain('http://localhost:3001');
  });

  it('serves the second brand unless BRAND names the other; the sender follows it unless MAIL_FROM is set', () => {
    expect(loadConfig(base).brand.key).toBe('mfund');
    expect(loadConfig(base).mailFrom).toBe('MFund <no-reply@mfund.example>');
    const merit = loadConfig({ ...base, BRAND: 'merit' });
    expect(merit.brand.legalName.en).toBe('Merit Asset Company Limited');
    expect(merit.mailFrom).toBe('Merit Asset <no-reply@meritasset.example>');
    expect(loadConfig({ ...base, BRAND: 'merit', MAIL_FROM: 'Ops <ops@x.example>' }).mailFrom).toBe(
      'Ops <ops@x.example>',
    );
    expect(() => loadConfig({ ...base, BRAND: 'acme' })).toThrowError(/BRAND/);
  });

  it('reads a relative upload folder from the API package, whatever folder the process started in', () => {
    const apiDir = path.resolve(import.meta.dirname, '../..');
    const started = process.cwd();
    try {
      process.chdir(path.resolve(apiDir, '..'));
      expect(loadConfig(base).uploadDir).toBe(path.join(apiDir, '.data/uploads'));
      process.chdir(apiDir);
      expect(loadConfig(base).uploadDir).toBe(path.join(apiDir, '.data/uploads'));
      expect(loadConfig({ ...base, UPLOAD_DIR: '/srv/uploads' }).uploadDir).toBe('/srv/uploads');
    } finally {
      process.chdir(started);
    }
  });

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x', API_PORT: 'eighty' })).toThrowError(ConfigError);
    try {
      loadConfig({ DATABASE_URL: 'mysql://x', API_PORT: 'eighty' });
    } catch (error) {
      expect((error as Error).message).toMatch(/DATABASE_URL/);
      expect((error as Error).message).toMatch(/API_PORT/);
    }
  });

  it('trusts only the configured proxies for the client address: this host by default, or the list given', () => {
    expect(loadConfig(base).trustedProxies).toEqual(['loopback']);
    expect(loadConfig({ ...base, TRUSTED_PROXIES: '172.28.0.10, 10.0.0.0/8' }).trustedProxies).toEqual([
      '172.28.0.10',
      '10.0.0.0/8',
    ]);
    expect(() => loadConfig({ ...base, TRUSTED_PROXIES: 'everyone' })).toThrowError(/TRUSTED_PROXIES/);
  });

  it('listens on this machine only outside production unless API_HOST says otherwise', () => {
    expect(loadConfig(base).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, APP_ENV: 'test' }).host).toBe('127.0.0.1');
    expect(loadConfig({ ...base, API_HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(
      loadConfig({
        ...base,
        APP_ENV: 'production',
        AUTH_SECRET: 'x'.repeat(32),
        DATA_ENCRYPTION_KEY: 'y'.repeat(32),
      }).host,
    ).toBe('0.0.0.0');
    expect(() => loadConfig({ ...base, API_HOST: 'everywhere' })).toThrowError(/API_HOST/);
  });

  it('requires DATABASE_URL', () => {
    expect(() => loadConfig({})).toThrowError(/DATABASE_URL/);
  });

  it('requires AUTH_SECRET in production only, and makes a random one elsewhere', () => {
    expect(() => loadConfig({ ...base, APP_ENV: 'production' })).toThrowError(/AUTH_SECRET/);
    expect(() => loadConfig({ ...base, APP_ENV: 'production', AUTH_SECRET: 'short' })).toThrowError(
      /AUTH_SECRET/,
    );
    expect(() => loadConfig({ ...base, APP_ENV: 'production', AUTH_SECRET: 'a'.repeat(32) })).toThrowError(
      /DATA_ENCRYPTION_KEY/,
    );
    expect(
      loadConfig({
        ...base,
        APP_ENV: 'production',
        AUTH_SECRET: 'a'.repeat(32),
        DATA_ENCRYPTION_KEY: 'b'.repeat(32),
      }).dataEncryptionKey,
    ).toBe('b'.repeat(32));
    const a = loadConfig(base).authSecret;
    expect(a.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig(base).authSecret).not.toBe(a);
  });
});
