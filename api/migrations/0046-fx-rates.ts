import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The USD/THB reference rate, THB per 1 USD, one per business date (mfundCurrencySwitcher). Operations enter it
    -- with the day's NAV; a different staff member approves it (maker-checker, as a NAV). It converts values for
    -- display only: nothing is ever bought, paid or documented in USD.
    CREATE TABLE fx_rates (
      rate_date     date PRIMARY KEY,
      rate          numeric(20,6) NOT NULL CHECK (rate > 0),
      status        text NOT NULL CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      entered_by    bigint NOT NULL REFERENCES users (id),
      entered_at    timestamptz NOT NULL,
      approved_by   bigint REFERENCES users (id),
      approved_at   timestamptz,
      reject_reason text,
      CHECK (status <> 'APPROVED' OR (approved_by IS NOT NULL AND approved_by <> entered_by))
    );
    CREATE INDEX fx_rates_approved_idx ON fx_rates (rate_date DESC) WHERE status = 'APPROVED';
  `);
}
