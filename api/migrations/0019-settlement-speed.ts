import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A switch's in leg by its out leg: settling a switch-out hands its proceeds to the in leg, and cancelling a switch
    -- finds both legs. Partial, so the other orders (all but switch-ins) never touch it.
    CREATE INDEX orders_paired_idx ON orders (paired_order_id) WHERE paired_order_id IS NOT NULL;

    -- A movement's investor and strategy are its order's (settlement copies them from the order it settles), and the
    -- order's own keys already point at the user and the strategy: these two checks ran once per ledger row (three
    -- lookups per settled order) and proved nothing the order_id key does not.
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_user_id_fkey;
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_strategy_code_fkey;
  `);
}
