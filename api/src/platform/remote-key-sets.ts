import type { JWTVerifyGetKey } from 'jose';
import { createRemoteJWKSet, errors } from 'jose';

// One key set per URL for the process: jose caches the keys and refetches when an unknown `kid` appears. A cache
// each API replica may hold differently without harm: every replica fetches the same published keys.
const keySets = new Map<string, JWTVerifyGetKey>();

/** The published key set (JWKS) at `url` that a signed token is checked against: an identity provider's, the bank's. */
export function remoteKeySet(url: string): JWTVerifyGetKey {
  let keySet = keySets.get(url);
  if (!keySet) {
    keySet = createRemoteJWKSet(new URL(url), { timeoutDuration: 5000, cooldownDuration: 30_000 });
    keySets.set(url, keySet);
  }
  return keySet;
}

/** Whether a check failed because the key set could not be reached: the issuer's outage, not a bad token. */
export const keySetUnreachable = (err: unknown) =>
  err instanceof errors.JWKSTimeout ||
  err instanceof errors.JWKSInvalid ||
  !(err instanceof errors.JOSEError);
