import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Days the market is closed besides weekends: seeded from the holiday library (with substitution days for
    -- holidays on a weekend), then kept by staff. A removed day stays as a row with removed_at, so seeding again
    -- never brings back a day staff took out.
    CREATE TABLE holidays (
      date        date PRIMARY KEY,
      name_th     text NOT NULL,
      name_en     text NOT NULL,
      source      text NOT NULL CHECK (source IN ('LIBRARY', 'SUBSTITUTE', 'STAFF')),
      removed_at  timestamptz,
      created_by  bigint REFERENCES users (id),
      created_at  timestamptz NOT NULL DEFAULT now(),
      updated_at  timestamptz NOT NULL DEFAULT now()
    );
  `);
}
