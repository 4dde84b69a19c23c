import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The name the provider gave for its account. Apple sends it once, with the first sign-in only (its form post's
    -- "user"), and never again, so it is kept when it comes.
    ALTER TABLE user_identities ADD COLUMN name text;
  `);
}
