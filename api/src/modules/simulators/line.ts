import type { Router } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { issueGrant, readGrant } from './grants.ts';

const tokenSeconds = 30 * 24 * 3600;

/**
 * LINE Login: `/line/token` stands for the app handing a user an access token (the simulator's only way to get
 * one), `/line/verify` is what the API calls to learn whose token it is.
 */
export function lineSimulator(router: Router, ctx: AppContext): void {
  router.post('/line/token', async (req, res) => {
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
    // In the database: the API's verify call may reach another replica than the one that issued the token.
    const accessToken = await issueGrant(
      ctx,
      'LINE_TOKEN',
      { sub: value.sub, name: value.name ?? '' },
      tokenSeconds,
    );
    res.json({ access_token: accessToken, token_type: 'Bearer', expires_in: tokenSeconds });
  });
  router.post('/line/verify', async (req, res) => {
    const token = typeof req.body?.access_token === 'string' ? req.body.access_token : '';
    const found = await readGrant<{ sub: string; name: string }>(ctx, 'LINE_TOKEN', token);
    if (!found) {
      res.status(400).json({ error: 'invalid_request', error_description: 'access token expired' });
      return;
    }
    res.json({
      sub: found.payload.sub,
      name: found.payload.name,
      scope: 'profile openid',
      expires_in: Math.floor((found.expiresAt.getTime() - ctx.clock.now().getTime()) / 1000),
    });
  });
}
