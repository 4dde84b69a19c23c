import { type Brand, bangkokDate, investing, type BilingualText as Text } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { strategySeed } from './seed-data.ts';
import { sharedDetails, strategyDetails } from './strategy-details.ts';

interface StrategyRow {
  code: string;
  name: Text;
  type: Text;
  summary: Text;
  risk_level: number;
  min_band: string;
  start_price: string;
  currency_policy: Text | null;
  dividend_policy: Text | null;
  increase_fee_rate: string;
  switch_in_fee_rate: string;
  reduce_fee_rate: string;
  management_fee_rate: string;
  performance_fee_rate: string;
  total_cost_rate: string;
  min_first_investment: string;
  min_next_investment: string;
  min_reduction_value: string;
  registration_date: string | null;
  management_start_date: string | null;
  manager: Text | null;
  trustee: Text | null;
  management_model: Text | null;
  dealing: Record<string, unknown> | null;
  suitable_for: Text | null;
  unsuitable_for: Text | null;
}

const selectStrategies = `SELECT code, name, type, summary, risk_level, min_band, start_price::text,
  currency_policy, dividend_policy, increase_fee_rate::text, switch_in_fee_rate::text, reduce_fee_rate::text, management_fee_rate::text,
  performance_fee_rate::text, total_cost_rate::text, min_first_investment::text, min_next_investment::text, min_reduction_value::text,
  to_char(registration_date, 'YYYY-MM-DD') AS registration_date,
  to_char(management_start_date, 'YYYY-MM-DD') AS management_start_date,
  manager, trustee, management_model, dealing, suitable_for, unsuitable_for FROM strategies`;

interface NavSeries {
  points: investing.NavPoint[];
  demo: boolean;
}

/** The approved NAV history of the given strategies (all when none given), oldest first. */
async function approvedNavs(ctx: AppContext, codes?: string[]): Promise<Map<string, NavSeries>> {
  const rows = await ctx.sequelize.query<{ code: string; date: string; nav: string; demo: boolean }>(
    `SELECT strategy_code AS code, to_char(nav_date, 'YYYY-MM-DD') AS date, nav::text, demo FROM strategy_navs
     WHERE status = 'APPROVED' ${codes ? 'AND strategy_code IN (:codes)' : ''}
     ORDER BY strategy_code, nav_date`,
    { replacements: { codes: codes ?? null }, type: QueryTypes.SELECT },
  );
  const byCode = new Map<string, NavSeries>();
  for (const row of rows) {
    const series = byCode.get(row.code) ?? { points: [], demo: false };
    series.points.push({ date: row.date, nav: row.nav });
    series.demo ||= row.demo;
    byCode.set(row.code, series);
  }
  return byCode;
}

/** What the list shows from a strategy's NAV history: computed from the whole history, so cached (below). */
interface NavFigures {
  nav: string | null;
  navDate: string | null;
  navIsDemo: boolean;
  returns: ReturnType<typeof investing.periodReturns>;
}

function navFigures(navs: NavSeries | undefined): NavFigures {
  const latest = navs?.points.at(-1);
  return {
    nav: latest ? String(latest.nav) : null,
    navDate: latest?.date ?? null,
    navIsDemo: navs?.demo ?? false,
    returns: investing.periodReturns(navs?.points ?? []),
  };
}

/**
 * Each strategy's figures, per context (database), with the version of the history they were computed from: the
 * latest approved NAV's date and approval time, and the number of approved NAVs (a NAV approved for an earlier
 * date changes the history too). Any approval changes the version, so the next request recomputes. Each API replica
 * keeps its own: the version is read from the database on every request, so no replica answers stale figures.
 */
const figuresCache = new WeakMap<AppContext, Map<string, { version: string; figures: NavFigures }>>();

