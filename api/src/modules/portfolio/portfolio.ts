import {
  bangkokDate,
  investing,
  isBandAtLeast,
  type SuitabilityRiskType,
  suitabilityStanding,
  type BilingualText as Text,
} from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { preparedWithNames, runPrepared } from '../../platform/prepared-statements.ts';
import { currentFlags } from '../feature-flags/service.ts';
import { type TierRow, tierOf } from '../tiers/investor-tier.ts';
import type { PerformancePeriod } from './schemas.ts';
import { latestTransactions } from './transactions.ts';

const { dec } = investing;

/** A share as a percentage with 2 places; "0.00" when there is nothing to divide by. */
const percentOf = (part: investing.DecimalInput, whole: investing.DecimalInput) =>
  dec(whole).isZero() ? '0.00' : dec(part).div(whole).times(100).toFixed(2);

interface HoldingRow {
  strategy_code: string;
  name: Text;
  risk_level: number;
  units: string;
  available_units: string;
  reserved_units: string;
  nav: string | null;
  nav_date: string | null;
  value: string;
  cost: string;
}

/**
 * Each holding valued in SQL: value = units × the strategy's latest approved NAV, rounded to the satang (a
 * strategy without any approved NAV yet is valued at its cost). cost is the principal of the units held.
 */
const holdingsSql = `
  SELECT h.strategy_code, s.name, s.risk_level, h.units::text, (h.units - h.reserved_units)::text AS available_units,
    h.reserved_units::text, n.nav::text, to_char(n.nav_date, 'YYYY-MM-DD') AS nav_date,
    coalesce(round(h.units * n.nav, 2), h.cost)::text AS value, h.cost::text
  FROM holdings h JOIN strategies s ON s.code = h.strategy_code
  LEFT JOIN LATERAL (SELECT nav, nav_date FROM strategy_navs
    WHERE strategy_code = h.strategy_code AND status = 'APPROVED' ORDER BY nav_date DESC LIMIT 1) n ON true
  WHERE h.user_id = :userId AND h.units > 0
  ORDER BY s.sort_order, h.strategy_code`;

async function holdingRows(ctx: AppContext, userId: number) {
  return ctx.sequelize.query<HoldingRow>(holdingsSql, { type: QueryTypes.SELECT, replacements: { userId } });
}

function toHoldings(rows: HoldingRow[]) {
  const total = rows.reduce((sum, row) => sum.plus(row.value), dec(0));
  return rows.map((row) => {
    const profit = dec(row.value).minus(row.cost);
    return {
      strategyCode: row.strategy_code,
      name: row.name,
      riskLevel: row.risk_level,
      units: row.units,
      availableUnits: row.available_units,
      reservedUnits: row.reserved_units,
      nav: row.nav,
      navDate: row.nav_date,
      value: row.value,
      cost: row.cost,
      unrealizedProfitLoss: profit.toFixed(2),
      unrealizedProfitLossPercent: percentOf(profit, row.cost),
      ratioPercent: percentOf(row.value, total),
    };
  });
}

/** What the investor holds, valued at the latest approved NAV, with each holding's share of the total. */
export async function holdings(ctx: AppContext, userId: number) {
  return { data: toHoldings(await holdingRows(ctx, userId)) };
}

interface FlowRow {
  bought: string;
  invested: string;
  sold: string;
  pending_count: number;
  pending_amount: string;
  in_transit: string;
}

/**
 * The money that went in and out through settled orders, and what is still unsettled (one count per order, a
 * switch once: it is unsettled until its in leg has bought). in_transit: the net proceeds of settled switch-outs
 * whose in leg has not bought yet (settlement hands them to the in leg's amount), money in no holding meanwhile.
 */
const flowsSql = `
  SELECT
    coalesce(sum(o.settled_amount) FILTER (WHERE o.stage = 'success' AND (o.kind = 'increase' OR o.leg = 'in')), 0)::text
      AS bought,
    coalesce(sum(o.settled_amount) FILTER (WHERE o.stage = 'success' AND o.kind = 'increase'), 0)::text AS invested,
    coalesce(sum(o.settled_amount) FILTER (WHERE o.stage = 'success' AND (o.kind = 'reduce' OR o.leg = 'out')), 0)::text
      AS sold,
    count(*) FILTER (WHERE o.leg IS DISTINCT FROM 'in' AND o.stage IN ('confirm', 'approved')
      OR o.leg = 'in' AND o.stage IN ('confirm', 'approved') AND EXISTS (
        SELECT 1 FROM orders p WHERE p.id = o.paired_order_id AND p.stage = 'success')
    )::int AS pending_count,
    coalesce(sum(o.amount) FILTER (WHERE o.kind = 'increase' AND o.stage IN ('confirm', 'approved')), 0)::text
      AS pending_amount,
    coalesce(sum(o.amount) FILTER (WHERE o.leg = 'in' AND o.stage IN ('confirm', 'approved') AND EXISTS (
        SELECT 1 FROM orders p WHERE p.id = o.paired_order_id AND p.stage = 'success')), 0)::text AS in_transit
  FROM orders o WHERE o.user_id = :userId`;

