import { pinProblem } from '@fund/domain';
import type { RequestHandler } from 'express';
import Joi from 'joi';
import { noBody } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes, RouteSpec } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { requireUser } from '../auth/guards.ts';
import { closeSession } from '../auth/session.ts';
import { actorOf } from './actor.ts';
import { changePassword } from './password.ts';
import { assertPin, securityStatus, setPin } from './pin.ts';
import { resetPinWithOtp } from './pin-reset.ts';
import { changePasswordBody, resetPinBody, setPinBody, twoFactorCodeBody, verifyPinBody } from './schemas.ts';
import { confirmTwoFactor, disableTwoFactor, regenerateRecoveryCodes, startTwoFactor } from './two-factor.ts';

/** Names the pending code from `POST /auth/send-otp`; set there, read here for action `reset-pin`. */
const otpCookie = 'otp_ctx';

function assertPinsMatch(pin: string, confirmPin: string) {
  const problem = pinProblem(pin, confirmPin);
  if (problem === 'PIN_TOO_SIMPLE') {
    throw new AppError('PIN_TOO_SIMPLE', 422, {
      errors: [{ field: 'body.pin', code: 'pin.tooSimple', message: 'This pincode is too easy to guess' }],
    });
  }
  if (problem === 'PIN_MISMATCH') {
    throw new AppError('PIN_MISMATCH', 422, {
      errors: [{ field: 'body.confirmPin', code: 'pin.mismatch', message: 'Pincodes do not match' }],
    });
  }
}

/** The signed-in investor's own password, PIN and 2FA; every route reads the user from the session only. */
/** Staff's one-time recovery codes, shown this once. */
const recoveryCodesAnswer = Joi.object({ recoveryCodes: Joi.array().items(Joi.string()).required() });

