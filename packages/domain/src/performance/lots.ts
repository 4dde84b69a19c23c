import { Dec, type DecimalInput, dec, roundAmount } from '../investing/money.ts';

/**
 * A settled order as the performance report reads it. A buy is an increase or a switch-in; a sell is a reduction or
 * a switch-out. `amount` is money: for a buy what the investor paid (its fee included, the same basis as the
 * holding's cost in the settlement), for a sell the net proceeds (after the reduce fee).
 */
export interface SettledTrade {
  ref: string;
  date: string;
  side: 'buy' | 'sell';
  /** An increase or a reduction: money from or to the investor. A switch leg moves money between strategies. */
  external: boolean;
  units: DecimalInput;
  nav: DecimalInput;
  amount: DecimalInput;
  fee: DecimalInput;
}

/** Units bought together, and the part of what they cost that the units still in the lot carry. */
export interface Lot {
  ref: string;
  date: string;
  nav: Dec;
  units: Dec;
  cost: Dec;
}

/** One sale and the lots it used up, oldest first. gain = net proceeds − cost; grossGain is before the reduce fee. */
export interface Sale {
  ref: string;
  date: string;
  units: Dec;
  nav: Dec;
  proceeds: Dec;
  fee: Dec;
  cost: Dec;
  gain: Dec;
  grossGain: Dec;
  consumed: { ref: string; date: string; units: Dec; cost: Dec }[];
}

/**
 * Trades in the order they happened: by trade date, and on one date the sales first (settlement prices a day's
 * sales on the units held before that day's purchases, and a unit can only be sold once it is held).
 */
export function chronological<T extends { date: string; side: 'buy' | 'sell' }>(trades: readonly T[]): T[] {
  return [...trades].sort((a, b) =>
    a.date === b.date ? (a.side === b.side ? 0 : a.side === 'sell' ? -1 : 1) : a.date < b.date ? -1 : 1,
  );
}

/**
 * FIFO lots (DESIGN §4 "Documents"): each purchase opens a lot; each sale uses up the oldest lots first. A lot used
 * up in part keeps its remaining units and the rest of its cost: the part sold takes cost × units sold ÷ units in
 * the lot, rounded to the satang, and the lot keeps the difference, so no satang of cost is lost or made up.
 * A sale of more units than the lots hold means the history is incomplete: it throws rather than invent a cost.
 */
export function fifoLots(trades: readonly SettledTrade[]): { lots: Lot[]; sales: Sale[] } {
  const lots: Lot[] = [];
  const sales: Sale[] = [];
  for (const trade of chronological(trades)) {
    const units = dec(trade.units);
    if (trade.side === 'buy') {
      // A purchase too small for a unit still cost its money: its lot carries that cost to the next sale.
      lots.push({ ref: trade.ref, date: trade.date, nav: dec(trade.nav), units, cost: dec(trade.amount) });
      continue;
    }
    const { cost, consumed } = useUpOldestFirst(lots, units, `Sale ${trade.ref}`, trade.date);
    const proceeds = dec(trade.amount);
    const fee = dec(trade.fee);
    sales.push({
      ref: trade.ref,
      date: trade.date,
      units,
      nav: dec(trade.nav),
      proceeds,
      fee,
      cost,
      gain: proceeds.minus(cost),
      grossGain: proceeds.plus(fee).minus(cost),
      consumed,
    });
  }
  return { lots, sales };
}

/**
 * A sale of `units` using up the lots oldest first (the lots are changed in place): a lot used up in part gives
 * cost × units taken ÷ units in the lot, rounded to the satang, and keeps the difference; a lot of no units at the
 * front (a purchase too small for a unit) goes with the sale that reaches it. Throws when the lots hold too few units.
 */
