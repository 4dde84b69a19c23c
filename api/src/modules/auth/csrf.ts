import { randomBytes } from 'node:crypto';
import { doubleCsrf } from 'csrf-csrf';
import type { Request, RequestHandler } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';

const csrfCookie = 'csrf';
/** Binds a visitor's token before sign-in, when there is no session to bind it to yet. */
const preSessionCookie = 'pre_session';

/** Simulators stand in for other companies' sites, whose forms post to them from their own pages. */
const exemptPrefixes = ['/simulators/'];
/**
 * The bank posts its signed payment notifications server to server: the signature authenticates them. Apple posts
 * its sign-in answer (`response_mode=form_post`) from appleid.apple.com, a cross-site form that cannot carry our
 * header: the `state` matching the signed flow cookie of the browser that started the sign-in, and the id token's
 * nonce, protect it instead (identity-providers/apple-flow.ts).
 */
const exemptPaths = ['/payments/qr/notifications', '/auth/apple/callback'];

/** Whether unsafe requests to `path` go without a CSRF token (documented as such in /docs). */
export const isCsrfExempt = (path: string) =>
  exemptPrefixes.some((prefix) => path.startsWith(prefix)) || exemptPaths.includes(path);

/** The header an unsafe request carries its token in. */
export const csrfHeader = 'x-csrf-token';

/** Signed double-submit CSRF tokens bound to the session (csrf-csrf), so a token ends with its session. */
export function csrfProtection(ctx: AppContext) {
  const cookieOptions = {
    httpOnly: true,
    secure: ctx.config.cookieSecure,
    sameSite: 'lax' as const,
    path: '/',
  };
  const sessionIdentifier = (req: Request) =>
    req.sessionId
      ? `session:${req.sessionId}`
      : `visitor:${(req.cookies?.[preSessionCookie] as string | undefined) ?? ''}`;
  const { generateCsrfToken, validateRequest } = doubleCsrf({
    getSecret: () => ctx.config.authSecret,
    getSessionIdentifier: sessionIdentifier,
    cookieName: csrfCookie,
    cookieOptions,
    getCsrfTokenFromRequest: (req) => req.get(csrfHeader),
  });

  const check: RequestHandler = (req, _res, next) => {
    if (!ctx.config.csrfProtection) return next();
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    if (isCsrfExempt(req.path)) return next();
    if (!validateRequest(req)) throw new AppError('CSRF_REJECTED', 403);
    next();
  };

  const routes = (api: ApiRoutes) =>
    api.add(
      {
        method: 'get',
        path: '/auth/csrf',
        summary:
          'A CSRF token for the header x-csrf-token of every unsafe request; bound to the session, so fetch a new one after signing in or out',
        tag: 'auth',
        access: 'public',
        responses: { 200: '{ csrfToken }' },
        answers: { 200: Joi.object({ csrfToken: Joi.string().required() }) },
      },
      (req, res) => {
        if (!req.sessionId && !req.cookies?.[preSessionCookie]) {
          const id = randomBytes(16).toString('base64url');
          res.cookie(preSessionCookie, id, cookieOptions);
          req.cookies = { ...req.cookies, [preSessionCookie]: id };
        }
        res.setHeader('cache-control', 'no-store');
        res.json({ csrfToken: generateCsrfToken(req, res) });
      },
    );

  return { check, routes };
}
