import { investing, type BilingualText as Text } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { pageCounted } from '../../platform/simple-rest.ts';

// The staff strategy screens' reads: set-based SQL, for the latest approved NAV joined to each strategy (a lateral
// join the models cannot express) and the list's total in the same statement.

export interface StaffStrategy {
  id: string;
  code: string;
  name: Text;
  summary: Text;
  riskLevel: number;
  minBand: string;
  increaseFeeRate: string;
  switchInFeeRate: string;
  reduceFeeRate: string;
  managementFeeRate: string;
  /** Disclosed only: the manager charges it within the NAV, so settlement never deducts it. */
  performanceFeeRate: string;
  totalCostRate: string;
  minFirstInvestment: string;
  minNextInvestment: string;
  minReductionValue: string;
  /** The latest approved NAV and its date (null before management starts). */
  nav: string | null;
  navDate: string | null;
  updatedAt: string;
}

/**
 * The rest of spec §3 Strategy, as the public strategy answer names it: read-only here (staff do not edit them), on
 * the single strategy's answer only.
 */
export interface StaffStrategyDetail extends StaffStrategy {
  type: Text;
  startPrice: string;
  currencyPolicy: Text | null;
  dividendPolicy: Text | null;
  registrationDate: string | null;
  manager: Text | null;
  trustee: Text | null;
  managementModel: Text | null;
  managementStartDate: string | null;
  /** Dealing days for increases and reductions, the period, the cut-off time and the settlement period. */
  dealing: Record<string, unknown> | null;
  suitableFor: Text | null;
  unsuitableFor: Text | null;
}

const staffColumns = `s.code AS id, s.code, s.name, s.summary, s.risk_level AS "riskLevel",
    s.min_band AS "minBand", s.increase_fee_rate::text AS "increaseFeeRate",
    s.switch_in_fee_rate::text AS "switchInFeeRate", s.reduce_fee_rate::text AS "reduceFeeRate",
    s.management_fee_rate::text AS "managementFeeRate", s.performance_fee_rate::text AS "performanceFeeRate",
    s.total_cost_rate::text AS "totalCostRate",
    s.min_first_investment::text AS "minFirstInvestment", s.min_next_investment::text AS "minNextInvestment",
    s.min_reduction_value::text AS "minReductionValue", latest.nav::text AS nav,
    to_char(latest.nav_date, 'YYYY-MM-DD') AS "navDate", s.updated_at AS "updatedAt", count(*) OVER () AS total`;

const detailColumns = `s.type, s.start_price::text AS "startPrice", s.currency_policy AS "currencyPolicy",
    s.dividend_policy AS "dividendPolicy", to_char(s.registration_date, 'YYYY-MM-DD') AS "registrationDate",
    s.manager, s.trustee, s.management_model AS "managementModel",
    to_char(s.management_start_date, 'YYYY-MM-DD') AS "managementStartDate", s.dealing,
    s.suitable_for AS "suitableFor", s.unsuitable_for AS "unsuitableFor"`;

const fromStaffStrategies = `FROM strategies s
  LEFT JOIN LATERAL (SELECT nav, nav_date FROM strategy_navs n WHERE n.strategy_code = s.code AND n.status = 'APPROVED'
    ORDER BY nav_date DESC LIMIT 1) latest ON true`;

/** Rates without the table's trailing zeros ("0.002500" → "0.0025"), the form the contract shows. */
export const plainRate = (value: string) => investing.dec(value).toString();

function toStaffStrategy<Row extends StaffStrategy>(row: Row & { total?: string }): Row {
  const { total: _total, ...strategy } = row;
  // Only `total` (the list's count) is dropped: what is left is the row's own shape.
  return {
    ...(strategy as Row),
    increaseFeeRate: plainRate(row.increaseFeeRate),
    switchInFeeRate: plainRate(row.switchInFeeRate),
    reduceFeeRate: plainRate(row.reduceFeeRate),
    managementFeeRate: plainRate(row.managementFeeRate),
    performanceFeeRate: plainRate(row.performanceFeeRate),
    totalCostRate: plainRate(row.totalCostRate),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}

const sortColumns: Record<string, string> = {
  sortOrder: 's.sort_order',
  code: 's.code',
  riskLevel: 's.risk_level',
};

export async function listStaffStrategies(
  ctx: AppContext,
  filter: { q?: string; minBand?: string },
  sort: [string, 'ASC' | 'DESC'],
  offset: number,
  limit: number,
) {
  const search = filter.q || null;
  const direction = sort[1] === 'DESC' ? 'DESC' : 'ASC';
  const rows = await ctx.sequelize.query<StaffStrategy & { total: string }>(
    `SELECT ${staffColumns} ${fromStaffStrategies}
     WHERE (:search::text IS NULL OR s.code ILIKE :pattern OR s.name->>'th' ILIKE :pattern OR s.name->>'en' ILIKE :pattern)
       AND (:minBand::text IS NULL OR s.min_band = :minBand)
     ORDER BY ${sortColumns[sort[0]] ?? 's.sort_order'} ${direction}, s.code ${direction}
     OFFSET :offset LIMIT :limit`,
    {
      replacements: {
        search,
        pattern: `%${(search ?? '').replace(/[\\%_]/g, '\\$&')}%`,
        minBand: filter.minBand ?? null,
        offset,
        limit,
      },
      type: QueryTypes.SELECT,
    },
  );
  return pageCounted(rows, toStaffStrategy);
}

export async function findStaffStrategy(
  ctx: AppContext,
  code: string,
  transaction?: Transaction,
): Promise<StaffStrategyDetail | null> {
  const [row] = await ctx.sequelize.query<StaffStrategyDetail>(
    `SELECT ${staffColumns}, ${detailColumns} ${fromStaffStrategies} WHERE s.code = :code`,
    { replacements: { code }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) return null;
  // The manager is the brand the API serves, as the investors read it.
  return { ...toStaffStrategy(row), manager: ctx.config.brand.legalName };
}
