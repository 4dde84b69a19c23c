import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A settlement writes a payout per reduction in the statement that settles it, and each payout's foreign keys
    -- to its order, investor and strategy ran a check per row: a lookup and a row lock on the order the same
    -- statement had just settled, on the investor and on the strategy. The ledger's movements dropped the same keys
    -- (0023) for the same reason, and what they guarded is held the same way: orders are never deleted (their
    -- trigger refuses it), a payout's order, investor and strategy are written once from the settled order, and the
    -- ledger check proves every payout has its settled reduction, for the same investor and strategy, to the satang.
    ALTER TABLE payouts DROP CONSTRAINT payouts_order_id_fkey, DROP CONSTRAINT payouts_user_id_fkey,
      DROP CONSTRAINT payouts_strategy_code_fkey;
  `);
}
