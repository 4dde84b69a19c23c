import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy } from 'passport-strategy';
import { AppError } from '../../platform/errors.ts';

/**
 * A strategy refuses a sign-in with `fail`, carrying the refusal the client is answered (a wrong password, a token
 * that does not verify); `error` is for what is not the client's doing (a provider that cannot be reached).
 */
export interface Refusal {
  /** The refusal's code, as passport's failure messages carry. */
  message: string;
  error: AppError;
}

/**
 * The refusals of a sign-in are the ones the client is answered with its own code (4xx); anything else is an
 * outage or a bug and goes to the shared error handler as it is.
 */
export function refusalOrError(error: unknown): { refusal: Refusal } | { error: unknown } {
  return error instanceof AppError && error.status < 500
    ? { refusal: { message: error.code, error } }
    : { error };
}

/**
 * A passport strategy whose check is one async function: it answers the authenticated value, or throws. A thrown
 * client error (4xx AppError) is the strategy's `fail`, anything else its `error`. The provider strategies are
 * built on it because the portal, not this server, runs the providers' redirects and posts the id token, code or
 * access token it got back; passport's redirecting OpenID Connect strategies expect to run the redirect
 * themselves, with the state kept in a server session this API does not have.
 */
export abstract class VerifyingStrategy<T extends object> extends Strategy {
  abstract name: string;

  protected abstract verify(req: Request): Promise<{ user: T; info?: object }>;

  override authenticate(req: Request): void {
    this.verify(req).then(
      ({ user, info }) => this.success(user, info),
      (thrown: unknown) => {
        const outcome = refusalOrError(thrown);
        if ('refusal' in outcome) this.fail(outcome.refusal, outcome.refusal.error.status);
        else this.error(outcome.error as Error);
      },
    );
  }
}

/** A passport instance of its own for a router, so strategies are registered where they are used. */
export const newAuthenticator = (): passport.Authenticator => new passport.Passport();

/**
 * Runs a strategy with `session: false` (sessions are this API's own, issued after a successful authenticate)
 * and a custom callback: resolves with what the strategy authenticated, rejects with its refusal or error, so the
 * route answers problem+json like every other route.
 */
export function authenticate<T>(
  authenticator: passport.Authenticator,
  strategy: string,
  req: Request,
  res: Response,
): Promise<{ user: T; info: unknown }> {
  return new Promise((resolve, reject) => {
    const middleware = authenticator.authenticate(
      strategy,
      { session: false },
      (error: unknown, user: T | false, info: unknown) => {
        if (error) reject(error);
        else if (!user) reject(refusalOf(info));
        else resolve({ user, info });
      },
    );
    middleware(req, res, reject);
  });
}

function refusalOf(info: unknown): AppError {
  const carried = (info as Partial<Refusal> | undefined)?.error;
  // passport-local fails without our refusal only when a credential is missing, which validation forbids already.
  return carried instanceof AppError ? carried : new AppError('AUTH_INVALID_CREDENTIALS', 401);
}
