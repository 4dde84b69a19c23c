import { randomBytes } from 'node:crypto';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { QueryTypes } from 'sequelize';
import { redirectAnswer } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { rateLimitByIp } from '../../platform/rate-limit.ts';
import { requireUser } from '../auth/guards.ts';
import { authenticate, newAuthenticator } from '../auth/passport.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { signInWithIdentity } from './accounts.ts';
import { fetchWalletProfile } from './adapters.ts';
import {
  appleStartAnswer,
  finishedSignInAnswer,
  providerSignedInAnswer,
  providersAnswer,
  sisterUserExistsAnswer,
  walletProfileAnswer,
  walletSignedInAnswer,
} from './answers.ts';
import {
  appleCallbackUrl,
  nameOfAppleUser,
  portalCallbackUrl,
  startAppleFlow,
  takeAppleFlow,
} from './apple-flow.ts';
import {
  ConsentRequiredError,
  PendingSignInError,
  pendingSignInMinutes,
  sendPendingSignIn,
  takePendingSignIn,
} from './pending-sign-ins.ts';
import { providerSettings } from './providers.ts';
import {
  appleCallbackBody,
  appleMatchBody,
  appleStartBody,
  idTokenBody,
  merkleLoginBody,
  providerConsentBody,
  providerSecondFactorBody,
  sisterUserParams,
  trueMoneyMatchBody,
  walletProfileQuery,
  walletTokenHeaders,
} from './schemas.ts';
import {
  AppleStrategy,
  IdTokenStrategy,
  type ProviderSignIn,
  SisterPlatformStrategy,
  WalletStrategy,
} from './strategies.ts';

const signedIn = '{ user, created }; sets the HttpOnly session cookie';
const refusals = {
  401: `AUTH_PROVIDER_TOKEN_INVALID (also an id token whose nonce already signed this account in), AUTH_INVALID_CREDENTIALS (locked account), AUTH_2FA_REQUIRED (the account has 2FA on; nobody signed in yet; the problem carries pendingSignInToken, good once for ${pendingSignInMinutes} minutes at POST /auth/provider-second-factor)`,
  422: `VALIDATION_FAILED, AUTH_PROVIDER_EMAIL_UNVERIFIED, AUTH_CONSENT_REQUIRED (a new account needs the accepted consents; nothing is created; the problem carries pendingSignInToken, good once for ${pendingSignInMinutes} minutes at POST /auth/provider-consent)`,
  429: 'RATE_LIMITED',
  503: 'AUTH_PROVIDER_UNAVAILABLE',
};

/**
 * A sign-in that would open an account without consents answers AUTH_CONSENT_REQUIRED, one of an account with 2FA
 * on AUTH_2FA_REQUIRED (or AUTH_2FA_INVALID), each with its pending token.
 */
const answeringPendingSignIn =
  (handler: (req: Request, res: Response) => Promise<void>): RequestHandler =>
  async (req, res) => {
    try {
      await handler(req, res);
    } catch (error) {
      if (!(error instanceof PendingSignInError)) throw error;
      sendPendingSignIn(req, res, error);
    }
  };

/** The partner sign-ins a flag switches: the wallet app (`tmnEagle`) and the sister platform (`useMerkleToMfund`). */
type ProviderFlag = 'tmnEagle' | 'useMerkleToMfund';