/** The version of each strategy's approved NAV history: index lookups only (strategy_navs_approved_idx). */
async function navVersions(ctx: AppContext, codes: string[]): Promise<Map<string, string>> {
  const rows = await ctx.sequelize.query<{ code: string; version: string }>(
    `SELECT s.code, concat_ws('|', latest.nav_date, latest.approved_at, (
         SELECT count(*) FROM strategy_navs c WHERE c.strategy_code = s.code AND c.status = 'APPROVED')) AS version
     FROM unnest(ARRAY[:codes]::text[]) AS s(code)
     LEFT JOIN LATERAL (
       SELECT n.nav_date, n.approved_at FROM strategy_navs n
       WHERE n.strategy_code = s.code AND n.status = 'APPROVED' ORDER BY n.nav_date DESC LIMIT 1
     ) latest ON true`,
    { replacements: { codes }, type: QueryTypes.SELECT },
  );
  return new Map(rows.map((r) => [r.code, r.version]));
}

/** The figures of the given strategies: from the cache when their history has not changed, else recomputed. */
async function figuresOf(ctx: AppContext, codes: string[]): Promise<Map<string, NavFigures>> {
  const cache = figuresCache.get(ctx) ?? new Map<string, { version: string; figures: NavFigures }>();
  figuresCache.set(ctx, cache);
  const versions = await navVersions(ctx, codes);
  const stale = codes.filter((code) => cache.get(code)?.version !== versions.get(code));
  if (stale.length > 0) {
    const navs = await approvedNavs(ctx, stale);
    for (const code of stale) {
      cache.set(code, { version: versions.get(code) ?? '', figures: navFigures(navs.get(code)) });
    }
  }
  return new Map(codes.map((code) => [code, cache.get(code)!.figures]));
}

function toStrategy(row: StrategyRow, figures: NavFigures) {
  return {
    code: row.code,
    name: row.name,
    type: row.type,
    summary: row.summary,
    riskLevel: row.risk_level,
    minBand: row.min_band,
    nav: figures.nav,
    navDate: figures.navDate,
    /** The history is synthetic demo data, never to be read as real performance. */
    navIsDemo: figures.navIsDemo,
    returns: figures.returns,
    fees: {
      increasePercent: investing.rateToPercent(row.increase_fee_rate),
      switchInPercent: investing.rateToPercent(row.switch_in_fee_rate),
      reducePercentOfProfit: investing.rateToPercent(row.reduce_fee_rate),
      managementPercentPerYear: investing.rateToPercent(row.management_fee_rate),
      /** Of the strategy's gains, charged by the manager within the NAV: never deducted from an order. */
      performancePercent: investing.rateToPercent(row.performance_fee_rate),
      totalCostPercentPerYear: investing.rateToPercent(row.total_cost_rate),
    },
    minimums: {
      firstInvestment: row.min_first_investment,
      nextInvestment: row.min_next_investment,
      reductionValue: row.min_reduction_value,
    },
    managementStartDate: row.management_start_date,
  };
}

/**
 * Everything spec §3 Strategy lists: the list fields plus policies, dates, parties, dealing, audiences, risk.
 * Management has started from its start date (Bangkok business date of `now`), as the order rule reads it.
 */
function toStrategyDetail(row: StrategyRow, navs: NavSeries | undefined, now: Date, brand: Brand) {
  const points = navs?.points ?? [];
  const managementStarted = investing.hasManagementStarted(row.management_start_date, bangkokDate(now));
  return {
    ...toStrategy(row, navFigures(navs)),
    startPrice: row.start_price,
    currencyPolicy: row.currency_policy,
    dividendPolicy: row.dividend_policy,
    registrationDate: row.registration_date,
    // The company that manages every strategy is the brand the API serves: one legal name everywhere.
    manager: brand.legalName,
    trustee: row.trustee,
    managementModel: row.management_model,
    dealing: row.dealing,
    suitableFor: row.suitable_for,
    unsuitableFor: row.unsuitable_for,
    yearlyReturns: investing.yearlyReturns(points, row.start_price),
    /** Null before management starts: the screens show "management has not started yet" instead. */
    maxDrawdownPercent: managementStarted ? investing.maxDrawdown(points) : null,
    managementStarted,
  };
}

