import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

const toFavourite = (row: { strategyCode: string; createdAt: Date }) => ({
  strategyCode: row.strategyCode,
  createdAt: new Date(row.createdAt).toISOString(),
});

async function assertStrategy(ctx: AppContext, code: string) {
  const strategy = await ctx.models.Strategy.findByPk(code, { attributes: ['code'], raw: true });
  if (!strategy) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
}

export async function listFavourites(ctx: AppContext, userId: number) {
  const rows = await ctx.models.Favourite.findAll({
    attributes: ['strategyCode', 'createdAt'],
    where: { userId },
    order: [
      ['createdAt', 'ASC'],
      ['strategyCode', 'ASC'],
    ],
    raw: true,
  });
  return { data: rows.map(toFavourite) };
}

/** Marks a strategy as a favourite; a second time changes nothing (`created` false, the first row answered). */
export async function addFavourite(ctx: AppContext, userId: number, code: string) {
  await assertStrategy(ctx, code);
  const [favourite, created] = await ctx.models.Favourite.findOrCreate({
    where: { userId, strategyCode: code },
    defaults: { userId, strategyCode: code, createdAt: ctx.clock.now() },
  });
  return { created, favourite: toFavourite(favourite) };
}

/** Removes a favourite (also when it was not one); an unknown strategy is 404. */
export async function removeFavourite(ctx: AppContext, userId: number, code: string) {
  await assertStrategy(ctx, code);
  await ctx.models.Favourite.destroy({ where: { userId, strategyCode: code } });
}
