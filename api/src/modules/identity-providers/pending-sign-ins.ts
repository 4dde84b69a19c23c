import { createHash, randomBytes } from 'node:crypto';
import { errorMessage } from '@fund/domain';
import type { Request, Response } from 'express';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Provider, ProviderIdentity } from './accounts.ts';

/** How long a reader has to accept the consents after the provider has answered. */
export const pendingSignInMinutes = 10;

export interface Wallet {
  trueMoneyId: string;
  allowInvest: boolean;
}

/** A provider sign-in that needs one more step from the reader: `pendingSignInToken` stands for it until then. */
export class PendingSignInError extends AppError {
  readonly pendingSignInToken: string;

  constructor(
    code: 'AUTH_CONSENT_REQUIRED' | 'AUTH_2FA_REQUIRED' | 'AUTH_2FA_INVALID',
    pendingSignInToken: string,
  ) {
    super(code, code === 'AUTH_CONSENT_REQUIRED' ? 422 : 401);
    this.pendingSignInToken = pendingSignInToken;
  }
}

/**
 * A provider sign-in that would open a new account came without the sign-up consents: nothing was created and
 * nobody signed in. `pendingSignInToken` lets the reader finish with `POST /auth/provider-consent`.
 */
export class ConsentRequiredError extends PendingSignInError {
  constructor(pendingSignInToken: string) {
    super('AUTH_CONSENT_REQUIRED', pendingSignInToken);
  }
}

/**
 * The account has 2FA on, and a provider's word is only the first factor: nobody signed in yet (AUTH_2FA_REQUIRED,
 * or AUTH_2FA_INVALID after a wrong code, which counted towards the lockout). `pendingSignInToken` lets the reader
 * give the code with `POST /auth/provider-second-factor`; a wrong code answers a fresh one.
 */
export class SecondFactorRequiredError extends PendingSignInError {
  constructor(code: 'AUTH_2FA_REQUIRED' | 'AUTH_2FA_INVALID', pendingSignInToken: string) {
    super(code, pendingSignInToken);
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/**
 * Keeps the identity the provider has verified (its credential may be single-use: Apple's code, the wallet
 * token) for 10 minutes; answers the token that stands for it. Only its hash is stored.
 */
export async function storePendingSignIn(
  ctx: AppContext,
  identity: ProviderIdentity,
  wallet: Wallet | undefined,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = ctx.clock.now();
  await ctx.sequelize.transaction(async (t) => {
    // Housekeeping: expired ones can never be used.
    await ctx.sequelize.query('DELETE FROM pending_provider_sign_ins WHERE expires_at <= :now', {
      replacements: { now },
      transaction: t,
    });
    await ctx.sequelize.query(
      `INSERT INTO pending_provider_sign_ins
         (token_hash, provider, subject, email, true_money_id, allow_invest, expires_at, created_at)
       VALUES (:tokenHash, :provider, :subject, :email, :trueMoneyId, :allowInvest, :expiresAt, :now)`,
      {
        replacements: {
          tokenHash: hashToken(token),
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          trueMoneyId: wallet?.trueMoneyId ?? null,
          allowInvest: wallet?.allowInvest ?? null,
          expiresAt: new Date(now.getTime() + pendingSignInMinutes * 60_000),
          now,
        },
        transaction: t,
      },
    );
  });
  return token;
}

interface PendingRow {
  provider: Provider;
  subject: string;
  email: string;
  true_money_id: string | null;
  allow_invest: boolean | null;
  expires_at: Date;
}

/**
 * Takes the pending sign-in of `token` out of the store: it is good for one use only, so it is removed whether
 * or not it is still valid. An unknown, used or expired token is AUTH_PENDING_SIGN_IN_INVALID.
 */
export async function takePendingSignIn(
  ctx: AppContext,
  token: string,
): Promise<{ identity: ProviderIdentity; wallet: Wallet | undefined }> {
  const [row] = await ctx.sequelize.query<PendingRow>(
    `DELETE FROM pending_provider_sign_ins WHERE token_hash = :tokenHash
     RETURNING provider, subject, email, true_money_id, allow_invest, expires_at`,
    { replacements: { tokenHash: hashToken(token) }, type: QueryTypes.SELECT },
  );
  if (!row || new Date(row.expires_at).getTime() <= ctx.clock.now().getTime()) {
    throw new AppError('AUTH_PENDING_SIGN_IN_INVALID', 422);
  }
  return {
    // Only a verified e-mail ever reaches the store (see resolveUser).
    identity: { provider: row.provider, subject: row.subject, email: row.email, emailVerified: true },
    wallet:
      row.true_money_id !== null
        ? { trueMoneyId: row.true_money_id, allowInvest: row.allow_invest ?? false }
        : undefined,
  };
}

/**
 * The refusal as problem+json, like every other error, plus `pendingSignInToken` (the shared error handler
 * writes only the standard members).
 */
export function sendPendingSignIn(req: Request, res: Response, error: PendingSignInError): void {
  res
    .status(error.status)
    .type('application/problem+json')
    .setHeader('Cache-Control', 'no-store')
    .json({
      type: `urn:problem:${error.code}`,
      title: errorMessage(error.code, 'en'),
      status: error.status,
      code: error.code,
      pendingSignInToken: error.pendingSignInToken,
      instance: req.id ? `urn:request:${req.id}` : undefined,
    });
}