export async function listStrategies(ctx: AppContext, search?: string) {
  const rows = await ctx.sequelize.query<StrategyRow>(
    `${selectStrategies}
     WHERE :search::text IS NULL OR code ILIKE :pattern OR name->>'th' ILIKE :pattern OR name->>'en' ILIKE :pattern
     ORDER BY sort_order`,
    {
      replacements: { search: search ?? null, pattern: `%${(search ?? '').replace(/[\\%_]/g, '\\$&')}%` },
      type: QueryTypes.SELECT,
    },
  );
  if (rows.length === 0) return [];
  const figures = await figuresOf(
    ctx,
    rows.map((r) => r.code),
  );
  return rows.map((row) => toStrategy(row, figures.get(row.code)!));
}

export async function getStrategy(ctx: AppContext, code: string) {
  const [row] = await ctx.sequelize.query<StrategyRow>(`${selectStrategies} WHERE code = :code`, {
    replacements: { code },
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
  const navs = await approvedNavs(ctx, [code]);
  return toStrategyDetail(row, navs.get(code), ctx.clock.now(), ctx.config.brand);
}

/** The approved NAVs of one strategy between two dates, for the chart. */
export async function strategyNavHistory(ctx: AppContext, code: string, from: string, to: string) {
  await getStrategyRow(ctx, code);
  return ctx.sequelize.query<{ date: string; nav: string }>(
    `SELECT to_char(nav_date, 'YYYY-MM-DD') AS date, nav::text FROM strategy_navs
     WHERE strategy_code = :code AND status = 'APPROVED' AND nav_date BETWEEN :from AND :to ORDER BY nav_date`,
    { replacements: { code, from, to }, type: QueryTypes.SELECT },
  );
}

async function getStrategyRow(ctx: AppContext, code: string): Promise<void> {
  const [row] = await ctx.sequelize.query('SELECT 1 FROM strategies WHERE code = :code', {
    replacements: { code },
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
}

/** Adds the six strategies when missing; never overwrites what staff changed. */
export async function seedStrategies(ctx: AppContext): Promise<void> {
  await insertStrategies(ctx);
  await fillStrategyDetails(ctx);
}

async function insertStrategies(ctx: AppContext): Promise<void> {
  for (const [index, s] of strategySeed.entries()) {
    await ctx.sequelize.query(
      `INSERT INTO strategies (code, name, type, summary, risk_level, min_band, sort_order)
       VALUES (:code, :name, :type, :summary, :riskLevel, :minBand, :order) ON CONFLICT (code) DO NOTHING`,
      {
        replacements: {
          ...s,
          name: JSON.stringify(s.name),
          type: JSON.stringify(s.type),
          summary: JSON.stringify(s.summary),
          order: index + 1,
        },
      },
    );
  }
}

/** The spec §3 fields of strategies that have none yet (a strategy seeded before they existed). */
async function fillStrategyDetails(ctx: AppContext): Promise<void> {
  for (const [code, d] of Object.entries(strategyDetails)) {
    await ctx.sequelize.query(
      `UPDATE strategies SET start_price = :startPrice, currency_policy = :currencyPolicy,
         dividend_policy = :dividendPolicy, increase_fee_rate = :increaseFeeRate,
         switch_in_fee_rate = :switchInFeeRate, reduce_fee_rate = :reduceFeeRate,
         management_fee_rate = :managementFeeRate, performance_fee_rate = :performanceFeeRate,
         total_cost_rate = :totalCostRate,
         min_first_investment = :minFirstInvestment, min_next_investment = :minNextInvestment,
         min_reduction_value = :minReductionValue, registration_date = :registrationDate,
         management_start_date = :managementStartDate, manager = :manager, trustee = :trustee,
         management_model = :managementModel, dealing = :dealing, suitable_for = :suitableFor,
         unsuitable_for = :unsuitableFor, updated_at = now()
       WHERE code = :code AND registration_date IS NULL`,
      {
        replacements: {
          ...d,
          code,
          currencyPolicy: JSON.stringify(sharedDetails.currencyPolicy),
          dividendPolicy: JSON.stringify(sharedDetails.dividendPolicy),
          manager: JSON.stringify(ctx.config.brand.legalName),
          trustee: JSON.stringify(sharedDetails.trustee),
          dealing: JSON.stringify(sharedDetails.dealing),
          managementModel: JSON.stringify(d.managementModel),
          suitableFor: JSON.stringify(d.suitableFor),
          unsuitableFor: JSON.stringify(d.unsuitableFor),
        },
      },
    );
  }
}
