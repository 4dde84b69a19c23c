import { bangkokDate, investing } from '@fund/domain';
import type { AppContext } from '../../platform/context.ts';
import { holidaysAround } from '../holidays/service.ts';

/** Where the clock stands for orders: the business date, the trade date an order confirmed now gets, the cut-off. */
export async function tradingDay(ctx: AppContext) {
  const now = ctx.clock.now();
  const holidays = await holidaysAround(ctx, now);
  const businessDate = bangkokDate(now);
  const tradeDate = investing.tradeDateOf(now, holidays);
  return {
    now: now.toISOString(),
    businessDate,
    isBusinessDay: investing.isBusinessDay(businessDate, holidays),
    cutOff: investing.cutOffTime,
    beforeCutOff: tradeDate === businessDate,
    tradeDate,
    settlementDate: investing.addBusinessDays(tradeDate, 1, holidays),
  };
}
