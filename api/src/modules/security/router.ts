import { pinProblem } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { requireUser } from '../auth/guards.ts';
import { closeSession } from '../auth/session.ts';
import { actorOf } from './actor.ts';
import { changePassword } from './password.ts';
import { assertPin, securityStatus, setPin } from './pin.ts';
import { resetPinWithOtp } from './pin-reset.ts';
import { changePasswordBody, resetPinBody, setPinBody, twoFactorCodeBody, verifyPinBody } from './schemas.ts';
import { confirmTwoFactor, disableTwoFactor, startTwoFactor } from './two-factor.ts';

/** Names the pending code from `POST /auth/send-otp`; set there, read here for action `reset-pin`. */
const otpCookie = 'otp_ctx';

function assertPinsMatch(pin: string, confirmPin: string) {
  if (pinProblem(pin, confirmPin) === 'PIN_MISMATCH') {
    throw new AppError('PIN_MISMATCH', 422, {
      errors: [{ field: 'body.confirmPin', code: 'pin.mismatch', message: 'Pincodes do not match' }],
    });
  }
}

/** The signed-in investor's own password, PIN and 2FA; every route reads the user from the session only. */
export function securityRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const limit = (keyPrefix: string, points: number) =>
    rateLimitByIp(ctx.sequelize, { keyPrefix, points, durationSeconds: 900 });

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/security',
      summary: 'Whether a PIN is set or blocked and whether 2FA is on',
      tag: 'security',
      access: 'user',
      responses: { 200: '{ pinSet, pinBlocked, twoFactorEnabled }', 401: 'AUTH_REQUIRED' },
    },
    [requireUser],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await securityStatus(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/me/security/password',
      summary: 'Change the password; every session of the user ends, this one included',
      tag: 'security',
      access: 'user',
      request: { body: changePasswordBody },
      responses: {
        204: 'Changed; sign in again',
        401: 'AUTH_REQUIRED',
        422: 'AUTH_CURRENT_PASSWORD_WRONG, AUTH_PASSWORD_TOO_COMMON, VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('change-password', 20)],
    async (req, res) => {
      await changePassword(ctx, actorOf(req), req.body);
      await closeSession(ctx, res, req.sessionId);
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/me/security/pin',
      summary: 'Set the first PIN, or change it with the current one',
      tag: 'security',
      access: 'user',
      request: { body: setPinBody },
      responses: {
        204: 'Saved',
        401: 'AUTH_REQUIRED',
        422: 'PIN_MISMATCH, PIN_REQUIRED, PIN_INVALID, VALIDATION_FAILED',
        423: 'PIN_BLOCKED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('set-pin', 30)],
    async (req, res) => {
      assertPinsMatch(req.body.pin, req.body.confirmPin);
      await setPin(ctx, actorOf(req), { pin: req.body.pin, currentPin: req.body.currentPin });
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/security/pin/verify',
      summary: 'Check the PIN before a trade confirmation; the 5th wrong PIN in a row blocks it',
      tag: 'security',
      access: 'user',
      request: { body: verifyPinBody },
      responses: {
        204: 'Right PIN, or no PIN set',
        401: 'AUTH_REQUIRED',
        422: 'PIN_REQUIRED, PIN_INVALID',
        423: 'PIN_BLOCKED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('verify-pin', 30)],
    async (req, res) => {
      await assertPin(ctx, req.user!.id, req.body.pin);
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/security/pin/reset',
      summary: 'Reset the PIN with the e-mailed OTP (send-otp action reset-pin); clears the block',
      tag: 'security',
      access: 'user',
      request: { body: resetPinBody },
      responses: {
        204: 'Saved',
        401: 'AUTH_REQUIRED',
        422: 'AUTH_OTP_INVALID, AUTH_OTP_EXPIRED, PIN_MISMATCH, VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('reset-pin', 20)],
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

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/security/2fa',
      summary: 'Start 2FA enrolment: a TOTP secret, its otpauth URL and a QR code (data URL)',
      tag: 'security',
      access: 'user',
      responses: {
        200: '{ secret, otpauthUrl, qrDataUrl }',
        401: 'AUTH_REQUIRED',
        409: 'AUTH_2FA_ALREADY_ENABLED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('start-2fa', 20)],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await startTwoFactor(ctx, req.user!));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/security/2fa/confirm',
      summary: 'Turn 2FA on with a code from the authenticator app',
      tag: 'security',
      access: 'user',
      request: { body: twoFactorCodeBody },
      responses: {
        204: 'Enabled',
        401: 'AUTH_REQUIRED',
        409: 'AUTH_2FA_ALREADY_ENABLED',
        422: 'AUTH_2FA_INVALID, VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('confirm-2fa', 20)],
    async (req, res) => {
      await confirmTwoFactor(ctx, actorOf(req), req.body.code);
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'delete',
      path: '/me/security/2fa',
      summary: 'Turn 2FA off with a current code',
      tag: 'security',
      access: 'user',
      request: { body: twoFactorCodeBody },
      responses: {
        204: 'Disabled',
        401: 'AUTH_REQUIRED',
        409: 'AUTH_2FA_NOT_ENABLED',
        422: 'AUTH_2FA_INVALID, VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
    },
    [requireUser, limit('disable-2fa', 20)],
    async (req, res) => {
      await disableTwoFactor(ctx, actorOf(req), req.body.code);
      res.status(204).end();
    },
  );
}
