import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The switch-in fee (spec §1) is a rate of its own, taken off a switch-in leg's amount before it buys units, as
    -- the increase fee is off an increase (DESIGN §4). It starts equal to each strategy's increase fee, which the
    -- switch-in leg paid until now.
    ALTER TABLE strategies
      ADD COLUMN switch_in_fee_rate numeric(8,6) NOT NULL DEFAULT 0 CHECK (switch_in_fee_rate BETWEEN 0 AND 0.1);
    UPDATE strategies SET switch_in_fee_rate = increase_fee_rate;
  `);
}
