import { randomBytes } from 'node:crypto';
import type { Router } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';

const tokenSeconds = 30 * 24 * 3600;

/**
 * LINE Login: `/line/token` stands for the app handing a user an access token (the simulator's only way to get
 * one), `/line/verify` is what the API calls to learn whose token it is.
 */
export function lineSimulator(router: Router, ctx: AppContext): void {
  const tokens = new Map<string, { sub: string; name: string; expiresAt: number }>();
  router.post('/line/token', (req, res) => {
    const { error, value } = Joi.object({
      sub: Joi.string()
        .pattern(/^U[0-9a-f]{32}$/)
        .required(),
      name: Joi.string().max(200).allow(''),
    }).validate(req.body ?? {});
    if (error) {
      res.status(400).json({ error: 'invalid_request' });
      return;
    }
    const accessToken = randomBytes(32).toString('base64url');
    tokens.set(accessToken, {
      sub: value.sub,
      name: value.name ?? '',
      expiresAt: ctx.clock.now().getTime() + tokenSeconds * 1000,
    });
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: tokenSeconds });
  });
  router.post('/line/verify', (req, res) => {
    const token = typeof req.body?.access_token === 'string' ? req.body.access_token : '';
    const found = tokens.get(token);
    const now = ctx.clock.now().getTime();
    if (!found || found.expiresAt <= now) {
      res.status(400).json({ error: 'invalid_request', error_description: 'access token expired' });
      return;
    }
    res.json({
      sub: found.sub,
      name: found.name,
      scope: 'profile openid',
      expires_in: Math.floor((found.expiresAt - now) / 1000),
    });
  });
}
