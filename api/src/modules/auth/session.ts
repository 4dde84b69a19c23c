import { createHash, randomBytes, webcrypto } from 'node:crypto';
import { isStaffSessionIdle } from '@fund/domain';
import type { CookieOptions, Request, RequestHandler, Response } from 'express';
import { jwtVerify, SignJWT } from 'jose';
// passport's declarations put `user` on Express's Request; loaded here so every program that sees SessionUser has it.
import type {} from 'passport';
import type { AppContext } from '../../platform/context.ts';
import { type PreparedStatement, runPrepared } from '../../platform/prepared-statements.ts';
import type { UserRow } from './models.ts';
import { staffEnrolmentRequired } from './staff-second-factor.ts';

/** The server-side session's opaque token: long-lived, revocable, never readable by scripts. */
export const sessionCookie = 'sid';
/** A short-lived signed access token (JWT with `exp`), re-issued from the session while it lives. */
export const accessTokenCookie = 'access_token';

export interface SessionUser {
  id: number;
  uuid: string;
  email: string;
  role: UserRow['role'];
  customerType: UserRow['customerType'];
  language: UserRow['language'];
  /** Whether the e-mail was proved with its OTP (or by the identity provider that vouched for it). */
  emailVerified: boolean;
}

declare global {
  namespace Express {
    /** What `req.user` holds once the session is loaded (passport's own `Express.User`, made concrete). */
    interface User extends SessionUser {}
    interface Request {
      sessionId?: string;
      /** When the access token this request carries (or was just given) stops being valid. */
      accessTokenExpiresAt?: Date;
      /** A staff member without a confirmed second factor: this session may only enrol. */
      staffEnrolmentRequired?: boolean;
      /** The session this request carried ended just now, idle too long; the guards answer AUTH_SESSION_IDLE. */
      sessionEndedIdle?: boolean;
    }
  }
}

/** The signed-in user as requests carry it, from the user's row. */
export const toSessionUser = (user: UserRow): SessionUser => ({
  id: Number(user.id),
  uuid: user.uuid,
  email: user.email,
  role: user.role,
  customerType: user.customerType,
  language: user.language,
  emailVerified: user.emailVerifiedAt != null,
});

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

const cookieOptions = (ctx: AppContext): CookieOptions => ({
  httpOnly: true,
  secure: ctx.config.cookieSecure,
  sameSite: 'lax',
  path: '/',
});

/**
 * The access tokens' HMAC key, imported once per secret: given raw bytes, jose imports a WebCrypto key on every
 * sign and verify, which is most of what checking a token costs (every signed-in request checks one).
 */
const importedKeys = new Map<string, Promise<webcrypto.CryptoKey>>();
const signingKey = (ctx: AppContext): Promise<webcrypto.CryptoKey> => {
  const secret = ctx.config.authSecret;
  let key = importedKeys.get(secret);
  if (!key) {
    key = webcrypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    importedKeys.set(secret, key);
  }
  return key;
};

/** Signs an access token for a session and sets its cookie; answers when it expires. */
async function issueAccessToken(
  ctx: AppContext,
  res: Response,
  session: { id: string; userUuid: string; expiresAt: Date },
): Promise<Date> {
  const now = ctx.clock.now();
  const ttl = ctx.config.accessTokenTtlMinutes * 60_000;
  // Never outlive the session it stands for.
  const expiresAt = new Date(Math.min(now.getTime() + ttl, session.expiresAt.getTime()));
  const token = await new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(session.userUuid)
    .setIssuedAt(Math.floor(now.getTime() / 1000))
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(await signingKey(ctx));
  res.cookie(accessTokenCookie, token, { ...cookieOptions(ctx), expires: session.expiresAt });
  return new Date(Math.floor(expiresAt.getTime() / 1000) * 1000);
}

/**
 * Opens a server-side session and sets both cookies. Only a hash of the session token is stored, so a
 * leaked sessions table cannot be replayed.
 */
export async function openSession(
  ctx: AppContext,
  res: Response,
  userId: number,
): Promise<{ sessionId: string; accessTokenExpiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.sessionTtlMinutes * 60_000);
  const session = await ctx.models.Session.create({
    userId,
    tokenHash: hashToken(token),
    expiresAt,
    revokedAt: null,
    lastActiveAt: ctx.clock.realNow(),
  });
  const user = await ctx.models.User.findByPk(userId, { rejectOnEmpty: true });
  res.cookie(sessionCookie, token, { ...cookieOptions(ctx), expires: expiresAt });
  const accessTokenExpiresAt = await issueAccessToken(ctx, res, {
    id: String(session.id),
    userUuid: user.uuid,
    expiresAt,
  });
  return { sessionId: String(session.id), accessTokenExpiresAt };
}

