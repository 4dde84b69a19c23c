import { describe, expect, it } from 'vitest';
import { postgresConnection, requireDatabaseUrl } from './database-url.ts';

const url = 'postgres://postgres:postgres@localhost:5433/fund_cms';

describe('CMS database connection', () => {
  it('connects to PostgreSQL through the whole connection string with a small pool', () => {
    expect(postgresConnection(url)).toEqual({
      client: 'postgres',
      connection: { connectionString: url },
      pool: { min: 0, max: 5 },
    });
  });

  it('accepts postgres:// and postgresql:// addresses', () => {
    expect(requireDatabaseUrl(url)).toBe(url);
    expect(requireDatabaseUrl('postgresql://db/fund_cms')).toBe('postgresql://db/fund_cms');
  });

  it('refuses to start without an address, or with one for another database', () => {
    expect(() => requireDatabaseUrl(undefined)).toThrow('CMS_DATABASE_URL is not set');
    expect(() => requireDatabaseUrl('')).toThrow('CMS_DATABASE_URL is not set');
    expect(() => requireDatabaseUrl('mysql://db/fund_cms')).toThrow('must be a postgres://');
  });
});
