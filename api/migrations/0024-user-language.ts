import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The language each user reads: chosen at sign-up and with the portal's language switch; every e-mail about the
    -- user's own account, orders and deposits is written in it.
    ALTER TABLE users ADD COLUMN language text NOT NULL DEFAULT 'th' CHECK (language IN ('th', 'en'));
  `);
}
