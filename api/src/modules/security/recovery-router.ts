import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { linkEmailAnswer } from '../auth/answers.ts';
import { checkRecoveryToken, recoverAccount } from './recovery.ts';
import { recoveryBody, recoveryVerifyBody } from './schemas.ts';

/** Recovery of a locked account from the link in the account-locked e-mail (spec §7). */
export function recoveryRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/account-recovery/verify',
      summary: 'Whether a recovery link can be used: { email } (partly hidden), or null',
      tag: 'auth',
      access: 'public',
      request: { body: recoveryVerifyBody },
      responses: { 200: '{ email } or null', 429: 'RATE_LIMITED' },
      answers: { 200: linkEmailAnswer },
    },
    [
      rateLimitByIp(ctx.sequelize, {
        keyPrefix: 'account-recovery-verify',
        points: 30,
        durationSeconds: 900,
      }),
    ],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await checkRecoveryToken(ctx, req.body.token));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/account-recovery',
      summary:
        'Unlock a locked account with its recovery link and identity fields; answers a password-reset token',
      tag: 'auth',
      access: 'public',
      request: { body: recoveryBody },
      responses: {
        200: '{ resetToken } for POST /auth/reset-password',
        400: 'AUTH_RECOVERY_LINK_INVALID',
        422: 'AUTH_RECOVERY_DATA_MISMATCH, VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
      answers: { 200: Joi.object({ resetToken: Joi.string().required() }) },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'account-recovery', points: 10, durationSeconds: 900 })],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(
        await recoverAccount(ctx, req.body, {
          ip: req.ip ?? null,
          userAgent: req.get('user-agent') ?? null,
          requestId: req.id ? String(req.id) : null,
        }),
      );
    },
  );
}
