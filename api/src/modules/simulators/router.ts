import express from 'express';
import type { AppContext } from '../../platform/context.ts';
import { bankSimulator } from './bank.ts';
import { lineSimulator } from './line.ts';
import { merkleSimulator } from './merkle.ts';
import { ndidSimulator } from './ndid.ts';
import { appleSimulator, googleSimulator } from './oidc.ts';
import { trueMoneySimulator } from './true-money.ts';

/**
 * Local stand-ins for Google, Apple, the wallet app, the sister platform, LINE, the bank and NDID's banks, served under /simulators
 * outside production only (absent, so 404, in production). They play other sites: no session, no CSRF token,
 * and forms posted as a browser posts them to a provider.
 */
export function mountSimulators(app: express.Express, ctx: AppContext): void {
  if (ctx.config.appEnv === 'production') return;
  const router = express.Router();
  router.use(express.urlencoded({ extended: false, limit: '20kb' }));
  router.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  googleSimulator(router, ctx);
  appleSimulator(router, ctx);
  trueMoneySimulator(router, ctx);
  merkleSimulator(router);
  lineSimulator(router, ctx);
  bankSimulator(router, ctx);
  ndidSimulator(router, ctx);
  app.use('/simulators', router);
}