export async function revokeSession(ctx: AppContext, sessionId: string | undefined): Promise<void> {
  if (sessionId) {
    await ctx.models.Session.update(
      { revokedAt: ctx.clock.now() },
      { where: { id: sessionId, revokedAt: null } },
    );
  }
}

export async function closeSession(
  ctx: AppContext,
  res: Response,
  sessionId: string | undefined,
): Promise<void> {
  await revokeSession(ctx, sessionId);
  res.clearCookie(sessionCookie, cookieOptions(ctx));
  res.clearCookie(accessTokenCookie, cookieOptions(ctx));
}

/** The session a valid access token names, or null when it is missing, forged or expired. */
async function readAccessToken(
  ctx: AppContext,
  req: Request,
): Promise<{ sessionId: string; expiresAt: Date } | null> {
  const token: unknown = req.cookies?.[accessTokenCookie];
  if (typeof token !== 'string' || token.length === 0) return null;
  try {
    const { payload } = await jwtVerify(token, await signingKey(ctx), {
      algorithms: ['HS256'],
      currentDate: ctx.clock.now(),
    });
    if (typeof payload.sid !== 'string' || typeof payload.exp !== 'number') return null;
    return { sessionId: payload.sid, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** A live session (not revoked, not expired) with the user it belongs to, as the prepared lookups answer it. */
interface LiveSession {
  id: string;
  expires_at: Date;
  last_active_at: Date | null;
  user_id: string;
  uuid: string;
  email: string;
  role: UserRow['role'];
  customer_type: UserRow['customerType'];
  language: UserRow['language'];
  email_verified: boolean;
}

const liveSessionSql = (match: string) => `
  SELECT s.id, s.expires_at, s.last_active_at, u.id AS user_id, u.uuid, u.email, u.role, u.customer_type, u.language,
    u.email_verified_at IS NOT NULL AS email_verified
  FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE ${match} AND s.revoked_at IS NULL AND s.expires_at > $2`;

/** Every signed-in request reads its session: prepared, so each connection plans the lookup once. */
const sessionById: PreparedStatement = { name: 'live-session-by-id', text: liveSessionSql('s.id = $1') };
const sessionByToken: PreparedStatement = {
  name: 'live-session-by-token',
  text: liveSessionSql('s.token_hash = $1'),
};

async function liveSession(ctx: AppContext, statement: PreparedStatement, key: string) {
  const [row] = await runPrepared<LiveSession>(ctx.sequelize, statement, [key, ctx.clock.now()]);
  return row ?? null;
}

/**
 * Authenticates a request. A valid access token names its session; without one, the session cookie is
 * looked up and a fresh access token issued. Either way the session row is read, so logout, a password
 * change or a staff lock takes effect on the very next request.
 */
export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    const accessToken = await readAccessToken(ctx, req);
    let session = accessToken ? await liveSession(ctx, sessionById, accessToken.sessionId) : null;
    let renewed = false;
    if (!session) {
      const token: unknown = req.cookies?.[sessionCookie];
      if (typeof token !== 'string' || token.length === 0) return next();
      session = await liveSession(ctx, sessionByToken, hashToken(token));
      renewed = true;
    }
    if (!session) return next();
    if (session.role !== null && !(await stillActive(ctx, session))) {
      await closeSession(ctx, res, session.id);
      req.sessionEndedIdle = true;
      return next();
    }
    req.sessionId = session.id;
    req.user = {
      id: Number(session.user_id),
      uuid: session.uuid,
      email: session.email,
      role: session.role,
      customerType: session.customer_type,
      language: session.language,
      emailVerified: session.email_verified,
    };
    req.staffEnrolmentRequired = await staffEnrolmentRequired(ctx, req.user);
    if (renewed) {
      req.accessTokenExpiresAt = await issueAccessToken(ctx, res, {
        id: req.sessionId,
        userUuid: session.uuid,
        expiresAt: session.expires_at,
      });
    } else {
      req.accessTokenExpiresAt = accessToken?.expiresAt;
    }
    next();
  };
}

/**
 * A staff session ends after 30 minutes without a request; each request it answers starts the 30 minutes again.
 * Measured on the clock's real time (`Clock.realNow`), which tests move with `SettableClock.pass`: the journeys and
 * API tests that stand the test clock days ahead with a back-office page open are not idle staff, and re-signing in
 * after every jump of the date would only hide that. Investors' sessions are not measured.
 */
async function stillActive(ctx: AppContext, session: LiveSession): Promise<boolean> {
  const now = ctx.clock.realNow();
  const lastActiveAt = session.last_active_at;
  if (lastActiveAt && isStaffSessionIdle(lastActiveAt, now)) return false;
  await ctx.models.Session.update({ lastActiveAt: now }, { where: { id: session.id } });
  return true;
}
