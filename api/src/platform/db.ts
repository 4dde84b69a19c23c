import { Sequelize } from 'sequelize';

/** One connection pool per process; timestamps stay UTC (timestamptz), business dates are computed in Asia/Bangkok. */
export function createSequelize(databaseUrl: string): Sequelize {
  return new Sequelize(databaseUrl, {
    dialect: 'postgres',
    logging: false,
    timezone: '+00:00',
    pool: { min: 0, max: 10, idle: 10_000 },
    define: { underscored: true, timestamps: true },
  });
}

export async function isDatabaseReady(sequelize: Sequelize): Promise<boolean> {
  try {
    await sequelize.query('SELECT 1');
    return true;
  } catch {
    return false;
  }
}
