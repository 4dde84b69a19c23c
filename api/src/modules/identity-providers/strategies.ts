import type { Request } from 'express';
import type { OidcProviderConfig } from '../../platform/config.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { VerifyingStrategy } from '../auth/passport.ts';
import type { Provider, ProviderIdentity } from './accounts.ts';
import { exchangeAppleCode, fetchWalletProfile, merkleLogin } from './adapters.ts';
import { type VerifiedIdentity, verifyIdToken } from './id-token.ts';
import type { IdTokenNonce } from './nonces.ts';
import type { Wallet } from './pending-sign-ins.ts';

/**
 * What a provider strategy authenticates: the provider's account (not yet a local user: the route finds, links or
 * creates that, and opens the session), the id token's nonce to spend with the sign-in, and the wallet's answer.
 */
export interface ProviderSignIn {
  identity: ProviderIdentity;
  nonce?: IdTokenNonce;
  wallet?: Wallet;
}

function fromIdToken(provider: Provider, issuer: string, verified: VerifiedIdentity): ProviderSignIn {
  const identity = {
    provider,
    subject: verified.subject,
    email: verified.email,
    emailVerified: verified.emailVerified,
  };
  if (verified.nonce === null) return { identity };
  const nonce = { issuer, subject: verified.subject, nonce: verified.nonce, expiresAt: verified.expiresAt };
  return { identity, nonce };
}

const bodyOf = (req: Request) => req.body as Record<string, string | undefined>;

/** A provider's strategy: it asks the provider, through the context's adapters and settings, who the caller is. */
abstract class ProviderStrategy extends VerifyingStrategy<ProviderSignIn> {
  protected readonly ctx: AppContext;

  constructor(ctx: AppContext) {
    super();
    this.ctx = ctx;
  }
}

/**
 * Google (and the sister platform's Google client): the portal ran the implicit flow and posts the id token with
 * the nonce it sent. Signature against the provider's JWKS, issuer, audience, expiry and nonce are checked.
 */
export class IdTokenStrategy extends ProviderStrategy {
  readonly name: 'google' | 'merkle-google';
  private readonly settings: OidcProviderConfig;

  constructor(name: 'google' | 'merkle-google', ctx: AppContext, settings: OidcProviderConfig) {
    super(ctx);
    this.name = name;
    this.settings = settings;
  }

  protected async verify(req: Request) {
    const { idToken, nonce } = bodyOf(req);
    const verified = await verifyIdToken(this.ctx, this.settings, String(idToken), nonce);
    return { user: fromIdToken(this.name, this.settings.issuer, verified) };
  }
}

/**
 * Sign in with Apple: the code from Apple's redirect is exchanged at Apple's token endpoint (single use, 5
 * minutes), and the id token it answers is verified as Google's is.
 */
export class AppleStrategy extends ProviderStrategy {
  readonly name = 'apple';

  protected async verify(req: Request) {
    const { authCode, redirectUri, nonce } = bodyOf(req);
    const { apple } = this.ctx.config.identityProviders;
    const idToken = await exchangeAppleCode(this.ctx, String(authCode), redirectUri);
    const verified = await verifyIdToken(this.ctx, apple, idToken, nonce);
    return { user: fromIdToken('apple', apple.issuer, verified) };
  }
}

/**
 * The wallet app: its access token (header `x-tmn-access-token`) is sent to the wallet's profile endpoint, whose
 * answer must name the wallet id and e-mail the portal posted. The wallet has verified its users' e-mail addresses
 * (its accounts pass its own KYC).
 */
export class WalletStrategy extends ProviderStrategy {
  readonly name = 'true-money';

  protected async verify(req: Request) {
    const profile = await fetchWalletProfile(this.ctx, String(req.get('x-tmn-access-token')));
    const { trueMoneyId, email } = bodyOf(req);
    if (profile.trueMoneyId !== trueMoneyId || profile.email !== email) {
      throw new AppError('AUTH_PROVIDER_PROFILE_MISMATCH', 401);
    }
    return {
      user: {
        identity: {
          provider: 'true-money' as const,
          subject: profile.trueMoneyId,
          email: profile.email,
          emailVerified: true,
        },
        wallet: { trueMoneyId: profile.trueMoneyId, allowInvest: profile.allowInvest },
      },
    };
  }
}

/**
 * The sister platform's e-mail, password and code, checked by the sister platform's login; only the credentials
 * are sent there. It is a related licensed platform that verified the e-mail of each of its accounts.
 */
export class SisterPlatformStrategy extends ProviderStrategy {
  readonly name = 'merkle';

  protected async verify(req: Request) {
    const { email, password, twoFactor } = bodyOf(req);
    const sister = await merkleLogin(this.ctx, {
      email: String(email),
      password: String(password),
      twoFactor: twoFactor ?? null,
    });
    return {
      user: {
        identity: {
          provider: 'merkle' as const,
          subject: sister.merkleUserId.toLowerCase(),
          email: sister.email,
          emailVerified: true,
        },
      },
    };
  }
}
