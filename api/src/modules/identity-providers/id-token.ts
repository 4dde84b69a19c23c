import { errors, jwtVerify } from 'jose';
import type { OidcProviderConfig } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { keySetUnreachable, remoteKeySet } from '../../platform/remote-key-sets.ts';

export interface VerifiedIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  /** The token's `nonce` claim, spent when the token opens a session so it cannot open another. */
  nonce: string | null;
  /** When the token expires: its nonce need not be remembered longer. */
  expiresAt: Date;
}

/**
 * Checks an OpenID Connect id token for real: signature against the provider's JWKS (RS256/ES256 only, so
 * `alg: none` and HMAC tricks fail), issuer, audience (our client id), expiry and issue time by `ctx.clock`.
 * `email_verified` arrives as a boolean from Google and sometimes as the string "true" from Apple.
 */
export async function verifyIdToken(
  ctx: AppContext,
  provider: Pick<OidcProviderConfig, 'jwksUrl' | 'issuer' | 'clientId'>,
  idToken: string,
  nonce?: string,
): Promise<VerifiedIdentity> {
  if (!provider.jwksUrl || !provider.issuer || !provider.clientId) {
    throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
  }
  try {
    const { payload } = await jwtVerify(idToken, remoteKeySet(provider.jwksUrl), {
      issuer: provider.issuer,
      audience: provider.clientId,
      algorithms: ['RS256', 'ES256'],
      currentDate: ctx.clock.now(),
      clockTolerance: 30,
      requiredClaims: ['sub', 'iat', 'exp'],
    });
    if (nonce !== undefined && payload.nonce !== nonce)
      throw new errors.JWTClaimValidationFailed('nonce', payload);
    const email = typeof payload.email === 'string' ? payload.email.trim().toLowerCase() : null;
    return {
      subject: String(payload.sub),
      email,
      emailVerified: email !== null && (payload.email_verified === true || payload.email_verified === 'true'),
      name: typeof payload.name === 'string' ? payload.name : null,
      nonce: typeof payload.nonce === 'string' ? payload.nonce : null,
      expiresAt: new Date(Number(payload.exp) * 1000),
    };
  } catch (err) {
    if (err instanceof AppError) throw err;
    // Failing to reach the key set is the provider's outage, not a bad token.
    if (keySetUnreachable(err)) {
      ctx.logger.warn({ err, jwksUrl: provider.jwksUrl }, 'identity provider key set unreachable');
      throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
    }
    throw new AppError('AUTH_PROVIDER_TOKEN_INVALID', 401);
  }
}
