import { randomUUID } from 'node:crypto';
import type { CryptoKey, JWK, JWTPayload } from 'jose';
import { exportJWK, generateKeyPair, importJWK, SignJWT } from 'jose';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

export interface SigningKey {
  sign(claims: JWTPayload): Promise<string>;
  jwks(): Promise<{ keys: JWK[] }>;
}

interface StoredKey {
  kid: string;
  private_jwk: JWK;
  public_jwk: JWK;
}

/** The provider's stored key, or the one this call stores when there is none yet; racing replicas keep the first. */
async function sharedKeyOf(ctx: AppContext, provider: string): Promise<StoredKey> {
  const select = () =>
    ctx.sequelize.query<StoredKey>(
      'SELECT kid, private_jwk, public_jwk FROM simulator_signing_keys WHERE provider = :provider',
      { replacements: { provider }, type: QueryTypes.SELECT },
    );
  const [stored] = await select();
  if (stored) return stored;
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  await ctx.sequelize.query(
    `INSERT INTO simulator_signing_keys (provider, kid, private_jwk, public_jwk)
     VALUES (:provider, :kid, :privateJwk::jsonb, :publicJwk::jsonb) ON CONFLICT (provider) DO NOTHING`,
    {
      replacements: {
        provider,
        kid: randomUUID(),
        privateJwk: JSON.stringify(await exportJWK(privateKey)),
        publicJwk: JSON.stringify(await exportJWK(publicKey)),
      },
    },
  );
  const [kept] = await select();
  return kept!;
}

/**
 * A simulated provider's RS256 key pair, made on first use and kept in the database, so every API replica signs
 * with the same key and publishes the same key set; it is never committed, and each database makes its own.
 * Read once per process: the stored key never changes, so holding it in memory cannot make replicas disagree.
 */
export function signingKey(ctx: AppContext, provider: string): SigningKey {
  let loaded: Promise<{ kid: string; privateKey: CryptoKey | Uint8Array; publicJwk: JWK }> | null = null;
  const key = () => {
    loaded ??= sharedKeyOf(ctx, provider).then(async (stored) => ({
      kid: stored.kid,
      privateKey: await importJWK(stored.private_jwk, 'RS256'),
      publicJwk: stored.public_jwk,
    }));
    // A failed read (database briefly away) is tried again on the next use.
    loaded.catch(() => {
      loaded = null;
    });
    return loaded;
  };
  return {
    async sign(claims) {
      const { kid, privateKey } = await key();
      return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' }).sign(privateKey);
    },
    async jwks() {
      const { kid, publicJwk } = await key();
      return { keys: [{ ...publicJwk, kid, alg: 'RS256', use: 'sig' }] };
    },
  };
}
