import { bangkokDate, investing } from '@fund/domain';
import { Op, QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { holidaySet } from '../holidays/service.ts';

/** A reference rate as the back office reads it; its id is its date (YYYY-MM-DD), one rate per business date. */
export interface FxRateRow {
  id: string;
  rateDate: string;
  rate: string;
  status: 'PENDING' | 'APPROVED' | 'REJECTED';
  enteredBy: number;
  enteredByEmail: string | null;
  enteredAt: string;
  approvedBy: number | null;
  approvedByEmail: string | null;
  approvedAt: string | null;
  rejectReason: string | null;
}

/** As a NAV: `enteredByMe` tells the maker, whom the four-eyes rule bars from approving, from everyone else. */
export const fxRateReadBy = (row: FxRateRow, staffId: number) => ({
  ...row,
  enteredByMe: Number(row.enteredBy) === staffId,
});

const selectRates = `SELECT to_char(r.rate_date, 'YYYY-MM-DD') AS id, to_char(r.rate_date, 'YYYY-MM-DD') AS "rateDate",
  r.rate::text AS rate, r.status, r.entered_by AS "enteredBy", e.email AS "enteredByEmail", r.entered_at AS "enteredAt",
  r.approved_by AS "approvedBy", a.email AS "approvedByEmail", r.approved_at AS "approvedAt",
  r.reject_reason AS "rejectReason"
  FROM fx_rates r LEFT JOIN users e ON e.id = r.entered_by LEFT JOIN users a ON a.id = r.approved_by`;

const withIds = (row: FxRateRow): FxRateRow => ({
  ...row,
  enteredBy: Number(row.enteredBy),
  approvedBy: row.approvedBy === null ? null : Number(row.approvedBy),
});

export async function getFxRate(ctx: AppContext, rateDate: string): Promise<FxRateRow> {
  const [row] = await ctx.sequelize.query<FxRateRow>(`${selectRates} WHERE r.rate_date = :rateDate`, {
    type: QueryTypes.SELECT,
    replacements: { rateDate },
  });
  if (!row) throw new AppError('NOT_FOUND', 404);
  return withIds(row);
}

/** The list staff work from: rates waiting for approval first, then the newest date first. */
export async function listFxRates(
  ctx: AppContext,
  filter: { status?: string; rateDate?: string },
  offset: number,
  limit: number,
) {
  const where = `WHERE (:status::text IS NULL OR r.status = :status)
    AND (:rateDate::date IS NULL OR r.rate_date = :rateDate::date)`;
  const replacements = { status: filter.status ?? null, rateDate: filter.rateDate ?? null, offset, limit };
  const rows = await ctx.sequelize.query<FxRateRow>(
    `${selectRates} ${where} ORDER BY (r.status = 'PENDING') DESC, r.rate_date DESC OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM fx_rates r ${where}`,
    { type: QueryTypes.SELECT, replacements },
  );
  return { rows: rows.map(withIds), total: Number(count?.total ?? 0) };
}

/**
 * Operations enter the day's reference rate with the NAV. It waits for a second staff member's approval; a pending
 * or rejected rate can be entered again (replacing it), an approved one cannot.
 */
export async function enterFxRate(
  ctx: AppContext,
  input: { rateDate: string; rate: string },
  actor: RequestActor,
): Promise<FxRateRow> {
  const now = ctx.clock.now();
  const holidays = await holidaySet(ctx, input.rateDate, input.rateDate);
  const problem = investing.fxRateProblem(input.rate, input.rateDate, { now, holidays });
  if (problem) throw new AppError(problem, 422);
  const rate = investing.fxRateString(input.rate);
  await ctx.sequelize.transaction(async (transaction) => {
    const saved = await ctx.sequelize.query(
      `INSERT INTO fx_rates (rate_date, rate, status, entered_by, entered_at)
       VALUES (:rateDate, :rate, 'PENDING', :actorId, :now)
       ON CONFLICT (rate_date) DO UPDATE SET rate = :rate, status = 'PENDING', entered_by = :actorId,
         entered_at = :now, reject_reason = NULL
       WHERE fx_rates.status <> 'APPROVED'
       RETURNING 1`,
      {
        type: QueryTypes.SELECT,
        replacements: { rateDate: input.rateDate, rate, actorId: actor.id, now },
        transaction,
      },
    );
    if (saved.length === 0) throw new AppError('FX_RATE_ALREADY_APPROVED', 409);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'FX_RATE_ENTERED',
        subject: `fx-rates/${input.rateDate}`,
        before: null,
        after: { rate },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getFxRate(ctx, input.rateDate);
}

/** A second staff member approves the rate (maker-checker); from then on investors may see values at it. */
export async function approveFxRate(
  ctx: AppContext,
  rateDate: string,
  actor: RequestActor,
): Promise<FxRateRow> {
  await ctx.sequelize.transaction(async (transaction) => {
    const row = await ctx.models.FxRate.findByPk(rateDate, { lock: transaction.LOCK.UPDATE, transaction });
    if (!row) throw new AppError('NOT_FOUND', 404);
    if (row.status !== 'PENDING') throw new AppError('FX_RATE_NOT_PENDING', 409);
    if (Number(row.enteredBy) === actor.id) throw new AppError('FX_RATE_MAKER_CANNOT_APPROVE', 403);
    await row.update(
      { status: 'APPROVED', approvedBy: actor.id, approvedAt: ctx.clock.now() },
      { transaction },
    );
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'FX_RATE_APPROVED',
        subject: `fx-rates/${rateDate}`,
        before: { status: 'PENDING' },
        after: { status: 'APPROVED', rate: row.rate },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getFxRate(ctx, rateDate);
}

export async function rejectFxRate(
  ctx: AppContext,
  rateDate: string,
  actor: RequestActor,
  reason: string,
): Promise<FxRateRow> {
  await ctx.sequelize.transaction(async (transaction) => {
    const [rejected] = await ctx.models.FxRate.update(
      { status: 'REJECTED', rejectReason: reason },
      { where: { rateDate, status: 'PENDING' }, transaction },
    );
    if (rejected === 0) throw new AppError('FX_RATE_NOT_PENDING', 409);
    await recordAudit(
      ctx,
      {
        actorId: actor.id,
        action: 'FX_RATE_REJECTED',
        subject: `fx-rates/${rateDate}`,
        before: { status: 'PENDING' },
        after: { status: 'REJECTED', reason },
        requestId: actor.requestId,
        request: actor.request,
      },
      transaction,
    );
  });
  return getFxRate(ctx, rateDate);
}

/**
 * The latest approved rate up to today (Asia/Bangkok), as investors see it next to converted values; null before
 * any rate is approved.
 */
export async function latestFxRate(ctx: AppContext): Promise<{ rate: string; rateDate: string } | null> {
  const row = await ctx.models.FxRate.findOne({
    attributes: ['rate', 'rateDate'],
    where: { status: 'APPROVED', rateDate: { [Op.lte]: bangkokDate(ctx.clock.now()) } },
    order: [['rateDate', 'DESC']],
    raw: true,
  });
  return row ? { rate: row.rate, rateDate: row.rateDate } : null;
}