/** The customer's band for recommendations: null without a valid (unexpired) suitability result. */
function bandOf(ctx: AppContext, result: { type?: SuitabilityRiskType; expiresAt?: string } | null) {
  if (!result?.type) return null;
  if (result.expiresAt && suitabilityStanding(new Date(result.expiresAt), ctx.clock.now()) === 'EXPIRED')
    return null;
  return result.type;
}

interface OverviewRow extends FlowRow {
  holdings: HoldingRow[];
  customer_type: string;
  tier_code: string | null;
  tier_since: Date | null;
  suitability: { type?: SuitabilityRiskType; expiresAt?: string } | null;
  strategies: { code: string; name: Text; risk_level: number; min_band: SuitabilityRiskType }[];
  tiers: TierRow[];
}

/**
 * Everything the overview reads but the latest transactions, in one statement: at 200 requests a second what
 * costs is the round trips (each a parse, a plan and a pool checkout), not the rows, which are few per investor.
 * The holdings are the same query as the holdings screen's (as JSON rows, their decimals already text, in no
 * particular order: the overview only adds them up); the
 * suitability result is the latest answer's, as the questionnaires' status reads it; the strategies and tiers are
 * small reference tables.
 */
const overviewSql = `
  SELECT f.*, u.customer_type, u.tier_code, u.tier_since,
    (SELECT coalesce(json_agg(h), '[]') FROM (${holdingsSql}) h) AS holdings,
    (SELECT result FROM questionnaire_answers WHERE user_id = :userId AND kind = 'suitability'
      ORDER BY id DESC LIMIT 1) AS suitability,
    (SELECT coalesce(json_agg(json_build_object('code', code, 'name', name, 'risk_level', risk_level,
      'min_band', min_band) ORDER BY sort_order, code), '[]') FROM strategies) AS strategies,
    (SELECT coalesce(json_agg(json_build_object('code', code, 'name', name, 'minAum', min_aum::text,
      'benefits', benefits) ORDER BY min_aum), '[]') FROM tiers) AS tiers
  FROM (${flowsSql}) f, users u WHERE u.id = :userId`;

/** Prepared: the overview is half of what investors ask for, and its plan costs more than its few rows. */
const overviewStatement = preparedWithNames<'userId'>('portfolio-overview', overviewSql);

/**
 * The account overview (spec §2 screen 16). Definitions:
 * - inTransit: the net proceeds of switches between their legs (out leg settled, in leg not yet bought): in no
 *   holding, but the investor's, and counted as the in leg will count them once it buys (value and cost).
 * - totalValue: the sum of the holdings' values (units × latest approved NAV, each rounded to the satang) plus
 *   inTransit.
 * - principalValue: the sum of the holdings' cost, the principal of the units still held (sales take out the
 *   average cost of the units sold), plus inTransit (the cost the in leg's units will carry).
 * - profitFromPrincipal: totalValue − principalValue (unrealised), and its percentage of principalValue.
 * - totalProfitLoss: profitFromPrincipal plus the realised profit of settled reductions and switch-outs, i.e.
 *   totalValue + everything settled sales paid (net of fees) − everything settled purchases cost (increases and
 *   switch-ins; a completed switch cancels out, leaving its fee as a loss).
 * - accumulatedInvestment: the amounts of settled increases (switch-ins move money already invested).
 * - preliminary: some order is not settled yet, so the figures use the latest NAV and will move when it settles
 *   (spec §4); pending counts those orders and sums the amounts of the unsettled increases.
 * - asOf: the latest approved NAV date among those used; null when nothing is held.
 * - tier: the investor's customer tier with its benefits and the tier above (absent while userTier is off).
 */
