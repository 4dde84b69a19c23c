import { investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { holidaySet } from '../holidays/service.ts';
import { accrueManagementFees } from '../settlements/management-fee.ts';
import { lockNavDate, type SettlementTotals, settleStrategyDate } from '../settlements/settle.ts';
import { requestTierRecalculation } from '../tiers/jobs.ts';

export interface NavRow {
  id: string;
  strategyCode: string;
  navDate: string;
  nav: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  demo: boolean;
  enteredBy: number | null;
  enteredByEmail: string | null;
  enteredAt: string;
  approvedBy: number | null;
  approvedByEmail: string | null;
  approvedAt: string | null;
  rejectReason: string | null;
}

type Actor = RequestActor;

/**
 * A NAV as one staff member reads it: `enteredByMe` tells the maker, whom the four-eyes rule bars from approving,
 * from everyone else, so a screen can say so without knowing the staff member's numeric id.
 */
export const navReadBy = <Row extends Pick<NavRow, 'enteredBy'>>(row: Row, staffId: number) => ({
  ...row,
  enteredByMe: row.enteredBy !== null && Number(row.enteredBy) === staffId,
});

/** A NAV's id in the back office: the strategy code and the date, as `M-BTC_2026-12-08`. */
export const navId = (code: string, date: string) => `${code}_${date}`;
export function parseNavId(id: string): { code: string; date: string } {
  const match = /^(M-[A-Z0-9-]{1,30})_(\d{4}-\d{2}-\d{2})$/.exec(id);
  if (!match) throw new AppError('NOT_FOUND', 404);
  return { code: match[1]!, date: match[2]! };
}

const selectNavs = `SELECT n.strategy_code || '_' || to_char(n.nav_date, 'YYYY-MM-DD') AS id,
  n.strategy_code AS "strategyCode", to_char(n.nav_date, 'YYYY-MM-DD') AS "navDate", n.nav::text AS nav, n.status,
  n.demo, n.entered_by AS "enteredBy", e.email AS "enteredByEmail", n.entered_at AS "enteredAt",
  n.approved_by AS "approvedBy", a.email AS "approvedByEmail", n.approved_at AS "approvedAt",
  n.reject_reason AS "rejectReason"
  FROM strategy_navs n LEFT JOIN users e ON e.id = n.entered_by LEFT JOIN users a ON a.id = n.approved_by`;

export async function getNav(ctx: AppContext, id: string): Promise<NavRow> {
  const { code, date } = parseNavId(id);
  const [row] = await ctx.sequelize.query<NavRow>(
    `${selectNavs} WHERE n.strategy_code = :code AND n.nav_date = :date`,
    {
      type: QueryTypes.SELECT,
      replacements: { code, date },
    },
  );
  if (!row) throw new AppError('NOT_FOUND', 404);
  return {
    ...row,
    enteredBy: row.enteredBy && Number(row.enteredBy),
    approvedBy: row.approvedBy && Number(row.approvedBy),
  };
}

export async function listNavs(
  ctx: AppContext,
  filter: { strategyCode?: string; status?: string; navDate?: string },
  order: 'ASC' | 'DESC',
  offset: number,
  limit: number,
) {
  const where = `WHERE (:code::text IS NULL OR n.strategy_code = :code) AND (:status::text IS NULL OR n.status = :status)
    AND (:navDate::date IS NULL OR n.nav_date = :navDate::date)`;
  const replacements = {
    code: filter.strategyCode ?? null,
    status: filter.status ?? null,
    navDate: filter.navDate ?? null,
    offset,
    limit,
  };
  const rows = await ctx.sequelize.query<NavRow>(
    `${selectNavs} ${where} ORDER BY n.nav_date ${order === 'ASC' ? 'ASC' : 'DESC'}, n.strategy_code
     OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM strategy_navs n ${where}`,
    {
      type: QueryTypes.SELECT,
      replacements,
    },
  );
  return { rows, total: Number(count?.total ?? 0) };
}

/**
 * Staff enter a strategy's NAV for a business day that has come (about 18:00, spec §4). It waits for a second
 * staff member's approval; a pending or rejected entry can be entered again, an approved one cannot.
 */
export async function enterNav(
  ctx: AppContext,
  input: { strategyCode: string; navDate: string; nav: string },
  actor: Actor,
): Promise<NavRow> {
  const now = ctx.clock.now();
  const nav = investing.navString(input.nav);
  await ctx.sequelize.transaction(async (transaction) => {
    const [strategy] = await ctx.sequelize.query<{ managementStartDate: string | null }>(
      `SELECT to_char(management_start_date, 'YYYY-MM-DD') AS "managementStartDate"
       FROM strategies WHERE code = :code`,
      { type: QueryTypes.SELECT, replacements: { code: input.strategyCode }, transaction },
    );
    if (!strategy) throw new AppError('NOT_FOUND', 404);
    // The NAV's own date is looked up, however long ago it was.
    const holidays = await holidaySet(ctx, input.navDate, input.navDate);
    const problem = investing.navDateProblem(input.navDate, {
      now,
      managementStartDate: strategy.managementStartDate,
      holidays,
    });
    if (problem) throw new AppError(problem, 422);
    const saved = await ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, entered_by, entered_at)
       VALUES (:code, :date, :nav, 'PENDING', :actorId, :now)
       ON CONFLICT (strategy_code, nav_date) DO UPDATE SET nav = :nav, status = 'PENDING', entered_by = :actorId,
         entered_at = :now, reject_reason = NULL, demo = false
       WHERE strategy_navs.status <> 'APPROVED'
       RETURNING 1`,
      {
        type: QueryTypes.SELECT,
        replacements: { code: input.strategyCode, date: input.navDate, nav, actorId: actor.id, now },
        transaction,
      },
    );
    if (saved.length === 0) throw new AppError('NAV_ALREADY_APPROVED', 409);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'NAV_ENTERED',
        subject: `navs/${navId(input.strategyCode, input.navDate)}`,
        before: null,
        after: { nav },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getNav(ctx, navId(input.strategyCode, input.navDate));
}

/**
 * A second staff member approves the NAV (maker-checker) and, in the same transaction, every approved order of
 * that strategy and trade date settles at it.
 */
export async function approveNav(
  ctx: AppContext,
  id: string,
  actor: Actor,
): Promise<{ nav: NavRow; settlement: SettlementTotals }> {
  const { code, date } = parseNavId(id);
  const settlement = await ctx.sequelize.transaction(async (transaction) => {
    await lockNavDate(ctx, code, date, 'exclusive', transaction);
    const [row] = await ctx.sequelize.query<{ status: string; entered_by: string | null; nav: string }>(
      `SELECT status, entered_by, nav::text FROM strategy_navs WHERE strategy_code = :code AND nav_date = :date
       FOR UPDATE`,
      { type: QueryTypes.SELECT, replacements: { code, date }, transaction },
    );
    if (!row) throw new AppError('NOT_FOUND', 404);
    if (row.status !== 'PENDING') throw new AppError('NAV_NOT_PENDING', 409);
    if (Number(row.entered_by) === actor.id) throw new AppError('NAV_MAKER_CANNOT_APPROVE', 403);
    const now = ctx.clock.now();
    await ctx.sequelize.query(
      `UPDATE strategy_navs SET status = 'APPROVED', approved_by = :actorId, approved_at = :now
       WHERE strategy_code = :code AND nav_date = :date`,
      { replacements: { code, date, actorId: actor.id, now }, transaction },
    );
    const totals = (await settleStrategyDate(ctx, code, date, transaction, {
      cause: 'NAV_APPROVED',
      actorId: actor.id,
    }))!;
    const managementFee = await accrueManagementFees(ctx, code, date, transaction);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'NAV_APPROVED',
        subject: `navs/${id}`,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', nav: row.nav, settlement: totals, managementFee },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
    return totals;
  });
  // After the commit, on the queue: every holder of the strategy, since the new NAV revalues all of them, not only
  // those whose orders settled. The approval answers without waiting for it (thousands of holders), and never holds
  // the settlement's locks meanwhile.
  await requestTierRecalculation(ctx, { strategyCode: code });
  return { nav: await getNav(ctx, id), settlement };
}

export async function rejectNav(ctx: AppContext, id: string, actor: Actor, reason: string): Promise<NavRow> {
  const { code, date } = parseNavId(id);
  await ctx.sequelize.transaction(async (transaction) => {
    const rejected = await ctx.sequelize.query(
      `UPDATE strategy_navs SET status = 'REJECTED', reject_reason = :reason
       WHERE strategy_code = :code AND nav_date = :date AND status = 'PENDING' RETURNING 1`,
      { type: QueryTypes.SELECT, replacements: { code, date, reason }, transaction },
    );
    if (rejected.length === 0) throw new AppError('NAV_NOT_PENDING', 409);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'NAV_REJECTED',
        subject: `navs/${id}`,
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getNav(ctx, id);
}
