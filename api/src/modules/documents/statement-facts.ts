import { documents, type BilingualText as Text } from '@fund/domain';
import { QueryTypes, type Transaction } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';

/** Everything a monthly statement shows: who, which month, each strategy's line, every transaction, the totals. */
export interface StatementFacts extends documents.StatementFigures {
  statementId: number;
  userId: number;
  month: string;
  first: string;
  last: string;
  investorName: string;
  strategyNames: Record<string, Text>;
  transactions: documents.StatementTransaction[];
  generatedAt: string;
}

interface SettledMove {
  strategyCode: string;
  tradeDate: string;
  ref: string | null;
  kind: 'increase' | 'reduce' | 'switch';
  leg: 'in' | 'out' | null;
  nav: string;
  units: string;
  amount: string;
  fee: string;
}

const kindOf = (move: SettledMove): documents.StatementTransaction['kind'] =>
  move.kind === 'increase'
    ? 'INCREASE'
    : move.kind === 'reduce'
      ? 'REDUCE'
      : move.leg === 'in'
        ? 'SWITCH_IN'
        : 'SWITCH_OUT';

const buys = (move: SettledMove) => move.kind === 'increase' || move.leg === 'in';

// A settled order's units, signed: bought (+) or sold (-).
const signedUnits =
  "CASE WHEN o.kind = 'increase' OR o.leg = 'in' THEN o.settled_units ELSE -o.settled_units END";

/**
 * Each holding's units when `:first` began: the units held now less what settled orders traded since added, so
 * the holdings table (the ledger's truth) anchors every statement. With `traded`: whether an order of that
 * strategy settled within the month.
 */
const holdingsAtStartSql = `
  SELECT h.user_id, h.strategy_code, h.units - coalesce(m.since, 0) AS opening_units, coalesce(m.traded, false) AS traded
  FROM holdings h
  LEFT JOIN LATERAL (
    SELECT sum(${signedUnits}) AS since, bool_or(o.trade_date <= :last) AS traded
    FROM orders o WHERE o.user_id = h.user_id AND o.strategy_code = h.strategy_code
      AND o.stage = 'success' AND o.trade_date >= :first
  ) m ON true`;

/** Investors with a statement for `month`: those who held units when it began or had an order settle in it. */
export const investorsOfMonthSql = `
  SELECT user_id FROM (${holdingsAtStartSql}) held
  GROUP BY user_id HAVING bool_or(opening_units > 0 OR traded)`;

/** Whether `userId` has a statement for `month` (see investorsOfMonthSql). */
export async function hasStatementFor(ctx: AppContext, userId: number, month: string): Promise<boolean> {
  const { first, last } = documents.monthBounds(month);
  const [row] = await ctx.sequelize.query(
    `SELECT 1 FROM (${investorsOfMonthSql}) i WHERE i.user_id = :userId`,
    { type: QueryTypes.SELECT, replacements: { first, last, userId } },
  );
  return row !== undefined;
}

/**
 * The facts of one statement, read from the settled orders and the approved NAVs: they do not change once the month
 * has ended (settled orders and approved NAVs are never edited), so the PDF rendered from them is kept for good.
 */
export async function statementFacts(
  ctx: AppContext,
  statement: { id: number; userId: number; month: string },
  transaction?: Transaction,
): Promise<StatementFacts> {
  const { first, last } = documents.monthBounds(statement.month);
  const moves = await ctx.sequelize.query<SettledMove>(
    `SELECT strategy_code AS "strategyCode", to_char(trade_date, 'YYYY-MM-DD') AS "tradeDate", ref, kind, leg,
       nav::text, settled_units::text AS units, settled_amount::text AS amount, fee::text
     FROM orders WHERE user_id = :userId AND stage = 'success' AND trade_date BETWEEN :first AND :last
     ORDER BY trade_date, id`,
    { type: QueryTypes.SELECT, replacements: { userId: statement.userId, first, last }, transaction },
  );
  const inMonth = moves.map(
    (move): documents.StatementTransaction => ({
      tradeDate: move.tradeDate,
      ref: move.ref,
      strategyCode: move.strategyCode,
      kind: kindOf(move),
      nav: move.nav,
      units: buys(move) ? move.units : `-${move.units}`,
      amount: move.amount,
      fee: move.fee,
    }),
  );
  const strategies = await ctx.sequelize.query<{
    code: string;
    name: Text;
    openingUnits: string;
    openingNav: string | null;
    closingNav: string | null;
  }>(
    `SELECT s.code, s.name, held.opening_units::text AS "openingUnits",
       (SELECT nav::text FROM strategy_navs n WHERE n.strategy_code = s.code AND n.status = 'APPROVED'
          AND n.nav_date < :first ORDER BY n.nav_date DESC LIMIT 1) AS "openingNav",
       (SELECT nav::text FROM strategy_navs n WHERE n.strategy_code = s.code AND n.status = 'APPROVED'
          AND n.nav_date <= :last ORDER BY n.nav_date DESC LIMIT 1) AS "closingNav"
     FROM (${holdingsAtStartSql}) held JOIN strategies s ON s.code = held.strategy_code
     WHERE held.user_id = :userId AND (held.opening_units > 0 OR held.traded)`,
    { type: QueryTypes.SELECT, replacements: { first, last, userId: statement.userId }, transaction },
  );
  const holdings = strategies.map((s) => ({
    strategyCode: s.code,
    openingUnits: s.openingUnits,
    openingNav: s.openingNav,
    closingNav: s.closingNav,
  }));
  const figures = documents.statementFigures(holdings, inMonth);
  const [person] = await ctx.sequelize.query<{ investorName: string }>(
    `SELECT coalesce(nullif(concat_ws(' ', p.identity->>'titleTh', p.identity->>'firstNameTh',
         p.identity->>'lastNameTh'), ''), u.email) AS "investorName"
     FROM users u LEFT JOIN kyc_profiles p ON p.user_id = u.id WHERE u.id = :userId`,
    { type: QueryTypes.SELECT, replacements: { userId: statement.userId }, transaction },
  );
  return {
    ...figures,
    statementId: statement.id,
    userId: statement.userId,
    month: statement.month,
    first,
    last,
    investorName: person?.investorName ?? '',
    strategyNames: Object.fromEntries(strategies.map((s) => [s.code, s.name])),
    transactions: inMonth,
    generatedAt: ctx.clock.now().toISOString(),
  };
}
