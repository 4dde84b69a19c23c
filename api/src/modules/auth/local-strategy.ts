import type { Request } from 'express';
import { Strategy as LocalStrategy } from 'passport-local';
import type { AppContext } from '../../platform/context.ts';
import { auditRequestOf } from '../audit/service.ts';
import { refusalOrError } from './passport.ts';
import { checkCredentials } from './service.ts';
import { toSessionUser } from './session.ts';

export const localStrategyName = 'local';

/** Who is signing in, for the login audit and the lockout's failure rows. */
export const loginRequestOf = (req: Request) => ({
  ...auditRequestOf(req),
  requestId: req.id ? String(req.id) : null,
});

/**
 * E-mail and password, then the TOTP code when the account has two-factor on: `checkCredentials` verifies the
 * argon2id hash (or a dummy one for an unknown e-mail, so both cost the same), counts wrong passwords and codes
 * towards the lockout and writes LOGIN_FAILED. A refusal is the strategy's failure carrying its error code; the
 * user it authenticates is the one the session is then opened for.
 */
export function localStrategy(ctx: AppContext): LocalStrategy {
  return new LocalStrategy(
    { usernameField: 'email', passwordField: 'password', passReqToCallback: true, session: false },
    (req, email, password, done) => {
      const twoFactor = (req.body as { twoFactor?: string }).twoFactor;
      checkCredentials(ctx, email, password, loginRequestOf(req), twoFactor)
        .then((userId) => ctx.models.User.findByPk(userId, { rejectOnEmpty: true }))
        .then(
          (user) => done(null, toSessionUser(user)),
          (thrown: unknown) => {
            const outcome = refusalOrError(thrown);
            if ('refusal' in outcome) done(null, false, outcome.refusal);
            else done(outcome.error);
          },
        );
    },
  );
}
