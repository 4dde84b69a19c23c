import { describe, expect, it } from 'vitest';
import { firstAdminFromEnv, passwordProblem } from './first-admin.ts';

describe('first admin from the environment', () => {
  it('uses the demo account when both values are set, with the e-mail normalised', () => {
    expect(
      firstAdminFromEnv({ CMS_ADMIN_EMAIL: ' Admin@Example.com ', CMS_ADMIN_PASSWORD: 'Demo!2026' }),
    ).toEqual({
      email: 'admin@example.com',
      password: 'Demo!2026',
      firstname: 'Admin',
      lastname: 'CMS',
    });
  });

  it('creates nobody unless both the e-mail and the password are set', () => {
    expect(firstAdminFromEnv({})).toBeNull();
    expect(firstAdminFromEnv({ CMS_ADMIN_EMAIL: 'admin@example.com' })).toBeNull();
    expect(firstAdminFromEnv({ CMS_ADMIN_PASSWORD: 'Demo!2026' })).toBeNull();
    expect(firstAdminFromEnv({ CMS_ADMIN_EMAIL: '', CMS_ADMIN_PASSWORD: 'Demo!2026' })).toBeNull();
  });

  it('refuses a password the admin panel would refuse', () => {
    expect(() =>
      firstAdminFromEnv({ CMS_ADMIN_EMAIL: 'a@example.com', CMS_ADMIN_PASSWORD: 'demo2026' }),
    ).toThrow('CMS_ADMIN_PASSWORD must contain an uppercase letter');
  });
});

describe('admin password rules', () => {
  it('7 characters are too few, 8 are enough', () => {
    expect(passwordProblem('Demo!20')).toBe('must be at least 8 characters long');
    expect(passwordProblem('Demo!202')).toBeNull();
  });

  it('72 bytes are allowed, 73 are not, and a Thai letter takes 3 bytes', () => {
    expect(passwordProblem(`Aa1${'x'.repeat(69)}`)).toBeNull();
    expect(passwordProblem(`Aa1${'x'.repeat(70)}`)).toBe('must be at most 72 bytes long');
    expect(passwordProblem(`Aa1${'ก'.repeat(24)}`)).toBe('must be at most 72 bytes long');
  });

  it('needs a lowercase letter, an uppercase letter and a digit', () => {
    expect(passwordProblem('DEMO!2026')).toBe('must contain a lowercase letter');
    expect(passwordProblem('demo!2026')).toBe('must contain an uppercase letter');
    expect(passwordProblem('Demo!Demo')).toBe('must contain a digit');
  });
});