export async function summary(ctx: AppContext, userId: number) {
  const [[overview], latest, flags] = await Promise.all([
    runPrepared<OverviewRow>(ctx.sequelize, overviewStatement, overviewStatement.values({ userId })),
    latestTransactions(ctx, userId),
    currentFlags(ctx),
  ]);
  const { holdings: rows, strategies, ...flows } = overview!;
  const band = bandOf(ctx, flows.suitability);
  const tier = flags.userTier ? tierOf(overview!.tiers, overview) : null;
  const inTransit = dec(flows.in_transit);
  const totalValue = rows.reduce((sum, row) => sum.plus(row.value), inTransit);
  const principal = rows.reduce((sum, row) => sum.plus(row.cost), inTransit);
  const profit = totalValue.minus(principal);
  // The proceeds in transit are already among what sales paid: counted once, in the value.
  const totalProfitLoss = totalValue.plus(flows.sold).minus(flows.bought).minus(inTransit);
  const navDates = rows.map((row) => row.nav_date).filter((date): date is string => date !== null);
  const held = new Set(rows.map((row) => row.strategy_code));
  // A juristic customer skips suitability (spec §6): every strategy suits them.
  const juristic = flows.customer_type === 'JURISTIC';
  const allowed = (minBand: SuitabilityRiskType) =>
    juristic || (band !== null && isBandAtLeast(band, minBand));
  return {
    asOf: navDates.length > 0 ? navDates.reduce((a, b) => (a > b ? a : b)) : null,
    preliminary: flows.pending_count > 0,
    totalValue: totalValue.toFixed(2),
    inTransit: inTransit.toFixed(2),
    principalValue: principal.toFixed(2),
    profitFromPrincipal: profit.toFixed(2),
    profitFromPrincipalPercent: percentOf(profit, principal),
    totalProfitLoss: totalProfitLoss.toFixed(2),
    accumulatedInvestment: dec(flows.invested).toFixed(2),
    strategiesCount: rows.length,
    pending: { count: flows.pending_count, amount: dec(flows.pending_amount).toFixed(2) },
    latestTransactions: latest,
    customerBand: juristic ? null : band,
    recommendedStrategies: strategies
      .filter((s) => !held.has(s.code) && allowed(s.min_band))
      .map((s) => ({ code: s.code, name: s.name, riskLevel: s.risk_level, minBand: s.min_band })),
    // Left out altogether while the userTier flag is off.
    ...(tier ? { tier } : {}),
  };
}

function monthsBefore(date: string, months: number): string {
  const target = new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1 - months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${target.toISOString().slice(0, 8)}${String(day).padStart(2, '0')}`;
}

const monthsOf: Partial<Record<PerformancePeriod, number>> = { '1M': 1, '3M': 3, '6M': 6, '1Y': 12 };

/**
 * Each held strategy's return since `from`, by approved NAV: every NAV in [from, to] against the last NAV on or
 * before `from` (the first one after it when the history starts later). ALL starts at the held strategies'
 * earliest approved NAV.
 */
const seriesSql = `
  WITH held AS (SELECT strategy_code FROM holdings WHERE user_id = :userId AND units > 0),
  base AS (
    SELECT h.strategy_code, coalesce(
      (SELECT nav FROM strategy_navs WHERE strategy_code = h.strategy_code AND status = 'APPROVED'
        AND nav_date <= :from::date ORDER BY nav_date DESC LIMIT 1),
      (SELECT nav FROM strategy_navs WHERE strategy_code = h.strategy_code AND status = 'APPROVED'
        AND nav_date > :from::date ORDER BY nav_date LIMIT 1)) AS nav
    FROM held h
  )
  SELECT n.strategy_code, to_char(n.nav_date, 'YYYY-MM-DD') AS date,
    round((n.nav / b.nav - 1) * 100, 2)::text AS return_percent
  FROM strategy_navs n JOIN base b ON b.strategy_code = n.strategy_code
  WHERE n.status = 'APPROVED' AND n.nav_date BETWEEN :from::date AND :to::date
  ORDER BY n.strategy_code, n.nav_date`;

/** The investment overview (spec §2 screen 21): return series, allocation and unrealised profit per strategy. */
export async function performance(ctx: AppContext, userId: number, period: PerformancePeriod) {
  const to = bangkokDate(ctx.clock.now());
  let from: string;
  if (period === 'YTD') from = `${Number(to.slice(0, 4)) - 1}-12-31`;
  else if (period === 'ALL') {
    const [first] = await ctx.sequelize.query<{ date: string | null }>(
      `SELECT to_char(min(n.nav_date), 'YYYY-MM-DD') AS date FROM strategy_navs n
       JOIN holdings h ON h.strategy_code = n.strategy_code AND h.user_id = :userId AND h.units > 0
       WHERE n.status = 'APPROVED'`,
      { type: QueryTypes.SELECT, replacements: { userId } },
    );
    from = first?.date ?? to;
  } else from = monthsBefore(to, monthsOf[period]!);
  const [rows, points] = await Promise.all([
    holdingRows(ctx, userId),
    ctx.sequelize.query<{ strategy_code: string; date: string; return_percent: string }>(seriesSql, {
      type: QueryTypes.SELECT,
      replacements: { userId, from, to },
    }),
  ]);
  const held = toHoldings(rows);
  return {
    period,
    from,
    to,
    strategies: held.map((h) => ({
      strategyCode: h.strategyCode,
      name: h.name,
      series: points
        .filter((p) => p.strategy_code === h.strategyCode)
        .map((p) => ({ date: p.date, returnPercent: p.return_percent })),
    })),
    allocation: held.map((h) => ({ strategyCode: h.strategyCode, ratioPercent: h.ratioPercent })),
    unrealized: held.map((h) => ({
      strategyCode: h.strategyCode,
      amount: h.unrealizedProfitLoss,
      percent: h.unrealizedProfitLossPercent,
    })),
  };
}
