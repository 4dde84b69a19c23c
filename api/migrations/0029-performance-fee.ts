import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The performance fee (spec §1) is a share of the strategy's gains that the manager charges within the NAV: it
    -- is disclosed and configurable per strategy, never deducted from an order (DESIGN §4 keeps rates per strategy).
    ALTER TABLE strategies
      ADD COLUMN performance_fee_rate numeric(8,6) NOT NULL DEFAULT 0
        CHECK (performance_fee_rate BETWEEN 0 AND 0.5);
    -- Strategies seeded before the column existed get the seeded rates (strategy-details.ts): 10 % for the active
    -- strategies, none for the stablecoin one. A database without them is seeded with the column afterwards.
    UPDATE strategies SET performance_fee_rate = 0.10 WHERE code <> 'M-STABLE';
  `);
}
