import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The strategies an investor marked as favourites (spec §2 screen 18); adding one twice keeps one row.
    CREATE TABLE favourites (
      user_id       bigint NOT NULL REFERENCES users (id),
      strategy_code text NOT NULL REFERENCES strategies (code),
      created_at    timestamptz NOT NULL,
      PRIMARY KEY (user_id, strategy_code)
    );

    -- The transaction history pages one investor's orders by trade date (newest first) and filters on it.
    CREATE INDEX orders_user_trade_idx ON orders (user_id, trade_date DESC, id DESC);
    -- A switch is one row: its in leg is found from its out leg.
    CREATE INDEX orders_paired_idx ON orders (paired_order_id) WHERE paired_order_id IS NOT NULL;
  `);
}
