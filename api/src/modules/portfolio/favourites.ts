import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';

interface FavouriteRow {
  strategy_code: string;
  created_at: Date;
}

const toFavourite = (row: FavouriteRow) => ({
  strategyCode: row.strategy_code,
  createdAt: new Date(row.created_at).toISOString(),
});

async function assertStrategy(ctx: AppContext, code: string) {
  const [row] = await ctx.sequelize.query('SELECT 1 FROM strategies WHERE code = :code', {
    type: QueryTypes.SELECT,
    replacements: { code },
  });
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
}

export async function listFavourites(ctx: AppContext, userId: number) {
  const rows = await ctx.sequelize.query<FavouriteRow>(
    'SELECT strategy_code, created_at FROM favourites WHERE user_id = :userId ORDER BY created_at, strategy_code',
    { type: QueryTypes.SELECT, replacements: { userId } },
  );
  return { data: rows.map(toFavourite) };
}

/** Marks a strategy as a favourite; a second time changes nothing (`created` false, the first row answered). */
export async function addFavourite(ctx: AppContext, userId: number, code: string) {
  await assertStrategy(ctx, code);
  const [inserted] = await ctx.sequelize.query<FavouriteRow>(
    `INSERT INTO favourites (user_id, strategy_code, created_at) VALUES (:userId, :code, :now)
     ON CONFLICT (user_id, strategy_code) DO NOTHING RETURNING strategy_code, created_at`,
    { type: QueryTypes.SELECT, replacements: { userId, code, now: ctx.clock.now() } },
  );
  if (inserted) return { created: true, favourite: toFavourite(inserted) };
  const [existing] = await ctx.sequelize.query<FavouriteRow>(
    'SELECT strategy_code, created_at FROM favourites WHERE user_id = :userId AND strategy_code = :code',
    { type: QueryTypes.SELECT, replacements: { userId, code } },
  );
  return { created: false, favourite: toFavourite(existing!) };
}

/** Removes a favourite (also when it was not one); an unknown strategy is 404. */
export async function removeFavourite(ctx: AppContext, userId: number, code: string) {
  await assertStrategy(ctx, code);
  await ctx.sequelize.query('DELETE FROM favourites WHERE user_id = :userId AND strategy_code = :code', {
    replacements: { userId, code },
  });
}