export function identityProviderRoutes(routes: ApiRoutes, ctx: AppContext): void {
  // One passport strategy per provider; each authenticates the provider's account, and the route then signs it in.
  const { google, merkleGoogle } = ctx.config.identityProviders;
  const passport = newAuthenticator();
  passport.use(new IdTokenStrategy('google', ctx, google));
  passport.use(new IdTokenStrategy('merkle-google', ctx, merkleGoogle));
  passport.use(new AppleStrategy(ctx));
  passport.use(new WalletStrategy(ctx));
  passport.use(new SisterPlatformStrategy(ctx));
  const limit = (keyPrefix: string, points = 30) =>
    rateLimitByIp(ctx.sequelize, { keyPrefix, points, durationSeconds: 600 });
  const switchedOnBy =
    (flag: ProviderFlag): RequestHandler =>
    async (_req, _res, next) => {
      if (!(await currentFlags(ctx))[flag]) throw new AppError('AUTH_PROVIDER_DISABLED', 403);
      next();
    };

  routes.add(
    {
      method: 'get',
      path: '/auth/providers',
      summary: 'Where the portal starts each third-party sign-in (authorize URLs and client ids)',
      tag: 'auth',
      access: 'public',
      responses: { 200: '{ google, merkleGoogle, apple, trueMoney, merkle }' },
      answers: { 200: providersAnswer },
    },
    async (_req, res) => {
      const flags = await currentFlags(ctx);
      const settings = providerSettings(ctx.config);
      // A partner switched off is not offered: the portal shows no button for it.
      res.json({
        ...settings,
        merkleGoogle: flags.useMerkleToMfund ? settings.merkleGoogle : null,
        merkle: { enabled: flags.useMerkleToMfund && settings.merkle.enabled },
        trueMoney: flags.tmnEagle ? settings.trueMoney : null,
      });
    },
  );

  for (const [path, provider] of [
    ['/auth/google-match', 'google'],
    ['/auth/merkle-google-match', 'merkle-google'],
  ] as const) {
    const switched = provider === 'merkle-google';
    const responses: Record<number, string> = { 200: signedIn, ...refusals };
    if (switched) responses[403] = 'AUTH_PROVIDER_DISABLED (useMerkleToMfund off)';
    routes.addGuarded(
      {
        method: 'post',
        path,
        summary: `Sign in with a ${provider === 'google' ? 'Google' : 'sister-platform Google'} id token (JWKS, issuer, audience, expiry checked)`,
        tag: 'auth',
        access: 'public',
        request: { body: idTokenBody },
        responses,
        answers: { 200: providerSignedInAnswer },
      },
      switched ? [switchedOnBy('useMerkleToMfund'), limit(`idp-${provider}`)] : [limit(`idp-${provider}`)],
      answeringPendingSignIn(async (req, res) => {
        const { user } = await authenticate<ProviderSignIn>(passport, provider, req, res);
        res.json(
          await signInWithIdentity(ctx, req, res, user.identity, {
            consents: req.body.consents,
            nonce: user.nonce,
          }),
        );
      }),
    );
  }

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/apple-match',
      summary:
        "Sign in with Apple: the code is exchanged at Apple's token endpoint and its id token verified",
      tag: 'auth',
      access: 'public',
      request: { body: appleMatchBody },
      responses: { 200: signedIn, ...refusals },
      answers: { 200: providerSignedInAnswer },
    },
    [limit('idp-apple')],
    answeringPendingSignIn(async (req, res) => {
      const { user } = await authenticate<ProviderSignIn>(passport, 'apple', req, res);
      res.json(
        await signInWithIdentity(ctx, req, res, user.identity, {
          consents: req.body.consents,
          nonce: user.nonce,
        }),
      );
    }),
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/apple/start',
      summary:
        "Start Sign in with Apple (name and e-mail, answered by form_post): a fresh state and nonce in the signed HttpOnly apple_flow cookie; answers Apple's authorize address",
      tag: 'auth',
      access: 'public',
      request: { body: appleStartBody },
      responses: {
        200: '{ authorizeUrl }; sets the apple_flow cookie (10 minutes)',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED',
        503: 'AUTH_PROVIDER_UNAVAILABLE',
      },
      answers: { 200: appleStartAnswer },
    },
    [limit('idp-apple-start')],
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json({ authorizeUrl: startAppleFlow(ctx, res, req.body) });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/apple/callback',
      summary:
        "Apple's form_post (application/x-www-form-urlencoded: code, id_token, state, user the first time). Exempt from the CSRF header (a cross-site post cannot carry it): the state must match the apple_flow cookie of the browser that started, and the id token from the code exchange must carry its nonce (signature, issuer, audience, expiry, nonce not spent before). The name in user is kept. Answers 303 to the portal's /auth/callback/apple with state and signedIn=1, pendingSignInToken (consents needed) or error (a code)",
      tag: 'auth',
      access: 'public',
      request: { body: appleCallbackBody },
      responses: {
        303: 'to the portal; on signedIn=1 the HttpOnly session cookie is set',
        422: 'VALIDATION_FAILED',
        429: 'RATE_LIMITED',
      },
      answers: {
        303: redirectAnswer(
          "The portal's /auth/callback/apple with state and signedIn=1, pendingSignInToken, secondFactorToken or error",
        ),
      },
    },
    [express.urlencoded({ extended: false, limit: '20kb' }), limit('idp-apple')],
    async (req, res) => {
      const back = (params: Record<string, string>) => res.redirect(303, portalCallbackUrl(ctx, params));
      let flow: ReturnType<typeof takeAppleFlow>;
      try {
        flow = takeAppleFlow(ctx, req, res, req.body.state);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        back({ error: error.code });
        return;
      }
      const state = flow.state;
      // The reader cancelled at Apple (or Apple refused): nothing to verify.
      if (req.body.error || !req.body.code) {
        back({ state, error: req.body.error ? 'PROVIDER' : 'AUTH_PROVIDER_TOKEN_INVALID' });
        return;
      }
      // The code is exchanged at Apple's token endpoint and the id token it answers verified by the Apple
      // strategy, with the nonce this browser's flow was started with.
      req.body = {
        authCode: req.body.code,
        redirectUri: appleCallbackUrl(ctx),
        nonce: flow.nonce,
        user: req.body.user,
      };
      try {
        const { user } = await authenticate<ProviderSignIn>(passport, 'apple', req, res);
        await signInWithIdentity(
          ctx,
          req,
          res,
          { ...user.identity, name: nameOfAppleUser(req.body.user) },
          { consents: flow.consents, nonce: user.nonce },
        );
        back({ state, signedIn: '1' });
      } catch (error) {
        if (error instanceof ConsentRequiredError)
          back({ state, pendingSignInToken: error.pendingSignInToken });
        // The account has 2FA on: the portal asks the code and finishes at POST /auth/provider-second-factor.
        else if (error instanceof PendingSignInError)
          back({ state, secondFactorToken: error.pendingSignInToken });
        else if (error instanceof AppError) back({ state, error: error.code });
        else throw error;
      }
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/true-money-match',
      summary:
        'Sign in with the wallet app (access token in x-tmn-access-token); answers token and allowInvest',
      tag: 'auth',
      access: 'public',
      request: { body: trueMoneyMatchBody, headers: walletTokenHeaders },
      responses: {
        200: '{ user, created, token, allowInvest }; sets the HttpOnly session cookie',
        ...refusals,
        401: 'AUTH_PROVIDER_TOKEN_INVALID, AUTH_PROVIDER_PROFILE_MISMATCH, AUTH_INVALID_CREDENTIALS',
        403: 'AUTH_PROVIDER_DISABLED (tmnEagle off)',
      },
      answers: { 200: walletSignedInAnswer },
    },
    [switchedOnBy('tmnEagle'), limit('idp-true-money')],
    answeringPendingSignIn(async (req, res) => {
      const { user: wallet } = await authenticate<ProviderSignIn>(passport, 'true-money', req, res);
      const answer = await signInWithIdentity(ctx, req, res, wallet.identity, {
        consents: req.body.consents,
        wallet: wallet.wallet,
      });
      // The session itself is the HttpOnly cookie; `token` only confirms the match to the portal.
      res.json({
        ...answer,
        token: randomBytes(24).toString('base64url'),
        allowInvest: wallet.wallet?.allowInvest ?? false,
      });
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/true-money/user/profile',
      summary: "The signed-in user's own wallet profile (access token in x-tmn-access-token)",
      tag: 'auth',
      access: 'user',
      request: { query: walletProfileQuery, headers: walletTokenHeaders },
      responses: {
        200: '{ trueMoneyId, email, allowInvest, name }',
        401: 'AUTH_REQUIRED, AUTH_PROVIDER_TOKEN_INVALID',
        403: 'AUTH_FORBIDDEN',
        503: 'AUTH_PROVIDER_UNAVAILABLE',
      },
      answers: { 200: walletProfileAnswer },
    },
    [requireUser],
    async (req, res) => {
      const trueMoneyId = String(req.query.trueMoneyId);
      const [own] = await ctx.sequelize.query<{ true_money_id: string | null }>(
        'SELECT true_money_id FROM users WHERE id = :id',
        { replacements: { id: req.user!.id }, type: QueryTypes.SELECT },
      );
      if (!own?.true_money_id || own.true_money_id !== trueMoneyId) throw new AppError('AUTH_FORBIDDEN', 403);
      const profile = await fetchWalletProfile(ctx, String(req.get('x-tmn-access-token')));
      if (profile.trueMoneyId !== own.true_money_id) throw new AppError('AUTH_FORBIDDEN', 403);
      // The wallet app may have changed its answer since sign-in; the latest one governs investing.
      await ctx.sequelize.query(
        'UPDATE users SET allow_invest = :allowInvest, updated_at = :now WHERE id = :id',
        { replacements: { allowInvest: profile.allowInvest, id: req.user!.id, now: ctx.clock.now() } },
      );
      res.setHeader('Cache-Control', 'no-store');
      res.json(profile);
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/transfer/login-with-merkle',
      summary: 'Sign in with a sister-platform account (email, password, twoFactor)',
      tag: 'auth',
      access: 'public',
      request: { body: merkleLoginBody },
      responses: {
        200: signedIn,
        ...refusals,
        401: 'AUTH_INVALID_CREDENTIALS',
        403: 'AUTH_PROVIDER_DISABLED (useMerkleToMfund off)',
      },
      answers: { 200: providerSignedInAnswer },
    },
    [switchedOnBy('useMerkleToMfund'), limit('idp-merkle', 10)],
    answeringPendingSignIn(async (req, res) => {
      const { user } = await authenticate<ProviderSignIn>(passport, 'merkle', req, res);
      res.json(await signInWithIdentity(ctx, req, res, user.identity, { consents: req.body.consents }));
    }),
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/transfer/check-existed-user/:id',
      summary: 'Whether a sister-platform user id is already linked to an account here',
      tag: 'auth',
      access: 'public',
      request: { params: sisterUserParams },
      responses: { 200: '{ existed }', 422: 'VALIDATION_FAILED', 429: 'RATE_LIMITED' },
      answers: { 200: sisterUserExistsAnswer },
    },
    [limit('idp-merkle-check', 60)],
    async (req, res) => {
      const rows = await ctx.sequelize.query(
        "SELECT 1 FROM user_identities WHERE provider = 'merkle' AND subject = :id",
        { replacements: { id: String(req.params.id).toLowerCase() }, type: QueryTypes.SELECT },
      );
      res.setHeader('Cache-Control', 'no-store');
      res.json({ existed: rows.length > 0 });
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/provider-consent',
      summary:
        'Finish a provider sign-in refused with AUTH_CONSENT_REQUIRED: the pending token and the accepted consents open the account',
      tag: 'auth',
      access: 'public',
      request: { body: providerConsentBody },
      responses: {
        200: '{ user, created }, plus { token, allowInvest } for the wallet app; sets the HttpOnly session cookie',
        401: 'AUTH_INVALID_CREDENTIALS (locked account)',
        422: 'VALIDATION_FAILED, AUTH_PENDING_SIGN_IN_INVALID (unknown, used or expired pending token)',
        429: 'RATE_LIMITED',
      },
      answers: { 200: finishedSignInAnswer },
    },
    [limit('idp-consent')],
    async (req, res) => {
      const { identity, wallet } = await takePendingSignIn(ctx, req.body.pendingSignInToken);
      const answer = await signInWithIdentity(ctx, req, res, identity, {
        consents: req.body.consents,
        wallet,
      });
      res.json(
        wallet
          ? { ...answer, token: randomBytes(24).toString('base64url'), allowInvest: wallet.allowInvest }
          : answer,
      );
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/auth/provider-second-factor',
      summary:
        'Finish a provider sign-in refused with AUTH_2FA_REQUIRED: the pending token and the TOTP or recovery code open the session',
      tag: 'auth',
      access: 'public',
      request: { body: providerSecondFactorBody },
      responses: {
        200: '{ user, created }, plus { token, allowInvest } for the wallet app; sets the HttpOnly session cookie',
        401: `AUTH_2FA_INVALID (a wrong code, counted towards the lockout; the problem carries a fresh pendingSignInToken for ${pendingSignInMinutes} minutes), AUTH_INVALID_CREDENTIALS (locked account)`,
        422: 'VALIDATION_FAILED, AUTH_PENDING_SIGN_IN_INVALID (unknown, used or expired pending token)',
        429: 'RATE_LIMITED',
      },
      answers: { 200: finishedSignInAnswer },
    },
    [limit('idp-second-factor')],
    answeringPendingSignIn(async (req, res) => {
      const { identity, wallet } = await takePendingSignIn(ctx, req.body.pendingSignInToken);
      const answer = await signInWithIdentity(ctx, req, res, identity, {
        wallet,
        twoFactor: req.body.twoFactor,
      });
      res.json(
        wallet
          ? { ...answer, token: randomBytes(24).toString('base64url'), allowInvest: wallet.allowInvest }
          : answer,
      );
    }),
  );
}
