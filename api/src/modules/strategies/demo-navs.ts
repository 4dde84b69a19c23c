import { bangkokDate, investing } from '@fund/domain';
import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { thaiHolidaysOf } from '../holidays/holiday-library.ts';
import { holidaySet } from '../holidays/service.ts';
import { demoPriceModel, strategyDetails } from './strategy-details.ts';

/** A small seeded generator, so every fresh database gets the same demo history. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const seedOf = (code: string) =>
  [...code].reduce((h, c) => Math.imul(h ^ c.charCodeAt(0), 16777619), 2166136261);

/**
 * Synthetic NAV history (marked demo) for strategies that have none, from their management start to the last
 * business day before today. The walk itself uses floating point: it only invents prices, which are then stored
 * as NUMERIC(20,4); no money is computed with it.
 */
export async function seedDemoNavs(ctx: AppContext): Promise<void> {
  const yesterday = investing.addCalendarDays(bangkokDate(ctx.clock.now()), -1);
  const firstYear = 2021;
  const lastYear = Number(yesterday.slice(0, 4));
  const fromTable = await holidaySet(ctx, `${firstYear}-01-01`, yesterday);
  const fromLibrary = Array.from({ length: lastYear - firstYear + 1 }, (_, i) =>
    thaiHolidaysOf(firstYear + i),
  );
  const holidays = new Set([...fromTable, ...fromLibrary.flat().map((d) => d.date)]);

  const existing = await ctx.sequelize.query<{ code: string }>(
    'SELECT DISTINCT strategy_code AS code FROM strategy_navs',
    { type: QueryTypes.SELECT },
  );
  const seeded = new Set(existing.map((r) => r.code));
  for (const [code, detail] of Object.entries(strategyDetails)) {
    if (seeded.has(code) || detail.managementStartDate > yesterday) continue;
    const model = demoPriceModel[code]!;
    const random = generator(seedOf(code));
    const gaussian = () => Math.sqrt(-2 * Math.log(1 - random())) * Math.cos(2 * Math.PI * random());
    const dailyDrift = model.drift / 250;
    const dailyVolatility = model.volatility / Math.sqrt(250);
    const dates: string[] = [];
    const navs: string[] = [];
    let price = Number(detail.startPrice);
    for (let day = detail.managementStartDate; day <= yesterday; day = investing.addCalendarDays(day, 1)) {
      if (!investing.isBusinessDay(day, holidays)) continue;
      price *= Math.exp(dailyDrift - dailyVolatility ** 2 / 2 + dailyVolatility * gaussian());
      price = Math.max(price, 0.5);
      dates.push(day);
      navs.push(investing.navString(price.toFixed(6)));
    }
    await ctx.sequelize.query(
      `INSERT INTO strategy_navs (strategy_code, nav_date, nav, status, demo, approved_at)
       SELECT :code, d, n, 'APPROVED', true, now()
       FROM unnest(ARRAY[:dates]::date[], ARRAY[:navs]::numeric[]) AS s(d, n)
       ON CONFLICT DO NOTHING`,
      { replacements: { code, dates, navs } },
    );
  }
}
