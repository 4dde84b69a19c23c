import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

/**
 * The calls to the external services (their local simulators outside production). A service that cannot be
 * reached, answers 5xx or answers nonsense is AUTH_PROVIDER_UNAVAILABLE; its refusal is the caller's decision.
 */
async function call(ctx: AppContext, url: string, init: RequestInit): Promise<Response> {
  if (!url) throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
  try {
    const res = await fetch(url, { ...init, redirect: 'error', signal: AbortSignal.timeout(5000) });
    if (res.status >= 500) throw new Error(`provider answered ${res.status}`);
    return res;
  } catch (err) {
    ctx.logger.warn({ err, url }, 'identity provider unreachable');
    throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
  }
}

async function jsonOf<T>(ctx: AppContext, res: Response, schema: Joi.ObjectSchema<T>): Promise<T> {
  const { error, value } = schema.validate(await res.json().catch(() => null), { stripUnknown: true });
  if (error) {
    ctx.logger.warn({ err: error }, 'identity provider answered an unexpected body');
    throw new AppError('AUTH_PROVIDER_UNAVAILABLE', 503);
  }
  return value;
}

const form = (fields: Record<string, string>) => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
  body: new URLSearchParams(fields).toString(),
});

/** Apple's token endpoint: a refused code (unknown, reused, expired) is the caller's invalid token. */
export async function exchangeAppleCode(
  ctx: AppContext,
  code: string,
  redirectUri?: string,
): Promise<string> {
  const { apple } = ctx.config.identityProviders;
  const res = await call(
    ctx,
    apple.tokenUrl,
    form({
      grant_type: 'authorization_code',
      code,
      client_id: apple.clientId,
      ...(apple.clientSecret ? { client_secret: apple.clientSecret } : {}),
      ...(redirectUri ? { redirect_uri: redirectUri } : {}),
    }),
  );
  if (!res.ok) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID', 401);
  return (await jsonOf(ctx, res, Joi.object({ id_token: Joi.string().required() }).unknown(true))).id_token;
}

export interface WalletProfile {
  trueMoneyId: string;
  email: string;
  allowInvest: boolean;
  name: string | null;
}

const walletProfile = Joi.object<WalletProfile>({
  trueMoneyId: Joi.string().required(),
  email: Joi.string().email({ tlds: false }).lowercase().required(),
  allowInvest: Joi.boolean().strict().required(),
  name: Joi.string().allow('', null).default(null),
});

/** The wallet app's profile for its access token; a refused token is the caller's invalid token. */
export async function fetchWalletProfile(ctx: AppContext, accessToken: string): Promise<WalletProfile> {
  const res = await call(ctx, ctx.config.identityProviders.trueMoney.profileUrl, {
    headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' },
  });
  if (!res.ok) throw new AppError('AUTH_PROVIDER_TOKEN_INVALID', 401);
  return jsonOf(ctx, res, walletProfile);
}

/** The sister platform's login; wrong credentials get the same answer as a wrong password here. */
export async function merkleLogin(
  ctx: AppContext,
  credentials: { email: string; password: string; twoFactor?: string | null },
): Promise<{ merkleUserId: string; email: string }> {
  const res = await call(ctx, ctx.config.identityProviders.merkle.loginUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    // Only the credentials go to the sister platform (not, say, the consents given here).
    body: JSON.stringify({
      email: credentials.email,
      password: credentials.password,
      twoFactor: credentials.twoFactor ?? '',
    }),
  });
  if (res.status === 400 || res.status === 401 || res.status === 403) {
    throw new AppError('AUTH_INVALID_CREDENTIALS', 401);
  }
  return jsonOf(
    ctx,
    res,
    Joi.object({
      merkleUserId: Joi.string().guid().required(),
      email: Joi.string().email({ tlds: false }).lowercase().required(),
    }),
  );
}

/** LINE's token verification: the LINE user id, or null when LINE does not accept the token. */
export async function verifyLineToken(ctx: AppContext, accessToken: string): Promise<string | null> {
  const res = await call(
    ctx,
    ctx.config.identityProviders.line.verifyUrl,
    form({ access_token: accessToken }),
  );
  if (!res.ok) return null;
  return (await jsonOf(ctx, res, Joi.object({ sub: Joi.string().max(100).required() }).unknown(true))).sub;
}
