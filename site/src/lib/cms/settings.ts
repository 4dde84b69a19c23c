import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Where build-time content comes from: the live CMS and API, or a folder of JSON answers saved from them. */
export type ContentSource =
  | { kind: 'fixture'; folder: string }
  | { kind: 'remote'; cmsUrl: string; apiUrl: string; token: string | undefined; notes: string[] };

type Env = Readonly<Record<string, string | undefined>>;

function readTokenFile(file: string, notes: string[]): string | undefined {
  try {
    const token = readFileSync(file, 'utf8').trim();
    if (token) return token;
    notes.push(`CMS_BUILD_TOKEN_FILE ${file} is empty; reading the CMS without a token.`);
  } catch (error) {
    // The CMS writes the file when it first starts, so a missing file usually means it has not started yet;
    // the public role can still read, and an unreachable CMS fails the build on its own.
    notes.push(
      `CMS_BUILD_TOKEN_FILE ${file} could not be read (${(error as Error).message}); ` +
        'reading without a token.',
    );
  }
  return undefined;
}

/**
 * Reads the build's content settings: `SITE_CONTENT_FIXTURE` (a folder, relative to the working directory)
 * wins; otherwise `CMS_URL` with the token from `CMS_TOKEN` or the file named by `CMS_BUILD_TOKEN_FILE`, and
 * `API_URL` for the strategies.
 */
export function readContentSource(env: Env = process.env, cwd = process.cwd()): ContentSource {
  const fixture = env.SITE_CONTENT_FIXTURE?.trim();
  if (fixture) return { kind: 'fixture', folder: path.resolve(cwd, fixture) };
  const notes: string[] = [];
  const token =
    env.CMS_TOKEN?.trim() ||
    (env.CMS_BUILD_TOKEN_FILE ? readTokenFile(env.CMS_BUILD_TOKEN_FILE, notes) : undefined);
  return {
    kind: 'remote',
    cmsUrl: (env.CMS_URL?.trim() || 'http://localhost:1337').replace(/\/+$/, ''),
    apiUrl: (env.API_URL?.trim() || 'http://localhost:3000').replace(/\/+$/, ''),
    token,
    notes,
  };
}
