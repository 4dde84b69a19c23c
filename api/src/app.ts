import { randomUUID } from 'node:crypto';
import cookieParser from 'cookie-parser';
import express from 'express';
import { pinoHttp } from 'pino-http';
import { refuseInvestorChangesDuringMaintenance } from './modules/app-settings/maintenance-guard.ts';
import { appSettingsRoutes } from './modules/app-settings/router.ts';
import { csrfProtection, isCsrfExempt } from './modules/auth/csrf.ts';
import { requireAnyStaff } from './modules/auth/guards.ts';
import { passwordResetRoutes } from './modules/auth/password-reset-router.ts';
import { authRoutes } from './modules/auth/router.ts';
import { loadSession } from './modules/auth/session.ts';
import { signupRoutes } from './modules/auth/signup-router.ts';
import { brandRoutes } from './modules/brand/router.ts';
import { calendarRoutes } from './modules/calendar/router.ts';
import { changeRequestRoutes } from './modules/change-requests/router.ts';
import { clientErrorRoutes } from './modules/client-errors/router.ts';
import { contractRoutes } from './modules/contract/router.ts';
import { custodianRoutes } from './modules/custodian/router.ts';
import { depositRoutes } from './modules/deposits/router.ts';
import { docsRoutes } from './modules/docs/router.ts';
import { documentRoutes } from './modules/documents/router.ts';
import { enquiryRoutes } from './modules/enquiries/router.ts';
import { featureFlagRoutes } from './modules/feature-flags/router.ts';
import { fxRateRoutes } from './modules/fx-rates/router.ts';
import { healthRoutes } from './modules/health/router.ts';
import { holidaysRoutes } from './modules/holidays/router.ts';
import { identityProviderRoutes } from './modules/identity-providers/router.ts';
import { inboxRoutes } from './modules/inbox/router.ts';
import { juristicAccountRoutes } from './modules/juristic-accounts/router.ts';
import { kycRoutes } from './modules/kyc/router.ts';
import { kycCaseRoutes } from './modules/kyc-cases/router.ts';
import { navsRoutes } from './modules/navs/router.ts';
import { orderRoutes } from './modules/orders/router.ts';
import { paymentRoutes } from './modules/payments/router.ts';
import { payoutRoutes } from './modules/payouts/router.ts';
import { portfolioRoutes } from './modules/portfolio/router.ts';
import { questionnaireRoutes } from './modules/questionnaires/router.ts';
import { recoveryRoutes } from './modules/security/recovery-router.ts';
import { securityRoutes } from './modules/security/router.ts';
import { settlementsRoutes } from './modules/settlements/router.ts';
import { mountSimulators } from './modules/simulators/router.ts';
import { staffRoutes } from './modules/staff/router.ts';
import { staffDashboardRoutes } from './modules/staff-dashboard/router.ts';
import { strategyAdminRoutes } from './modules/strategies/admin-router.ts';
import { strategyRoutes } from './modules/strategies/router.ts';
import { testClockRoutes } from './modules/test-clock/router.ts';
import { tierRoutes } from './modules/tiers/router.ts';
import { userRoutes } from './modules/users/router.ts';
import { checkAnswers } from './platform/answer-contract.ts';
import type { AppContext } from './platform/context.ts';
import { problemHandler, routeNotFound } from './platform/errors.ts';
import { requestLogSerializers } from './platform/log-privacy.ts';
import { createMetrics } from './platform/metrics.ts';
import { ApiRoutes } from './platform/openapi.ts';
import { originCheck } from './platform/origin-check.ts';
import { requestIdFormat, withRequestId } from './platform/request-context.ts';
import { securityHeaders } from './platform/security-headers.ts';

export const apiVersion = '0.1.0';

/** Builds the HTTP app without listening, so tests and benchmarks pick their own port. */
export function createApp(ctx: AppContext): express.Express {
  const app = express();
  app.disable('x-powered-by');
  // First, so that every answer (a route's, a guard's refusal, a 404) passes the check.
  if (ctx.answerMismatch) app.use(checkAnswers(ctx.answerMismatch));
  app.use(securityHeaders(ctx.config.appEnv === 'production'));
  // Only our own reverse proxies (TRUSTED_PROXIES) may name the client in X-Forwarded-For; they overwrite what a
  // client sends, so req.ip (throttles, audit log, contract evidence) is the real peer behind them.
  app.set('trust proxy', ctx.config.trustedProxies);
  const fromTrustedProxy = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  const metrics = createMetrics(ctx);
  app.use(metrics.track);
  app.use(
    pinoHttp({
      logger: ctx.logger,
      serializers: requestLogSerializers,
      // The proxy's X-Request-Id is taken only from a trusted proxy (the same decision as X-Forwarded-For), so a
      // client cannot choose the id its requests are logged under; otherwise the API makes one.
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const trusted = fromTrustedProxy(req.socket.remoteAddress ?? '', 0);
        const id =
          trusted && typeof incoming === 'string' && requestIdFormat.test(incoming) ? incoming : randomUUID();
        res.setHeader('x-request-id', id);
        return id;
      },
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/metrics' },
    }),
  );
  app.use((req, _res, next) => withRequestId(String(req.id), next));
  app.use(express.json({ limit: '100kb' }));
  mountSimulators(app, ctx);
  app.use(cookieParser());
  app.use(originCheck(ctx.config.publicOrigins, isCsrfExempt));
  app.use(loadSession(ctx));
  const csrf = csrfProtection(ctx);
  app.use(csrf.check);

  app.use('/admin', requireAnyStaff);
  app.use(refuseInvestorChangesDuringMaintenance(ctx));

  const routes = new ApiRoutes(app, { checkAnswers: ctx.answerMismatch });
  // Kept on the app so tests can read every route's spec (the answer-schema ratchet).
  app.locals.routes = routes;
  healthRoutes(routes, ctx, metrics.endpoint);
  csrf.routes(routes);
  authRoutes(routes, ctx);
  signupRoutes(routes, ctx);
  passwordResetRoutes(routes, ctx);
  identityProviderRoutes(routes, ctx);
  recoveryRoutes(routes, ctx);
  securityRoutes(routes, ctx);
  appSettingsRoutes(routes, ctx);
  brandRoutes(routes, ctx);
  featureFlagRoutes(routes, ctx);
  strategyRoutes(routes, ctx);
  strategyAdminRoutes(routes, ctx);
  calendarRoutes(routes, ctx);
  holidaysRoutes(routes, ctx);
  orderRoutes(routes, ctx);
  navsRoutes(routes, ctx);
  settlementsRoutes(routes, ctx);
  fxRateRoutes(routes, ctx);
  payoutRoutes(routes, ctx);
  custodianRoutes(routes, ctx);
  depositRoutes(routes, ctx);
  paymentRoutes(routes, ctx);
  portfolioRoutes(routes, ctx);
  enquiryRoutes(routes, ctx);
  clientErrorRoutes(routes, ctx);
  kycRoutes(routes, ctx);
  contractRoutes(routes, ctx);
  documentRoutes(routes, ctx);
  kycCaseRoutes(routes, ctx);
  changeRequestRoutes(routes, ctx);
  juristicAccountRoutes(routes, ctx);
  inboxRoutes(routes, ctx);
  questionnaireRoutes(routes, ctx);
  staffRoutes(routes, ctx);
  staffDashboardRoutes(routes, ctx);
  userRoutes(routes, ctx);
  tierRoutes(routes, ctx);
  testClockRoutes(routes, ctx);
  docsRoutes(routes, app, apiVersion);

  app.use(routeNotFound);
  app.use(problemHandler);
  return app;
}
