import type { Router } from 'express';
import Joi from 'joi';
import type { AppContext } from '../../platform/context.ts';
import { validate } from '../../platform/validate.ts';
import { issueGrant, readGrant } from './grants.ts';
import { authorizePage } from './page.ts';
import { redirectUri, withParams } from './redirect.ts';

export interface WalletProfile {
  trueMoneyId: string;
  email: string;
  allowInvest: boolean;
  name: string;
}

export const trueMoneyIdFormat = /^[A-Za-z0-9-]{4,64}$/;
const accessTokenSeconds = 3600;

/**
 * The wallet app's sign-in: the user consents, the app redirects back with the wallet id, e-mail and an access
 * token, and the profile endpoint answers for that token only.
 */
export function trueMoneySimulator(router: Router, ctx: AppContext): void {
  const request = {
    redirect_uri: redirectUri(ctx.config.publicOrigins).required(),
    state: Joi.string().max(500).allow(''),
  };
  router.get('/true-money/authorize', validate({ query: Joi.object(request).unknown(true) }), (req, res) => {
    const q = req.query as Record<string, string | undefined>;
    res.type('html').send(
      authorizePage({
        title: 'TrueMoney Wallet (simulator)',
        hidden: { redirect_uri: q.redirect_uri, state: q.state },
        fields: [
          { name: 'email', label: 'E-mail / อีเมล', type: 'email', required: true, autocomplete: 'email' },
          { name: 'trueMoneyId', label: 'Wallet ID / หมายเลขวอลเล็ต', type: 'text', required: true },
          { name: 'name', label: 'Name / ชื่อ', type: 'text', autocomplete: 'name' },
          { name: 'allowInvest', label: 'Allow invest / อนุญาตให้ลงทุน', type: 'checkbox' },
        ],
      }),
    );
  });
  router.post(
    '/true-money/authorize',
    validate({
      body: Joi.object({
        ...request,
        email: Joi.string().trim().lowercase().email({ tlds: false }).max(254).required(),
        trueMoneyId: Joi.string().trim().pattern(trueMoneyIdFormat).required(),
        name: Joi.string().trim().max(200).allow(''),
        allowInvest: Joi.boolean().default(false),
      }),
    }),
    async (req, res) => {
      const { email, trueMoneyId, name, allowInvest } = req.body;
      const profile: WalletProfile = { trueMoneyId, email, allowInvest, name: name || email };
      // In the database: the profile call may reach another API replica than the one that issued the token.
      const accessToken = await issueGrant(ctx, 'TRUE_MONEY_TOKEN', profile, accessTokenSeconds);
      res.redirect(
        302,
        withParams(
          req.body.redirect_uri,
          { trueMoneyId, email, accessToken, state: req.body.state ?? '' },
          'query',
        ),
      );
    },
  );
  router.get('/true-money/profile', async (req, res) => {
    const token = /^Bearer (.+)$/.exec(req.get('authorization') ?? '')?.[1];
    const found = token ? await readGrant<WalletProfile>(ctx, 'TRUE_MONEY_TOKEN', token) : null;
    if (!found) {
      res.status(401).json({ error: 'invalid_token' });
      return;
    }
    res.json(found.payload);
  });
}
