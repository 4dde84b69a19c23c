import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Every settlement writes its run, not only a NAV approval's, so the runs add up to what settled: an order
    -- approved after its NAV (ORDER_APPROVED), switch-ins settled once their out leg paid (SWITCH_OUT_SETTLED), and
    -- the sweep of approved orders left behind (SWEEP). approved_by is the staff member whose approval settled it.
    ALTER TABLE settlement_runs ADD COLUMN cause text NOT NULL DEFAULT 'NAV_APPROVED'
      CHECK (cause IN ('NAV_APPROVED', 'ORDER_APPROVED', 'SWITCH_OUT_SETTLED', 'SWEEP'));
    ALTER TABLE settlement_runs ALTER COLUMN cause DROP DEFAULT;
  `);
}
