import { noBody } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { failureThrottle } from '../../platform/rate-limit.ts';
import { actorOf } from '../audit/service.ts';
import { recordUserChange } from '../audit/user-change.ts';
import { linkLineAccount } from '../identity-providers/line.ts';
import { signedInAnswer } from './answers.ts';
import { requireUser } from './guards.ts';
import { isKnownDevice, rememberDevice } from './known-device.ts';
import { localStrategy, localStrategyName, loginRequestOf } from './local-strategy.ts';
import { authenticate, newAuthenticator } from './passport.ts';
import { languageBody, loginBody } from './schemas.ts';
import { auditLoginOk, toPublicUser } from './service.ts';
import { closeSession, openSession, revokeSession, type SessionUser } from './session.ts';
import { staffEnrolmentRequired } from './staff-second-factor.ts';

/**
 * Password spraying tries one password on many accounts, so the per-account lockout never fires: failed sign-ins are
 * also counted per client address and across all clients, in PostgreSQL so every API replica shares the counts.
 * Past the global limit only browsers that signed in to the account before may try it (known-device.ts), so the
 * limit cannot be turned into a lock-out of every customer.
 */
export const loginThrottleRules = {
  perAddress: { failures: 30, windowSeconds: 900 },
  everyone: { failures: 300, windowSeconds: 600 },
} as const;

/** A wrong password or code counts; being asked for the second factor does not. */
const failedSignIn = (error: unknown) =>
  error instanceof AppError &&
  (error.code === 'AUTH_INVALID_CREDENTIALS' || error.code === 'AUTH_2FA_INVALID');

export function authRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const perAddress = failureThrottle(ctx.sequelize, {
    keyPrefix: 'login-ip',
    points: loginThrottleRules.perAddress.failures,
    durationSeconds: loginThrottleRules.perAddress.windowSeconds,
  });
  const everyone = failureThrottle(ctx.sequelize, {
    keyPrefix: 'login-all',
    points: loginThrottleRules.everyone.failures,
    durationSeconds: loginThrottleRules.everyone.windowSeconds,
  });
  const passport = newAuthenticator();
  passport.use(localStrategyName, localStrategy(ctx));
  routes.add(
    {
      method: 'post',
      path: '/auth/login',
      summary:
        'Sign in with e-mail, password and (when 2FA is on) the TOTP code; sets the HttpOnly session and access-token cookies',
      tag: 'auth',
      access: 'public',
      request: { body: loginBody },
      responses: {
        200: 'Signed in: { user }',
        401: 'AUTH_INVALID_CREDENTIALS, AUTH_2FA_REQUIRED, AUTH_2FA_INVALID',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED (too many failed sign-ins from this address, or from everyone and this browser has not signed in to the account before)',
      },
      answers: { 200: signedInAnswer },
    },
    async (req, res) => {
      const address = req.ip ?? 'unknown';
      await perAddress.check(address, res);
      if (!isKnownDevice(ctx, req, req.body.email)) await everyone.check('all', res);
      const { user } = await authenticate<SessionUser>(passport, localStrategyName, req, res).catch(
        async (error: unknown) => {
          if (failedSignIn(error)) await Promise.all([perAddress.fail(address), everyone.fail('all')]);
          throw error;
        },
      );
      // A new session on every sign-in (no fixation); the one this browser had is revoked.
      await revokeSession(ctx, req.sessionId);
      const { accessTokenExpiresAt } = await openSession(ctx, res, user.id);
      // A LINE token LINE does not accept is ignored: the password sign-in stands, nothing is linked.
      await linkLineAccount(ctx, user.id, req.body.lineAccessToken);
      await auditLoginOk(ctx, user.id, loginRequestOf(req));
      rememberDevice(ctx, res, user.email);
      res.json({ user: toPublicUser(user, accessTokenExpiresAt, await staffEnrolmentRequired(ctx, user)) });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/logout',
      summary: 'Revoke the server-side session and clear the cookie',
      tag: 'auth',
      access: 'public',
      responses: { 204: 'Signed out' },
      answers: { 204: noBody },
    },
    async (req, res) => {
      await closeSession(ctx, res, req.sessionId);
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/me',
      summary: 'The signed-in user',
      tag: 'auth',
      access: 'user',
      responses: { 200: '{ user }', 401: 'AUTH_REQUIRED, AUTH_SESSION_IDLE' },
      answers: { 200: signedInAnswer },
    },
    [requireUser],
    (req, res) => {
      res.json({ user: toPublicUser(req.user!, req.accessTokenExpiresAt, req.staffEnrolmentRequired) });
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/me/language',
      summary:
        "The language the user reads: the portal's language switch keeps it, and every e-mail to the user uses it",
      tag: 'auth',
      access: 'user',
      request: { body: languageBody },
      responses: { 200: '{ user }', 401: 'AUTH_REQUIRED', 422: 'VALIDATION_FAILED' },
      answers: { 200: signedInAnswer },
    },
    [requireUser],
    async (req, res) => {
      const user = req.user!;
      const { language } = req.body as { language: typeof user.language };
      await ctx.sequelize.transaction(async (transaction) => {
        await ctx.sequelize.query('UPDATE users SET language = :language, updated_at = :now WHERE id = :id', {
          replacements: { id: user.id, language, now: ctx.clock.now() },
          transaction,
        });
        await recordUserChange(ctx, transaction, actorOf(req), 'preferences', {
          language: { before: user.language, after: language },
        });
      });
      res.json({
        user: toPublicUser({ ...user, language }, req.accessTokenExpiresAt, req.staffEnrolmentRequired),
      });
    },
  );
}
