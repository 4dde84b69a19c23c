import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- DESIGN §4: the management fee accrues daily on the day's total. One row per holding and NAV date (UNIQUE, so
    -- approving a NAV accrues exactly once); days counts the calendar days since the strategy's previous NAV, so a
    -- Monday NAV accrues Saturday and Sunday too.
    CREATE TABLE management_fee_accruals (
      user_id       bigint NOT NULL REFERENCES users (id),
      strategy_code text NOT NULL REFERENCES strategies (code),
      nav_date      date NOT NULL,
      days          integer NOT NULL CHECK (days > 0),
      units         numeric(24,4) NOT NULL,
      nav           numeric(20,4) NOT NULL,
      value         numeric(20,2) NOT NULL,
      annual_rate   numeric(10,6) NOT NULL,
      amount        numeric(20,2) NOT NULL CHECK (amount >= 0),
      created_at    timestamptz NOT NULL,
      PRIMARY KEY (user_id, strategy_code, nav_date)
    );
    CREATE INDEX management_fee_accruals_date_idx ON management_fee_accruals (strategy_code, nav_date);
  `);
}
