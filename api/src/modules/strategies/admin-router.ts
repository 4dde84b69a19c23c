import { investing, suitabilityRiskTypes, type BilingualText as Text } from '@fund/domain';
import Joi from 'joi';
import { QueryTypes, type Transaction } from 'sequelize';
import { listOf } from '../../platform/answer-schemas.ts';
import { strategyCode } from '../../platform/common-schemas.ts';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import type { ApiRoutes } from '../../platform/openapi.ts';
import { type ListParams, listQuery, pageOf, sendList } from '../../platform/simple-rest.ts';
import { actorOf, type RequestActor, recordAudit } from '../audit/service.ts';
import { requireStaff } from '../auth/guards.ts';
import { staffStrategyAnswer, staffStrategyDetailAnswer } from './staff-answers.ts';

const rate = (field: investing.FeeRateField) =>
  Joi.string()
    .custom((value: string, helpers) => {
      const problem = investing.feeRateProblem(field, value);
      if (problem === 'format') return helpers.error('string.pattern.base');
      return problem === 'max' ? helpers.error('number.max') : value;
    })
    .messages({
      'string.pattern.base':
        '{{#label}} must be a fraction from 0 up to below 1 with at most 6 decimal places',
      'number.max': `{{#label}} must be at most ${investing.feeRateMaximum[field]}`,
    });

/** Baht with at most 2 decimal places, above zero and at least `floor`; answered with exactly 2 places. */
const baht = (floor: string | null) =>
  Joi.string()
    .pattern(investing.amountPattern)
    .custom((value: string, helpers) => {
      const amount = investing.dec(value);
      if (amount.lte(0)) return helpers.error('number.positive');
      if (floor && amount.lt(floor)) return helpers.error('number.min');
      return investing.amountString(value);
    })
    .messages({
      'string.pattern.base': '{{#label}} must be an amount in baht with at most 2 decimal places',
      'number.positive': '{{#label}} must be above 0',
      'number.min': `{{#label}} must be at least ${floor}`,
    });

const text = (max: number) =>
  Joi.object({
    th: Joi.string().trim().min(1).max(max).required(),
    en: Joi.string().trim().min(1).max(max).required(),
  });

export const strategyUpdateBody = Joi.object({
  name: text(200),
  summary: text(2000),
  riskLevel: Joi.number().integer().strict().min(1).max(8),
  minBand: Joi.string().valid(...suitabilityRiskTypes),
  increaseFeeRate: rate('increaseFeeRate'),
  switchInFeeRate: rate('switchInFeeRate'),
  reduceFeeRate: rate('reduceFeeRate'),
  managementFeeRate: rate('managementFeeRate'),
  performanceFeeRate: rate('performanceFeeRate'),
  totalCostRate: rate('totalCostRate'),
  minFirstInvestment: baht(investing.investmentFloor),
  minNextInvestment: baht(investing.investmentFloor),
  minReductionValue: baht(null),
}).min(1);

const codeParams = Joi.object({ code: strategyCode.required() });
const listStrategiesQuery = listQuery(
  ['sortOrder', 'code', 'riskLevel'],
  Joi.object({
    q: Joi.string().trim().max(100).allow(''),
    minBand: Joi.string().valid(...suitabilityRiskTypes),
  }),
);

/** The editable fields (the Strategy model's attributes); every other column is left as it is. */
type EditableField =
  | 'name'
  | 'summary'
  | 'riskLevel'
  | 'minBand'
  | 'increaseFeeRate'
  | 'switchInFeeRate'
  | 'reduceFeeRate'
  | 'managementFeeRate'
  | 'performanceFeeRate'
  | 'totalCostRate'
  | 'minFirstInvestment'
  | 'minNextInvestment'
  | 'minReductionValue';
const jsonFields = new Set<EditableField>(['name', 'summary']);
const rateFields = new Set<EditableField>(investing.feeRateFields);

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
const plainRate = (value: string) => investing.dec(value).toString();

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

async function listStaffStrategies(
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
  return { rows: rows.map((row) => toStaffStrategy(row)), total: rows[0] ? Number(rows[0].total) : 0 };
}

async function getStaffStrategy(
  ctx: AppContext,
  code: string,
  transaction?: Transaction,
): Promise<StaffStrategyDetail> {
  const [row] = await ctx.sequelize.query<StaffStrategyDetail>(
    `SELECT ${staffColumns}, ${detailColumns} ${fromStaffStrategies} WHERE s.code = :code`,
    { replacements: { code }, type: QueryTypes.SELECT, transaction },
  );
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
  // The manager is the brand the API serves, as the investors read it.
  return { ...toStaffStrategy(row), manager: ctx.config.brand.legalName };
}

