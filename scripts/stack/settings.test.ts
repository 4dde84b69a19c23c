import { describe, expect, it } from 'vitest';
import { readDatabaseUrls, readPorts } from './settings.ts';
import { StackError } from './stack-error.ts';

describe('readPorts', () => {
  it('uses the documented defaults, shifted by an offset for the test stack', () => {
    expect(readPorts({})).toMatchObject({
      api: 3000,
      portal: 3001,
      backoffice: 3002,
      site: 3003,
      cms: 1337,
      mail: 3025,
    });
    expect(readPorts({}, 1000).api).toBe(4000);
  });

  it('takes an override from its variable', () => {
    expect(readPorts({ API_PORT: '4100' }).api).toBe(4100);
  });

  it.each(['abc', '0', '65536', '3000.5'])('refuses API_PORT=%s with the variable and the fix', (value) => {
    expect(() => readPorts({ API_PORT: value })).toThrowError(StackError);
    expect(() => readPorts({ API_PORT: value })).toThrowError(/API_PORT/);
  });

  it('refuses two services on one port', () => {
    expect(() => readPorts({ PORTAL_PORT: '3000' })).toThrowError(/API_PORT and PORTAL_PORT are both 3000/);
  });
});

describe('readDatabaseUrls', () => {
  it('means the embedded server when DATABASE_URL is unset', () => {
    expect(readDatabaseUrls({})).toBeNull();
  });

  it('needs the CMS database too when an external server is used', () => {
    expect(() => readDatabaseUrls({ DATABASE_URL: 'postgres://u:p@h/db' })).toThrowError(/CMS_DATABASE_URL/);
    expect(
      readDatabaseUrls({ DATABASE_URL: 'postgres://u:p@h/a', CMS_DATABASE_URL: 'postgresql://u:p@h/b' }),
    ).toEqual({ api: 'postgres://u:p@h/a', cms: 'postgresql://u:p@h/b' });
  });

  it('refuses a URL that is not PostgreSQL', () => {
    expect(() =>
      readDatabaseUrls({ DATABASE_URL: 'mysql://h/a', CMS_DATABASE_URL: 'postgres://h/b' }),
    ).toThrowError(/DATABASE_URL is not a PostgreSQL URL/);
  });
});
