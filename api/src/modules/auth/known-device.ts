import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Request, Response } from 'express';
import type { AppContext } from '../../platform/context.ts';

/**
 * A browser that has signed in to an account before carries a known-device cookie for it (OWASP's "device cookies"
 * against online guessing). When failed sign-ins from everyone together pass the global limit, only such a browser
 * may still try that account: an attacker spraying from many addresses cannot lock every investor out, because the
 * cookie can only be had by signing in with the account's password (and its code), which is what the attacker
 * lacks. The per-address limit and the per-account lockout still apply to it.
 */
export const knownDeviceCookie = 'known_device';

const validDays = 180;

/** The cookie's value for an account: an HMAC of its e-mail under the server's secret, so it cannot be forged. */
const valueFor = (ctx: AppContext, email: string) =>
  createHmac('sha256', ctx.config.authSecret)
    .update(`known-device\0${email.trim().toLowerCase()}`)
    .digest('base64url');

/** Remembers this browser for the account that just signed in. */
export function rememberDevice(ctx: AppContext, res: Response, email: string): void {
  res.cookie(knownDeviceCookie, valueFor(ctx, email), {
    httpOnly: true,
    secure: ctx.config.cookieSecure,
    sameSite: 'lax',
    path: '/',
    maxAge: validDays * 24 * 3600_000,
  });
}

/** Whether this request's browser has signed in to the account with this e-mail before. */
export function isKnownDevice(ctx: AppContext, req: Request, email: unknown): boolean {
  const sent: unknown = req.cookies?.[knownDeviceCookie];
  if (typeof sent !== 'string' || typeof email !== 'string') return false;
  const expected = Buffer.from(valueFor(ctx, email));
  const given = Buffer.from(sent);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
