import { createHash, randomBytes } from 'node:crypto';
import type { RequestHandler, Response } from 'express';
import { Op } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import type { UserRow } from './models.ts';

export const sessionCookie = 'sid';

export interface SessionUser {
  id: number;
  uuid: string;
  email: string;
  role: UserRow['role'];
  customerType: UserRow['customerType'];
}

declare global {
  namespace Express {
    interface Request {
      user?: SessionUser;
      sessionId?: string;
    }
  }
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Only a hash of the cookie's token is stored, so a leaked sessions table cannot be replayed. */
export async function openSession(ctx: AppContext, res: Response, userId: number): Promise<void> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(ctx.clock.now().getTime() + ctx.config.sessionTtlMinutes * 60_000);
  await ctx.models.Session.create({ userId, tokenHash: hashToken(token), expiresAt, revokedAt: null });
  res.cookie(sessionCookie, token, {
    httpOnly: true,
    secure: ctx.config.cookieSecure,
    sameSite: 'lax',
    path: '/',
    expires: expiresAt,
  });
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
  res.clearCookie(sessionCookie, {
    httpOnly: true,
    secure: ctx.config.cookieSecure,
    sameSite: 'lax',
    path: '/',
  });
}

export function loadSession(ctx: AppContext): RequestHandler {
  return async (req, _res, next) => {
    const token: unknown = req.cookies?.[sessionCookie];
    if (typeof token !== 'string' || token.length === 0) return next();
    const session = await ctx.models.Session.findOne({
      where: { tokenHash: hashToken(token), revokedAt: null, expiresAt: { [Op.gt]: ctx.clock.now() } },
      include: [{ model: ctx.models.User, as: 'user' }],
    });
    const user = session?.get('user') as UserRow | undefined;
    if (session && user) {
      req.sessionId = session.id;
      req.user = {
        id: Number(user.id),
        uuid: user.uuid,
        email: user.email,
        role: user.role,
        customerType: user.customerType,
      };
    }
    next();
  };
}
