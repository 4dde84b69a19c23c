import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Every field of spec §3 Strategy. Rates are fractions (0.0025 = 0.25 %); money NUMERIC(20,2), NAV (20,4).
    ALTER TABLE strategies
      ADD COLUMN start_price           numeric(20,4) NOT NULL DEFAULT 10.0000 CHECK (start_price > 0),
      ADD COLUMN currency_policy       jsonb,
      ADD COLUMN dividend_policy       jsonb,
      ADD COLUMN increase_fee_rate     numeric(8,6) NOT NULL DEFAULT 0 CHECK (increase_fee_rate BETWEEN 0 AND 0.1),
      ADD COLUMN reduce_fee_rate       numeric(8,6) NOT NULL DEFAULT 0 CHECK (reduce_fee_rate BETWEEN 0 AND 0.5),
      ADD COLUMN management_fee_rate   numeric(8,6) NOT NULL DEFAULT 0 CHECK (management_fee_rate BETWEEN 0 AND 0.1),
      ADD COLUMN total_cost_rate       numeric(8,6) NOT NULL DEFAULT 0 CHECK (total_cost_rate BETWEEN 0 AND 0.2),
      ADD COLUMN min_first_investment  numeric(20,2) NOT NULL DEFAULT 10000.00 CHECK (min_first_investment > 0),
      ADD COLUMN min_next_investment   numeric(20,2) NOT NULL DEFAULT 10000.00 CHECK (min_next_investment > 0),
      ADD COLUMN min_reduction_value   numeric(20,2) NOT NULL DEFAULT 1000.00 CHECK (min_reduction_value > 0),
      ADD COLUMN registration_date     date,
      ADD COLUMN management_start_date date,
      ADD COLUMN manager               jsonb,
      ADD COLUMN trustee               jsonb,
      ADD COLUMN management_model      jsonb,
      ADD COLUMN dealing               jsonb,
      ADD COLUMN suitable_for          jsonb,
      ADD COLUMN unsuitable_for        jsonb;

    -- One NAV per strategy per business day. Staff enter it; a different staff member approves it (maker-checker).
    -- Demo history is marked so no screen presents it as real performance.
    CREATE TABLE strategy_navs (
      strategy_code text NOT NULL REFERENCES strategies (code),
      nav_date      date NOT NULL,
      nav           numeric(20,4) NOT NULL CHECK (nav > 0),
      status        text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      demo          boolean NOT NULL DEFAULT false,
      entered_by    bigint REFERENCES users (id),
      entered_at    timestamptz NOT NULL DEFAULT now(),
      approved_by   bigint REFERENCES users (id),
      approved_at   timestamptz,
      PRIMARY KEY (strategy_code, nav_date),
      CHECK (approved_by IS NULL OR entered_by IS NULL OR approved_by <> entered_by),
      CHECK (status <> 'APPROVED' OR approved_at IS NOT NULL)
    );
    CREATE INDEX strategy_navs_approved_idx ON strategy_navs (strategy_code, nav_date DESC) WHERE status = 'APPROVED';
  `);
}
