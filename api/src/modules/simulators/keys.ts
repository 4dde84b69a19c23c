import { randomUUID } from 'node:crypto';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

export interface SigningKey {
  sign(claims: JWTPayload): Promise<string>;
  jwks(): Promise<{ keys: JWK[] }>;
}

/**
 * A simulator's RS256 key pair, made when the process starts and never written anywhere, so no signing key is
 * ever committed or shared between runs. Generated on first use to keep start-up fast.
 */
export function signingKey(): SigningKey {
  const kid = randomUUID();
  let pair: Promise<{ privateKey: CryptoKey; publicKey: CryptoKey }> | null = null;
  const keys = () => {
    pair ??= generateKeyPair('RS256', { extractable: true });
    return pair;
  };
  return {
    async sign(claims) {
      const { privateKey } = await keys();
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
    },
    async jwks() {
      const { publicKey } = await keys();
      return { keys: [{ ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' }] };
    },
  };
}