/** Whether a submitted value differs from the stored one (decimals compared as numbers: "0.25" = "0.250000"). */
function differs(field: EditableField, before: unknown, after: unknown): boolean {
  if (jsonFields.has(field)) {
    const a = before as Text;
    const b = after as Text;
    return a.th !== b.th || a.en !== b.en;
  }
  if (field === 'riskLevel' || field === 'minBand') return before !== after;
  return !investing.dec(String(before)).eq(String(after));
}

/**
 * Saves the changed fields, and the audit entry with their values before and after, in one transaction. The
 * order rules read the minimums and fees from the table, so the next order sees the change.
 */
async function updateStrategy(
  ctx: AppContext,
  code: string,
  input: Partial<Record<EditableField, unknown>>,
  actor: RequestActor,
): Promise<StaffStrategyDetail> {
  return ctx.sequelize.transaction(async (transaction) => {
    // Two saves of one strategy queue up, so each audit entry's `before` is what the other left.
    await ctx.models.Strategy.findByPk(code, {
      attributes: ['code'],
      lock: transaction.LOCK.UPDATE,
      transaction,
    });
    const current = await getStaffStrategy(ctx, code, transaction);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(input) as [EditableField, unknown][]) {
      if (value === undefined || !differs(field, current[field], value)) continue;
      before[field] = current[field];
      after[field] = rateFields.has(field) ? plainRate(String(value)) : value;
    }
    const changed = Object.keys(after) as EditableField[];
    if (changed.length === 0) return current;
    await ctx.models.Strategy.update(
      { ...Object.fromEntries(changed.map((field) => [field, after[field]])), updatedAt: ctx.clock.now() },
      { where: { code }, transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'strategies.update',
        subject: `strategies/${code}`,
        before,
        after,
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return getStaffStrategy(ctx, code, transaction);
  });
}

/**
 * Staff strategies (react-admin): fees, minimums, risk level, band, names and summaries. Every staff role reads
 * them (as the orders, NAVs and calendar they go with); operations and admins change them.
 */
export function strategyAdminRoutes(routes: ApiRoutes, ctx: AppContext): void {
  const readers = [requireStaff('read')];
  const keepers = [requireStaff('keepStrategies')];

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/strategies',
      summary: 'Strategies with fees, minimums and the latest approved NAV (react-admin; filters q, minBand)',
      tag: 'admin',
      access: 'staff',
      request: { query: listStrategiesQuery },
      responses: { 200: 'Strategies; Content-Range header', 401: 'AUTH_REQUIRED', 403: 'AUTH_FORBIDDEN' },
      answers: { 200: listOf(staffStrategyAnswer) },
    },
    readers,
    async (req, res) => {
      const params = req.query as ListParams;
      const { offset, limit } = pageOf(params);
      const { rows, total } = await listStaffStrategies(
        ctx,
        (params.filter ?? {}) as { q?: string; minBand?: string },
        params.sort ?? ['sortOrder', 'ASC'],
        offset,
        limit,
      );
      sendList(res, 'strategies', rows, offset, total);
    },
  );

  routes.addGuarded(
    {
      method: 'get',
      path: '/admin/strategies/:code',
      summary:
        'One strategy with its editable fields and, read-only, the rest of spec §3 Strategy: type, startPrice, currencyPolicy, dividendPolicy, registrationDate, manager, trustee, managementModel, managementStartDate, dealing, suitableFor, unsuitableFor (its id is the fund code)',
      tag: 'admin',
      access: 'staff',
      request: { params: codeParams },
      responses: { 200: 'The strategy', 403: 'AUTH_FORBIDDEN', 404: 'NOT_FOUND', 422: 'VALIDATION_FAILED' },
      answers: { 200: staffStrategyDetailAnswer },
    },
    readers,
    async (req, res) => {
      res.json(await getStaffStrategy(ctx, String(req.params.code)));
    },
  );

  routes.addGuarded(
    {
      method: 'put',
      path: '/admin/strategies/:code',
      summary:
        'Change fee rates (fractions), minimums (baht), risk level, minimum band, names or summaries (audited; orders use them at once)',
      tag: 'admin',
      access: 'staff',
      request: { params: codeParams, body: strategyUpdateBody },
      responses: {
        200: 'The saved strategy',
        401: 'AUTH_REQUIRED',
        403: 'AUTH_FORBIDDEN',
        404: 'NOT_FOUND',
        422: 'VALIDATION_FAILED',
      },
      answers: { 200: staffStrategyDetailAnswer },
    },
    keepers,
    async (req, res) => {
      res.json(await updateStrategy(ctx, String(req.params.code), req.body, actorOf(req)));
    },
  );
}
