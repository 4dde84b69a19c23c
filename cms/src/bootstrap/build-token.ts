// The site build reads content with a read-only API token whose key the CMS writes to a file at start-up
// (env CMS_BUILD_TOKEN_FILE). Strapi stores only a hash of the key for checking requests, plus a copy
// encrypted with ENCRYPTION_KEY, so a lost file can be rewritten from the existing token; only when that
// copy cannot be read is the token replaced.

export const BUILD_TOKEN = {
  name: 'site-build',
  description: 'Read-only token the marketing site build reads published content with; kept by the CMS.',
  type: 'read-only',
  lifespan: null,
} as const;

export interface BuildTokenFacts {
  /** The key in the token file, or null when there is no file or it is empty. */
  fileKey: string | null;
  /** Whether some API token has the file's key. */
  fileKeyIsValid: boolean;
  /** The token named BUILD_TOKEN.name, with its decrypted key when Strapi could decrypt it. */
  existing: { id: number | string; accessKey: string | null } | null;
}

export type BuildTokenStep =
  | { action: 'keep' }
  | { action: 'write'; accessKey: string }
  | { action: 'create'; revokeId: number | string | null };

export function planBuildToken(facts: BuildTokenFacts): BuildTokenStep {
  if (facts.fileKey && facts.fileKeyIsValid) return { action: 'keep' };
  if (facts.existing?.accessKey) return { action: 'write', accessKey: facts.existing.accessKey };
  // Token names are unique, so a token whose key is lost must go before its replacement is created.
  return { action: 'create', revokeId: facts.existing?.id ?? null };
}

/** The key as read from the file: surrounding whitespace (an editor's trailing newline) is not part of it. */
export function keyFromFile(content: string | null): string | null {
  const key = content?.trim();
  return key ? key : null;
}
