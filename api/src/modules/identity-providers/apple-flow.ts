import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { Consents } from './accounts.ts';
import { browserUrl } from './providers.ts';

/**
 * Sign in with Apple on the web asks for the name and e-mail, and Apple then answers only with
 * `response_mode=form_post`: the browser POSTs `code`, `id_token`, `state` (and, the first time, `user`) from
 * appleid.apple.com to our callback. The portal's sessionStorage cannot be read there, so the API keeps the flow
 * itself: `state` and `nonce` in a signed HttpOnly cookie on the browser that started it. Only that browser can
 * bring both the cookie and the matching `state` (login CSRF), and the id token must carry the cookie's nonce.
 */
export const appleFlowCookie = 'apple_flow';

const flowMinutes = 10;

export interface AppleFlow {
  state: string;
  nonce: string;
  /** The consents a sign-up gave before leaving for Apple, for the account it may open. */
  consents?: Consents;
  expiresAt: number;
}

const sign = (ctx: AppContext, payload: string) =>
  createHmac('sha256', ctx.config.authSecret).update(`apple-flow\0${payload}`).digest('base64url');

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** Where Apple posts back: the API, reached through the portal's origin (the proxy strips `/api`). */
export const appleCallbackUrl = (ctx: AppContext) => `${ctx.config.portalUrl}/api/auth/apple/callback`;

/** The portal page that finishes (or explains) the sign-in after the API has handled Apple's post. */
export const portalCallbackUrl = (ctx: AppContext, params: Record<string, string>) =>
  `${ctx.config.portalUrl}/auth/callback/apple?${new URLSearchParams(params).toString()}`;

/**
 * Starts a sign-in: a fresh `state` and `nonce` in the flow cookie (SameSite=None, so it rides on Apple's
 * cross-site post; Secure, as SameSite=None must be), and the authorize address with them.
 */
export function startAppleFlow(
  ctx: AppContext,
  res: Response,
  options: { consents?: Consents | undefined },
): string {
  const { apple } = ctx.config.identityProviders;
  const authorize = browserUrl(apple.authorizeUrl);
  if (!authorize || !apple.clientId) throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
  const flow: AppleFlow = {
    state: randomBytes(32).toString('base64url'),
    nonce: randomBytes(32).toString('base64url'),
    ...(options.consents ? { consents: options.consents } : {}),
    expiresAt: ctx.clock.now().getTime() + flowMinutes * 60_000,
  };
  const payload = Buffer.from(JSON.stringify(flow)).toString('base64url');
  res.cookie(appleFlowCookie, `${payload}.${sign(ctx, payload)}`, {
    httpOnly: true,
    secure: true,
    sameSite: 'none',
    path: '/',
    maxAge: flowMinutes * 60_000,
  });
  const params = new URLSearchParams({
    client_id: apple.clientId,
    redirect_uri: appleCallbackUrl(ctx),
    response_type: 'code id_token',
    response_mode: 'form_post',
    scope: 'name email',
    state: flow.state,
    nonce: flow.nonce,
  });
  return `${authorize}${authorize.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * The flow Apple's post belongs to: the cookie must be ours (HMAC), unexpired by `ctx.clock`, and name the
 * posted `state`. The cookie is cleared either way: a state is good for one return only.
 */
export function takeAppleFlow(ctx: AppContext, req: Request, res: Response, state: unknown): AppleFlow {
  const sent: unknown = req.cookies?.[appleFlowCookie];
  res.clearCookie(appleFlowCookie, { httpOnly: true, secure: true, sameSite: 'none', path: '/' });
  const refused = new AppError('AUTH_PROVIDER_STATE_INVALID', 401);
  if (typeof sent !== 'string' || typeof state !== 'string') throw refused;
  const [payload = '', signature = ''] = sent.split('.');
  if (!sameText(signature, sign(ctx, payload))) throw refused;
  const flow = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AppleFlow;
  if (flow.expiresAt <= ctx.clock.now().getTime() || !sameText(flow.state, state)) throw refused;
  return flow;
}

/**
 * The name in Apple's `user` field, sent with the first sign-in only: `{"name":{"firstName","lastName"},
 * "email"}`. Anything else is no name (it is not signed, so it names nobody but this account's holder).
 */
export function nameOfAppleUser(user: unknown): string | null {
  if (typeof user !== 'string') return null;
  try {
    const name = (JSON.parse(user) as { name?: { firstName?: unknown; lastName?: unknown } }).name;
    const parts = [name?.firstName, name?.lastName].filter(
      (part): part is string => typeof part === 'string' && part.trim() !== '',
    );
    return parts.length > 0
      ? parts
          .map((part) => part.trim())
          .join(' ')
          .slice(0, 200)
      : null;
  } catch {
    return null;
  }
}
