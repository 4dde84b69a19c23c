import { type Language, type OtpRequestAction, otpRules } from '@fund/domain';
import type { Response } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { otpSentAnswer, signedInAnswer, signupAnswer } from './answers.ts';
import { isLockedByUuid } from './lockout.ts';
import { consumeOtp, issueOtp, latestOtpId } from './otp.ts';
import { toPublicUser } from './service.ts';
import { openSession } from './session.ts';
import { signUp } from './signup.ts';
import { securityLockedParams, sendOtpBody, signupBody, verifyBody } from './signup-schemas.ts';

/** Names the pending code for `/auth/verify`, whose body is only the code (spec §7). */
const otpCookie = 'otp_ctx';

function rememberOtp(ctx: AppContext, res: Response, id: string) {
  res.cookie(otpCookie, id, {
    httpOnly: true,
    secure: ctx.config.cookieSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: otpRules.expirySeconds * 1000,
  });
}

/**
 * Only a real recipient gets the e-mail: an account awaiting e-mail verification, or for a PIN reset the
 * signed-in user asking for their own address. Every other request is recorded and answered alike.
 */
async function shouldDeliverOtp(
  ctx: AppContext,
  action: OtpRequestAction,
  email: string,
  signedInEmail: string | undefined,
): Promise<boolean> {
  if (action === 'reset-pin') return signedInEmail?.toLowerCase() === email.toLowerCase();
  const [user] = (await ctx.sequelize.query(
    'SELECT 1 FROM users WHERE lower(email) = lower(:email) AND email_verified_at IS NULL',
    { replacements: { email } },
  )) as [unknown[], unknown];
  return user.length > 0;
}

export function signupRoutes(routes: ApiRoutes, ctx: AppContext): void {
  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/signup',
      summary:
        'Sign up (email, password, customerType, saleCode, companyName, consents); sends the e-mail OTP',
      tag: 'auth',
      access: 'public',
      request: { body: signupBody },
      responses: {
        201: '{ uuid, customerType, selfOpen, next }: the same for an address that already has an account',
        422: 'VALIDATION_FAILED, AUTH_PASSWORD_TOO_COMMON, AUTH_SALE_CODE_UNKNOWN',
        429: 'RATE_LIMITED',
      },
      answers: { 201: signupAnswer },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'signup', points: 10, durationSeconds: 3600 })],
    async (req, res) => {
      const { existing, ...created } = await signUp(ctx, req.body, req.ip ?? null);
      if (created.selfOpen) {
        // For a taken address the code is made but not sent (its owner got the "you already have an account"
        // e-mail instead), so the answer, its cookie and its timing are those of a new address.
        const otp = await issueOtp(ctx, {
          email: req.body.email,
          action: 'verify-email',
          language: req.body.language,
          deliver: !existing,
        });
        rememberOtp(ctx, res, otp.id);
      }
      res.status(201).json(created);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/send-otp',
      summary: 'Send a 6-digit code (5 minutes, 5 tries, one per 60 s); the same answer for any address',
      tag: 'auth',
      access: 'public',
      request: { body: sendOtpBody },
      responses: { 202: '{ expiresInSeconds, resendAfterSeconds }', 429: 'AUTH_OTP_COOLDOWN, RATE_LIMITED' },
      answers: { 202: otpSentAnswer },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'send-otp', points: 10, durationSeconds: 600 })],
    async (req, res) => {
      const otp = await issueOtp(ctx, {
        email: req.body.email,
        action: req.body.action,
        language: req.body.language,
        deliver: await shouldDeliverOtp(ctx, req.body.action, req.body.email, req.user?.email),
        ...(req.body.channel === 'sms' ? { sms: { phoneNumber: req.body.phoneNumber } } : {}),
      });
      rememberOtp(ctx, res, otp.id);
      res.status(202).json({
        expiresInSeconds: otpRules.expirySeconds,
        resendAfterSeconds: otpRules.resendCooldownSeconds,
      });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/verify',
      summary:
        'Verify the e-mail with the code sent to it, and sign in; signed in, the latest code e-mailed to the account',
      tag: 'auth',
      access: 'public',
      request: { body: verifyBody },
      responses: { 200: '{ user }', 422: 'AUTH_OTP_INVALID, AUTH_OTP_EXPIRED' },
      answers: { 200: signedInAnswer },
    },
    [rateLimitByIp(ctx.sequelize, { keyPrefix: 'verify', points: 30, durationSeconds: 600 })],
    async (req, res) => {
      // Signed in but not yet verified (a new tab, another device, a later sign-in): the code is the latest one
      // e-mailed to this account, so the investor needs no cookie from the tab that asked for it. The password
      // sign-in plus the code still prove both the account and the mailbox.
      const otpId =
        req.user && !req.user.emailVerified
          ? await latestOtpId(ctx, req.user.email, 'verify-email')
          : req.cookies?.[otpCookie];
      const result = await consumeOtp(ctx, otpId, 'verify-email', req.body.token);
      if (!result.ok) throw new AppError(result.lastTry ? 'AUTH_OTP_EXPIRED' : 'AUTH_OTP_INVALID', 422);
      const [user] = (await ctx.sequelize.query(
        `UPDATE users SET email_verified_at = coalesce(email_verified_at, :now), updated_at = :now
         WHERE lower(email) = lower(:email) RETURNING id, uuid, email, role, customer_type, language`,
        { replacements: { email: result.email, now: ctx.clock.now() } },
      )) as [
        {
          id: string;
          uuid: string;
          email: string;
          role: null;
          customer_type: 'INDIVIDUAL' | 'JURISTIC';
          language: Language;
        }[],
        unknown,
      ];
      const row = user[0];
      if (!row) throw new AppError('AUTH_OTP_INVALID', 422);
      res.clearCookie(otpCookie, { path: '/' });
      const { accessTokenExpiresAt } = await openSession(ctx, res, Number(row.id));
      res.json({
        user: toPublicUser(
          {
            id: Number(row.id),
            uuid: row.uuid,
            email: row.email,
            role: row.role,
            customerType: row.customer_type,
            language: row.language,
            emailVerified: true,
          },
          accessTokenExpiresAt,
        ),
      });
    },
  );

  routes.add(
    {
      method: 'get',
      path: '/security/:uuid/security-locked',
      summary: 'Whether the account is locked (the portal then shows /suspended)',
      tag: 'auth',
      access: 'public',
      request: { params: securityLockedParams },
      responses: { 200: '{ locked }' },
      answers: { 200: Joi.object({ locked: Joi.boolean().required() }) },
    },
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ locked: await isLockedByUuid(ctx, String(req.params.uuid)) });
    },
  );
}
