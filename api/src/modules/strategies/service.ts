import { QueryTypes } from 'sequelize';
import type { AppContext } from '../../platform/context.ts';
import { AppError } from '../../platform/errors.ts';
import { strategySeed } from './seed-data.ts';

interface StrategyRow {
  code: string;
  name: { th: string; en: string };
  type: { th: string; en: string };
  summary: { th: string; en: string };
  risk_level: number;
  min_band: string;
}

const toStrategy = (row: StrategyRow) => ({
  code: row.code,
  name: row.name,
  type: row.type,
  summary: row.summary,
  riskLevel: row.risk_level,
  minBand: row.min_band,
});

export async function listStrategies(ctx: AppContext, search?: string) {
  const rows = await ctx.sequelize.query<StrategyRow>(
    `SELECT * FROM strategies
     WHERE :search::text IS NULL OR code ILIKE :pattern OR name->>'th' ILIKE :pattern OR name->>'en' ILIKE :pattern
     ORDER BY sort_order`,
    {
      replacements: { search: search ?? null, pattern: `%${(search ?? '').replace(/[\\%_]/g, '\\$&')}%` },
      type: QueryTypes.SELECT,
    },
  );
  return rows.map(toStrategy);
}

export async function getStrategy(ctx: AppContext, code: string) {
  const [row] = await ctx.sequelize.query<StrategyRow>('SELECT * FROM strategies WHERE code = :code', {
    replacements: { code },
    type: QueryTypes.SELECT,
  });
  if (!row) throw new AppError('NOT_FOUND', 404, { detail: `No strategy ${code}` });
  return toStrategy(row);
}

/** Adds the six strategies when missing; never overwrites what staff changed. */
export async function seedStrategies(ctx: AppContext): Promise<void> {
  for (const [index, s] of strategySeed.entries()) {
    await ctx.sequelize.query(
      `INSERT INTO strategies (code, name, type, summary, risk_level, min_band, sort_order)
       VALUES (:code, :name, :type, :summary, :riskLevel, :minBand, :order) ON CONFLICT (code) DO NOTHING`,
      {
        replacements: {
          ...s,
          name: JSON.stringify(s.name),
          type: JSON.stringify(s.type),
          summary: JSON.stringify(s.summary),
          order: index + 1,
        },
      },
    );
  }
}
