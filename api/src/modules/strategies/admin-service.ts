import { investing, type BilingualText as Text } from '@fund/domain';
import type { Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { type RequestActor, recordAudit } from '../audit/service.ts';
import { findStaffStrategy, plainRate, type StaffStrategyDetail } from './admin-repository.ts';

/** The editable fields (the Strategy model's attributes); every other column is left as it is. */
export type EditableField =
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

/** One strategy as staff read it; a code that names none is 404. */
export async function getStaffStrategy(
  ctx: AppContext,
  code: string,
  transaction?: Transaction,
): Promise<StaffStrategyDetail> {
  const strategy = await findStaffStrategy(ctx, code, transaction);
  if (!strategy) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
  return strategy;
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
export async function updateStrategy(
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
