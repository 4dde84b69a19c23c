import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { QueryInterface, Sequelize } from 'sequelize';
import { SequelizeStorage, Umzug } from 'umzug';

const migrationsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../migrations');

export type MigrationContext = QueryInterface;

/** Forward-only: a migration file exports `up` and is never edited once released. */
export function createMigrator(sequelize: Sequelize, logger: Console | null = null) {
  return new Umzug<MigrationContext>({
    migrations: {
      glob: ['*.ts', { cwd: migrationsDir }],
      resolve: ({ name, path: file, context }) => ({
        name,
        up: async () => {
          const migration = (await import(file!)) as { up: (qi: MigrationContext) => Promise<void> };
          await migration.up(context);
        },
      }),
    },
    context: sequelize.getQueryInterface(),
    storage: new SequelizeStorage({ sequelize, tableName: 'schema_migrations' }),
    logger: logger ?? undefined,
  });
}

export async function migrate(sequelize: Sequelize): Promise<string[]> {
  const applied = await createMigrator(sequelize).up();
  return applied.map((m) => m.name);
}
