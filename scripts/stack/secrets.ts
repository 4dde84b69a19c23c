import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export interface LocalSecrets {
  siteRebuildToken: string;
  /** Signs the API's access and CSRF tokens. */
  apiAuthSecret: string;
  /** Seals secrets the API stores (TOTP seeds). */
  apiDataKey: string;
  cms: Record<
    | 'APP_KEYS'
    | 'API_TOKEN_SALT'
    | 'ADMIN_JWT_SECRET'
    | 'TRANSFER_TOKEN_SALT'
    | 'JWT_SECRET'
    | 'ENCRYPTION_KEY',
    string
  >;
}

const key = () => randomBytes(24).toString('base64');

/** Made once per data folder and kept there, so sessions and CMS tokens survive a restart. */
export function loadSecrets(dataDir: string): LocalSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) {
    const kept = JSON.parse(readFileSync(file, 'utf8')) as LocalSecrets;
    // Data folders made before a secret existed get it added.
    kept.siteRebuildToken ??= key();
    kept.apiAuthSecret ??= key();
    kept.apiDataKey ??= key();
    writeFileSync(file, JSON.stringify(kept, null, 2), { mode: 0o600 });
    return kept;
  }
  const secrets: LocalSecrets = {
    siteRebuildToken: key(),
    apiAuthSecret: key(),
    apiDataKey: key(),
    cms: {
      APP_KEYS: [key(), key(), key(), key()].join(','),
      API_TOKEN_SALT: key(),
      ADMIN_JWT_SECRET: key(),
      TRANSFER_TOKEN_SALT: key(),
      JWT_SECRET: key(),
      ENCRYPTION_KEY: key(),
    },
  };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}
