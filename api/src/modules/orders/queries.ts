import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { loadOrder, type OrderRow, selectOrders, toOrder } from './order-view.ts';

/** Orders with their in legs attached (a switch answers as one order with both legs). */
async function withLegs(ctx: AppContext, rows: OrderRow[]) {
  const ids = rows.filter((r) => r.kind === 'switch').map((r) => r.id);
  const inLegs =
    ids.length === 0
      ? []
      : await ctx.sequelize.query<OrderRow>(`${selectOrders} WHERE paired_order_id IN (:ids)`, {
          type: QueryTypes.SELECT,
          replacements: { ids },
        });
  return rows.map((row) =>
    toOrder(
      row,
      inLegs.find((l) => l.paired_order_id === row.id),
    ),
  );
}

export interface MyOrdersFilter {
  page: number;
  pageSize: number;
  stage?: string;
  kind?: string;
  strategyCode?: string;
}

/** The investor's own orders, newest first. */
export async function myOrders(ctx: AppContext, userId: number, filter: MyOrdersFilter) {
  const where = `WHERE user_id = :userId AND (leg IS NULL OR leg = 'out')
    AND (:stage::text IS NULL OR stage = :stage) AND (:kind::text IS NULL OR kind = :kind)
    AND (:strategyCode::text IS NULL OR strategy_code = :strategyCode)`;
  const replacements = {
    userId,
    stage: filter.stage ?? null,
    kind: filter.kind ?? null,
    strategyCode: filter.strategyCode ?? null,
    offset: (filter.page - 1) * filter.pageSize,
    limit: filter.pageSize,
  };
  const rows = await ctx.sequelize.query<OrderRow>(
    `${selectOrders} ${where} ORDER BY created_at DESC, id DESC OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(
    `SELECT count(*) AS total FROM orders ${where}`,
    {
      type: QueryTypes.SELECT,
      replacements,
    },
  );
  return { data: await withLegs(ctx, rows), total: Number(count?.total ?? 0), page: filter.page };
}

export interface StaffOrdersFilter {
  stage?: string | string[];
  kind?: string;
  strategyCode?: string;
  tradeDate?: string;
  userId?: number;
  q?: string;
  /** Increases whose deposit is VERIFIED (true), or that have none verified yet (false). */
  funded?: boolean;
}

/** The deposit paying an increase, as operations need it to approve: none until the investor opens one. */
export interface PayingDeposit {
  id: number;
  ref: string;
  status: string;
}

interface DepositColumns {
  kind: string;
  paying_deposit_id: string | null;
  paying_deposit_ref: string | null;
  paying_deposit_status: string | null;
}

const payingDepositColumns = `d.id AS paying_deposit_id, d.ref AS paying_deposit_ref,
  d.status AS paying_deposit_status`;

const payingDeposit = (row: DepositColumns): PayingDeposit | null =>
  row.kind === 'increase' && row.paying_deposit_id
    ? { id: Number(row.paying_deposit_id), ref: row.paying_deposit_ref!, status: row.paying_deposit_status! }
    : null;

/**
 * One order as staff read it: the investor's answer plus, as in the queue, the investor's id and e-mail and, for an
 * increase, the deposit paying it.
 */
export async function staffOrder(ctx: AppContext, id: number) {
  const order = await loadOrder(ctx, id);
  const [row] = await ctx.sequelize.query<DepositColumns & { user_id: string; email: string }>(
    `SELECT o.kind, o.user_id, u.email, ${payingDepositColumns} FROM orders o JOIN users u ON u.id = o.user_id
     LEFT JOIN deposits d ON d.id = o.deposit_id WHERE o.id = :id`,
    { type: QueryTypes.SELECT, replacements: { id } },
  );
  return { ...order, userId: Number(row!.user_id), email: row!.email, deposit: payingDeposit(row!) };
}

const sortColumns: Record<string, string> = {
  id: 'o.id',
  tradeDate: 'o.trade_date',
  createdAt: 'o.created_at',
};

/** The operations queue: every order (switches as one row), with the investor's e-mail and an increase's deposit. */
export async function staffOrders(
  ctx: AppContext,
  filter: StaffOrdersFilter,
  sort: [string, 'ASC' | 'DESC'],
  offset: number,
  limit: number,
) {
  const stages = filter.stage === undefined ? null : [filter.stage].flat();
  const where = `WHERE (o.leg IS NULL OR o.leg = 'out')
    AND (:noStage OR o.stage IN (:stages)) AND (:kind::text IS NULL OR o.kind = :kind)
    AND (:strategyCode::text IS NULL OR o.strategy_code = :strategyCode)
    AND (:tradeDate::date IS NULL OR o.trade_date = :tradeDate::date)
    AND (:userId::bigint IS NULL OR o.user_id = :userId)
    AND (:q::text IS NULL OR o.ref ILIKE :pattern OR u.email ILIKE :pattern)
    AND (:funded::boolean IS NULL OR (o.kind = 'increase' AND coalesce(d.status = 'VERIFIED', false) = :funded))`;
  const q = filter.q?.trim() || null;
  const replacements = {
    noStage: stages === null,
    stages: stages ?? [''],
    kind: filter.kind ?? null,
    strategyCode: filter.strategyCode ?? null,
    tradeDate: filter.tradeDate ?? null,
    userId: filter.userId ?? null,
    q,
    pattern: `%${(q ?? '').replace(/[\\%_]/g, '\\$&')}%`,
    funded: filter.funded ?? null,
    offset,
    limit,
  };
  const column = sortColumns[sort[0]] ?? 'o.id';
  const from = 'FROM orders o JOIN users u ON u.id = o.user_id LEFT JOIN deposits d ON d.id = o.deposit_id';
  const rows = await ctx.sequelize.query<OrderRow & DepositColumns & { email: string }>(
    `SELECT o.*, o.amount::text, o.units::text, o.nav::text, o.fee::text, o.settled_units::text,
       o.settled_amount::text, to_char(o.trade_date, 'YYYY-MM-DD') AS trade_date, u.email, ${payingDepositColumns}
     ${from} ${where}
     ORDER BY ${column} ${sort[1] === 'DESC' ? 'DESC' : 'ASC'}, o.id OFFSET :offset LIMIT :limit`,
    { type: QueryTypes.SELECT, replacements },
  );
  const [count] = await ctx.sequelize.query<{ total: string }>(`SELECT count(*) AS total ${from} ${where}`, {
    type: QueryTypes.SELECT,
    replacements,
  });
  const orders = await withLegs(ctx, rows);
  return {
    rows: orders.map((order, i) => ({
      ...order,
      userId: Number(rows[i]!.user_id),
      email: rows[i]!.email,
      deposit: payingDeposit(rows[i]!),
    })),
    total: Number(count?.total ?? 0),
  };
}
