import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The ledger of unit movements: one row per settled order (UNIQUE, so an order can never settle twice).
    -- A holding's units always equal the sum of its movements; the ledger check command proves it.
    CREATE TABLE unit_movements (
      id            bigserial PRIMARY KEY,
      order_id      bigint NOT NULL UNIQUE REFERENCES orders (id),
      user_id       bigint NOT NULL REFERENCES users (id),
      strategy_code text NOT NULL REFERENCES strategies (code),
      units         numeric(24,4) NOT NULL CHECK (units <> 0),
      amount        numeric(20,2) NOT NULL,
      nav           numeric(20,4) NOT NULL,
      trade_date    date NOT NULL,
      created_at    timestamptz NOT NULL
    );
    CREATE INDEX unit_movements_holding_idx ON unit_movements (user_id, strategy_code);

    -- What each NAV approval settled, for the back office.
    CREATE TABLE settlement_runs (
      id             bigserial PRIMARY KEY,
      strategy_code  text NOT NULL REFERENCES strategies (code),
      trade_date     date NOT NULL,
      nav            numeric(20,4) NOT NULL,
      orders_settled integer NOT NULL,
      units_in       numeric(24,4) NOT NULL,
      units_out      numeric(24,4) NOT NULL,
      amount_in      numeric(20,2) NOT NULL,
      amount_out     numeric(20,2) NOT NULL,
      fees           numeric(20,2) NOT NULL,
      approved_by    bigint REFERENCES users (id),
      created_at     timestamptz NOT NULL
    );
    CREATE INDEX settlement_runs_date_idx ON settlement_runs (trade_date DESC, strategy_code);

    -- Settled orders whose e-mail is still to be written (outside the settlement transaction).
    ALTER TABLE orders ADD COLUMN notified_at timestamptz;
    CREATE INDEX orders_to_notify_idx ON orders (settled_at) WHERE settled_at IS NOT NULL AND notified_at IS NULL;

    ALTER TABLE strategy_navs ADD COLUMN reject_reason text;
  `);
}