export function useUpOldestFirst(
  lots: Lot[],
  units: Dec,
  what: string,
  date: string,
): { cost: Dec; consumed: Sale['consumed'] } {
  let left = units;
  let cost = dec(0);
  const consumed: Sale['consumed'] = [];
  while (left.gt(0) || lots[0]?.units.isZero()) {
    const lot = lots[0];
    if (!lot) throw new Error(`${what} sells more units than were bought before ${date}`);
    const take = Dec.min(left, lot.units);
    const taken = take.eq(lot.units) ? lot.cost : roundAmount(lot.cost.times(take).div(lot.units));
    consumed.push({ ref: lot.ref, date: lot.date, units: take, cost: taken });
    cost = cost.plus(taken);
    lot.units = lot.units.minus(take);
    lot.cost = lot.cost.minus(taken);
    if (lot.units.isZero()) lots.shift();
    left = left.minus(take);
  }
  return { cost, consumed };
}

/** A settled purchase as the settlement reads it: what it bought and what it cost (its fee included). */
export interface Purchase {
  ref: string;
  date: string;
  nav: DecimalInput;
  units: DecimalInput;
  amount: DecimalInput;
}

/**
 * The FIFO lots a holding still holds, worked back from its units and cost and its purchases (oldest first), with
 * no need to replay its sales: first in, first out leaves the newest purchases, and the settlement keeps the
 * holding's cost equal to what the lots still cost. Going back from the newest purchase, each lot is kept whole
 * while it fits in the units held; the oldest one kept may be used up in part and carries the cost the newer ones
 * leave. Cost left over with no units (a purchase too small for a unit not yet sold with) is a lot of no units at
 * the front, which the next sale takes. Units the purchases do not account for (a holding from before its orders
 * were kept) are one opening lot at the front with the cost the purchases leave.
 */
export function openLots(
  holding: { units: DecimalInput; cost: DecimalInput },
  purchases: readonly Purchase[],
): Lot[] {
  let units = dec(holding.units);
  let cost = dec(holding.cost);
  const kept: Lot[] = [];
  for (let i = purchases.length - 1; i >= 0 && units.gt(0); i--) {
    const p = purchases[i]!;
    const lot = { ref: p.ref, date: p.date, nav: dec(p.nav), units: dec(p.units), cost: dec(p.amount) };
    if (lot.units.gt(units)) {
      // Used up in part by earlier sales: the rest of the units and whatever cost the newer lots leave.
      kept.unshift({ ...lot, units, cost });
      return kept;
    }
    kept.unshift(lot);
    units = units.minus(lot.units);
    cost = cost.minus(lot.cost);
  }
  if (units.gt(0) || !cost.isZero()) {
    kept.unshift({ ref: 'OPENING', date: kept[0]?.date ?? '0000-01-01', nav: dec(0), units, cost });
  }
  return kept;
}

/**
 * What each of a holding's sales of one day costs first in, first out, in the order they settle, from the lots the
 * holding holds (openLots). Sales beyond the units held throw, as in fifoLots.
 */
export function fifoSaleCosts(
  lots: readonly Lot[],
  sales: readonly { ref: string; date: string; units: DecimalInput }[],
): Dec[] {
  const left = lots.map((lot) => ({ ...lot }));
  return sales.map((sale) => useUpOldestFirst(left, dec(sale.units), `Sale ${sale.ref}`, sale.date).cost);
}

/** The value of the units still in the lots at a NAV, rounded to the satang once, as a holding is valued. */
export function lotsValue(lots: readonly Lot[], nav: DecimalInput): Dec {
  return roundAmount(lots.reduce((sum, lot) => sum.plus(lot.units), dec(0)).times(nav));
}

/** What the units still in the lots cost. */
export const lotsCost = (lots: readonly Lot[]): Dec => lots.reduce((sum, lot) => sum.plus(lot.cost), dec(0));

/** The gain not yet realised: the lots' value at a NAV less what they cost. */
export const unrealisedGain = (lots: readonly Lot[], nav: DecimalInput): Dec =>
  lotsValue(lots, nav).minus(lotsCost(lots));
