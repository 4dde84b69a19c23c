import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A switch's in leg by its out leg: settling a switch-out hands its proceeds to the in leg, and cancelling a switch
    -- finds both legs. Partial, so the other orders (all but switch-ins) never touch it.
    CREATE INDEX orders_paired_idx ON orders (paired_order_id) WHERE paired_order_id IS NOT NULL;
  `);
}
