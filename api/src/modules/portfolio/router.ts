import { noBody } from '../../platform/answer-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { requireUser } from '../auth/guards.ts';
import { currentFlags } from '../feature-flags/service.ts';
import {
  favouriteAnswer,
  favouritesAnswer,
  holdingsAnswer,
  performanceAnswer,
  performanceReportAnswer,
  summaryAnswer,
  transactionsAnswer,
} from './answers.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.ts';
import { performanceReportOf } from './performance-report.ts';
import { holdings, performance, summary } from './portfolio.ts';
import {
  favouriteBody,
  favouriteParams,
  type PerformancePeriod,
  performanceQuery,
  transactionsQuery,
} from './schemas.ts';
import { type TransactionsFilter, transactions } from './transactions.ts';
import { transactionsCsv } from './transactions-csv.ts';

/** The investor's favourites, account overview, investment overview and transaction history (own data only). */
export function portfolioRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const user = [requireUser];

  routes.addGuarded(
    {
      method: 'get',
      path: '/me/favourites',
      summary: "The investor's favourite strategies",
      tag: 'portfolio',
      access: 'user',
      responses: { 200: '{ data: [{ strategyCode, createdAt }] }', 401: 'AUTH_REQUIRED' },
      answers: { 200: favouritesAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await listFavourites(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'post',
      path: '/me/favourites',
      summary: 'Mark a strategy as a favourite (201; 200 when it already is one)',
      tag: 'portfolio',
      access: 'user',
      request: { body: favouriteBody },
      responses: {
        200: '{ strategyCode, createdAt } (already a favourite)',
        201: '{ strategyCode, createdAt }',
        401: 'AUTH_REQUIRED',
        404: 'NOT_FOUND',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: favouriteAnswer, 201: favouriteAnswer },
    },
    user,
    async (req, res) => {
      const { created, favourite } = await addFavourite(ctx, req.user!.id, req.body.strategyCode);
      res.status(created ? 201 : 200).json(favourite);
    },
  );

  routes.addGuarded(
    {
      method: 'delete',
      path: '/me/favourites/:strategyCode',
      summary: 'No longer a favourite',
      tag: 'portfolio',
      access: 'user',
      request: { params: favouriteParams },
      responses: { 204: 'Removed', 401: 'AUTH_REQUIRED', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 204: noBody },
    },
    user,
    async (req, res) => {
      await removeFavourite(ctx, req.user!.id, String(req.params.strategyCode));
      res.status(204).end();
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/portfolio/summary',
      summary:
        'The account overview: values (with switch proceeds in transit between the legs), profit, pending orders, latest transactions, recommended strategies',
      tag: 'portfolio',
      access: 'user',
      responses: {
        200: '{ asOf, preliminary, totalValue, inTransit, principalValue, profitFromPrincipal, profitFromPrincipalPercent, totalProfitLoss, accumulatedInvestment, strategiesCount, pending, latestTransactions, customerBand, recommendedStrategies, tier? } (tier: { code, name, minAum, benefits, since, next }, absent while userTier is off)',
        401: 'AUTH_REQUIRED',
      },
      answers: { 200: summaryAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await summary(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/portfolio/holdings',
      summary: 'What the investor holds, valued at the latest approved NAV',
      tag: 'portfolio',
      access: 'user',
      responses: { 200: '{ data: Holding[] }', 401: 'AUTH_REQUIRED' },
      answers: { 200: holdingsAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      res.json(await holdings(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/portfolio/performance',
      summary: 'The investment overview: return series of the held strategies, allocation, unrealised P/L',
      tag: 'portfolio',
      access: 'user',
      request: { query: performanceQuery },
      responses: {
        200: '{ period, from, to, strategies, allocation, unrealized }',
        401: 'AUTH_REQUIRED',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: performanceAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const period = (req.query.period as PerformancePeriod | undefined) ?? '3M';
      res.json(await performance(ctx, req.user!.id, period));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/portfolio/performance-report',
      summary:
        'The performance report: per strategy held and in total, the time-weighted and money-weighted return for 1M, 3M, 6M, YTD, 1Y and since the first investment (under a year for the period, not annualised), realised and unrealised gain from FIFO lots, and opening value + net flows + gain = closing value to the satang',
      tag: 'portfolio',
      access: 'user',
      responses: {
        200: '{ asOf, firstInvestment, strategies: [{ strategyCode, name, units, nav, value, cost, realisedGain, unrealisedGain, lots, sales, periods }], total: { value, cost, inTransit, realisedGain, unrealisedGain, periods } }; periods: [{ period, from, to, covered, annualised, twr, irr, irrMethod, opening, netFlows, gain, realisedGain, unrealisedGainChange, closing, reconciliation: { balanced, difference } }]',
        401: 'AUTH_REQUIRED',
        403: 'PERFORMANCE_REPORT_DISABLED (the performanceReport flag is off)',
      },
      answers: { 200: performanceReportAnswer },
    },
    user,
    async (req, res) => {
      if (!(await currentFlags(ctx)).performanceReport)
        throw new AppError('PERFORMANCE_REPORT_DISABLED', 403);
      res.setHeader('Cache-Control', 'no-store');
      res.json(await performanceReportOf(ctx, req.user!.id));
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/transactions',
      summary:
        'The transaction history (from, to on the trade date; strategyCode, kind, stage; page, pageSize ≤ 100) with a page summary; format=csv: the whole range as a CSV file',
      tag: 'portfolio',
      access: 'user',
      request: { query: transactionsQuery },
      responses: {
        200: '{ data: Transaction[], total, page, pageSize, summary, cutOffTime }, or text/csv with format=csv',
        401: 'AUTH_REQUIRED',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: transactionsAnswer },
    },
    user,
    async (req, res) => {
      res.setHeader('Cache-Control', 'no-store');
      const filter = req.query as unknown as TransactionsFilter;
      if (filter.from && filter.to && filter.from > filter.to) {
        throw new AppError('VALIDATION_FAILED', 422, {
          errors: [
            { field: 'to', code: 'date.min', message: 'The end date must not be before the start date' },
          ],
        });
      }
      if ((req.query as { format?: string }).format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.setHeader(
          'Content-Disposition',
          `attachment; filename="transactions-${filter.from ?? 'start'}-${filter.to ?? 'today'}.csv"`,
        );
        res.send(await transactionsCsv(ctx, req.user!.id, filter));
        return;
      }
      res.json(await transactions(ctx, req.user!.id, filter));
    },
  );
}