export function securityRoutes(routes: ApiRoutes, ctx: AppContext): void {
  /**
   * One of these routes: signed in (401 AUTH_REQUIRED otherwise) and, when `limit` names a bucket, at most
   * `points` calls per address in 15 minutes (429 RATE_LIMITED).
   */
  const addOwn = (
    spec: Omit<RouteSpec, 'tag' | 'access'>,
    limit: { keyPrefix: string; points: number } | null,
    handler: RequestHandler,
  ) => {
    const responses: RouteSpec['responses'] = { ...spec.responses, 401: 'AUTH_REQUIRED' };
    if (limit) responses[429] = 'RATE_LIMITED';
    routes.addGuarded(
      { ...spec, tag: 'security', access: 'user', responses },
      limit ? [requireUser, rateLimitByIp(ctx.sequelize, { ...limit, durationSeconds: 900 })] : [requireUser],
      handler,
    );
  };

  addOwn(
    {
      method: 'get',
      path: '/me/security',
      summary: 'Whether a PIN is set or blocked and whether 2FA is on',
      responses: { 200: '{ pinSet, pinBlocked, twoFactorEnabled }' },
      answers: {
        200: Joi.object({
          pinSet: Joi.boolean().required(),
          pinBlocked: Joi.boolean().required(),
          twoFactorEnabled: Joi.boolean().required(),
        }),
      },
    },
    null,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await securityStatus(ctx, req.user!.id));
    },
  );

  addOwn(
    {
      method: 'put',
      path: '/me/security/password',
      summary: 'Change the password; every session of the user ends, this one included',
      request: { body: changePasswordBody },
      responses: {
        204: 'Changed; sign in again',
        422: 'AUTH_CURRENT_PASSWORD_WRONG, AUTH_PASSWORD_TOO_COMMON, VALIDATION_FAILED',
      },
      answers: { 204: noBody },
    },
    { keyPrefix: 'change-password', points: 20 },
    async (req, res) => {
      await changePassword(ctx, actorOf(req), req.body);
      await closeSession(ctx, res, req.sessionId);
      res.status(204).end();
    },
  );

  addOwn(
    {
      method: 'put',
      path: '/me/security/pin',
      summary: 'Set the first PIN, or change it with the current one',
      request: { body: setPinBody },
      responses: {
        204: 'Saved',
        422: 'PIN_MISMATCH, PIN_REQUIRED, PIN_INVALID, VALIDATION_FAILED',
        423: 'PIN_BLOCKED',
      },
      answers: { 204: noBody },
    },
    { keyPrefix: 'set-pin', points: 30 },
    async (req, res) => {
      assertPinsMatch(req.body.pin, req.body.confirmPin);
      await setPin(ctx, actorOf(req), { pin: req.body.pin, currentPin: req.body.currentPin });
      res.status(204).end();
    },
  );

  addOwn(
    {
      method: 'post',
      path: '/me/security/pin/verify',
      summary: 'Check the PIN before a trade confirmation; the 5th wrong PIN in a row blocks it',
      request: { body: verifyPinBody },
      responses: { 204: 'Right PIN, or no PIN set', 422: 'PIN_REQUIRED, PIN_INVALID', 423: 'PIN_BLOCKED' },
      answers: { 204: noBody },
    },
    { keyPrefix: 'verify-pin', points: 30 },
    async (req, res) => {
      await assertPin(ctx, req.user!.id, req.body.pin);
      res.status(204).end();
    },
  );

  addOwn(
    {
      method: 'post',
      path: '/me/security/pin/reset',
      summary: 'Reset the PIN with the e-mailed OTP (send-otp action reset-pin); clears the block',
      request: { body: resetPinBody },
      responses: { 204: 'Saved', 422: 'AUTH_OTP_INVALID, AUTH_OTP_EXPIRED, PIN_MISMATCH, VALIDATION_FAILED' },
      answers: { 204: noBody },
    },
    { keyPrefix: 'reset-pin', points: 20 },
    async (req, res) => {
      assertPinsMatch(req.body.pin, req.body.confirmPin);
      await resetPinWithOtp(
        ctx,
        { ...actorOf(req), email: req.user!.email },
        { otpId: req.cookies?.[otpCookie], otp: req.body.otp, pin: req.body.pin },
      );
      res.clearCookie(otpCookie, { path: '/' });
      res.status(204).end();
    },
  );

  addOwn(
    {
      method: 'post',
      path: '/me/security/2fa',
      summary: 'Start 2FA enrolment: a TOTP secret, its otpauth URL and a QR code (data URL)',
      responses: { 200: '{ secret, otpauthUrl, qrDataUrl }', 409: 'AUTH_2FA_ALREADY_ENABLED' },
      answers: {
        200: Joi.object({
          secret: Joi.string().required(),
          otpauthUrl: Joi.string().required(),
          qrDataUrl: Joi.string().required(),
        }),
      },
    },
    { keyPrefix: 'start-2fa', points: 20 },
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await startTwoFactor(ctx, req.user!));
    },
  );

  addOwn(
    {
      method: 'post',
      path: '/me/security/2fa/confirm',
      summary: 'Turn 2FA on with a code from the authenticator app',
      request: { body: twoFactorCodeBody },
      responses: {
        200: 'Enabled, for staff: { recoveryCodes } (10 one-time codes, shown this once)',
        204: 'Enabled (an investor)',
        409: 'AUTH_2FA_ALREADY_ENABLED',
        422: 'AUTH_2FA_INVALID, VALIDATION_FAILED',
      },
      answers: { 200: recoveryCodesAnswer, 204: noBody },
    },
    { keyPrefix: 'confirm-2fa', points: 20 },
    async (req, res) => {
      const recoveryCodes = await confirmTwoFactor(ctx, actorOf(req), req.body.code);
      if (recoveryCodes === null) {
        res.status(204).end();
        return;
      }
      res.setHeader('Cache-Control', 'no-store');
      res.json({ recoveryCodes });
    },
  );

  addOwn(
    {
      method: 'post',
      path: '/me/security/2fa/recovery-codes',
      summary:
        'Staff: 10 new one-time recovery codes for a current code from the app; the old ones stop working',
      request: { body: twoFactorCodeBody },
      responses: {
        200: '{ recoveryCodes }',
        403: 'AUTH_FORBIDDEN (not staff)',
        409: 'AUTH_2FA_NOT_ENABLED',
        422: 'AUTH_2FA_INVALID, VALIDATION_FAILED',
      },
      answers: { 200: recoveryCodesAnswer },
    },
    { keyPrefix: 'recovery-codes-2fa', points: 20 },
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ recoveryCodes: await regenerateRecoveryCodes(ctx, actorOf(req), req.body.code) });
    },
  );

  addOwn(
    {
      method: 'delete',
      path: '/me/security/2fa',
      summary: 'Turn 2FA off with a current code (investors only: staff keep theirs)',
      request: { body: twoFactorCodeBody },
      responses: {
        204: 'Disabled',
        403: 'STAFF_2FA_KEEP',
        409: 'AUTH_2FA_NOT_ENABLED',
        422: 'AUTH_2FA_INVALID, VALIDATION_FAILED',
      },
      answers: { 204: noBody },
    },
    { keyPrefix: 'disable-2fa', points: 20 },
    async (req, res) => {
      await disableTwoFactor(ctx, actorOf(req), req.body.code);
      res.status(204).end();
    },
  );
}
