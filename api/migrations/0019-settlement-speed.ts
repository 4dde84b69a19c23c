import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A movement's investor and strategy are its order's (settlement copies them from the order it settles), and the
    -- order's own keys already point at the user and the strategy: these two checks ran once per ledger row (three
    -- lookups per settled order) and proved nothing the order_id key does not.
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_user_id_fkey;
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_strategy_code_fkey;
  `);
}
