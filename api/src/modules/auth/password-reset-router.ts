import { languages } from '@fund/messages';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { linkEmailAnswer } from './answers.ts';
import { checkResetToken, requestPasswordReset, resetPassword } from './password-reset.ts';
import { email, password } from './signup-schemas.ts';

const token = Joi.string()
  .pattern(/^[\w-]{20,100}$/)
  .required();

export function passwordResetRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/forget-password',
      summary: 'E-mail a reset link (30 minutes, single use); the same answer for any address',
      tag: 'auth',
      access: 'public',
      request: {
        body: Joi.object({
          email: email.required(),
          language: Joi.string()
            .valid(...languages)
            .default('th'),
        }),
      },
      responses: { 202: 'Accepted', 429: 'RATE_LIMITED' },
      answers: { 202: Joi.object({ accepted: Joi.boolean().valid(true).required() }) },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'forget-password', points: 5, durationSeconds: 900 })],
    async (req, res) => {
      await requestPasswordReset(ctx, req.body.email, req.body.language);
      res.status(202).json({ accepted: true });
    },
  );

  routes.add(
    {
      method: 'post',
      path: '/auth/reset-password/verify',
      summary: 'Whether a reset link can be used: { email } (partly hidden), or null',
      tag: 'auth',
      access: 'public',
      request: { body: Joi.object({ token: Joi.string().max(200).required() }) },
      responses: { 200: '{ email } or null' },
      answers: { 200: linkEmailAnswer },
    },
    async (req, res) => {
      const valid = /^[\w-]{20,100}$/.test(req.body.token)
        ? await checkResetToken(ctx, req.body.token)
        : null;
      res.json(valid);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/reset-password',
      summary: 'Set a new password with a reset link; every session of the account ends',
      tag: 'auth',
      access: 'public',
      request: { body: Joi.object({ token, password: password.required() }) },
      responses: {
        200: '{ ok }',
        422: 'AUTH_RESET_LINK_INVALID, VALIDATION_FAILED, AUTH_PASSWORD_TOO_COMMON',
      },
      answers: { 200: Joi.object({ ok: Joi.boolean().valid(true).required() }) },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'reset-password', points: 10, durationSeconds: 900 })],
    async (req, res) => {
      await resetPassword(ctx, req.body.token, req.body.password);
      res.json({ ok: true });
    },
  );
}
