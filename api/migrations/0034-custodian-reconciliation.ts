import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- What we have told the custodian (DESIGN §5): each settled movement and each paid payout once, so a
    -- repeated instruction run sends only what is new.
    CREATE TABLE custodian_instructions (
      kind       text NOT NULL CHECK (kind IN ('UNITS', 'CASH')),
      ref_id     bigint NOT NULL,
      sent_at    timestamptz NOT NULL,
      PRIMARY KEY (kind, ref_id)
    );

    -- The local custodian simulator's own book: the movements it was told about (or told to invent, for tests),
    -- kept apart from our ledger as a real custodian's would be.
    CREATE TABLE custodian_sim_units (
      id            bigserial PRIMARY KEY,
      source        text NOT NULL CHECK (source IN ('SETTLEMENT', 'DRIFT')),
      ref_id        bigint,
      user_id       bigint NOT NULL,
      strategy_code text NOT NULL,
      units         numeric(24,4) NOT NULL,
      as_of         date NOT NULL,
      UNIQUE (source, ref_id)
    );
    CREATE TABLE custodian_sim_cash (
      id        bigserial PRIMARY KEY,
      source    text NOT NULL CHECK (source IN ('PAYOUT', 'DRIFT')),
      ref_id    bigint,
      user_id   bigint NOT NULL,
      amount    numeric(20,2) NOT NULL,
      as_of     date NOT NULL,
      UNIQUE (source, ref_id)
    );

    -- Each reconciliation of our ledger and payouts against the custodian, clean or not, and its breaks.
    CREATE TABLE reconciliation_runs (
      id               bigserial PRIMARY KEY,
      as_of            date NOT NULL,
      cause            text NOT NULL CHECK (cause IN ('SCHEDULE', 'NAV_APPROVED', 'ON_DEMAND')),
      status           text NOT NULL CHECK (status IN ('CLEAN', 'BREAKS')),
      positions_checked integer NOT NULL,
      investors_checked integer NOT NULL,
      break_count      integer NOT NULL,
      started_by       bigint REFERENCES users (id),
      created_at       timestamptz NOT NULL
    );
    CREATE INDEX reconciliation_runs_date_idx ON reconciliation_runs (as_of DESC, id DESC);
    CREATE TABLE reconciliation_breaks (
      id            bigserial PRIMARY KEY,
      run_id        bigint NOT NULL REFERENCES reconciliation_runs (id),
      kind          text NOT NULL CHECK (kind IN ('UNITS', 'CASH')),
      user_id       bigint NOT NULL REFERENCES users (id),
      strategy_code text,
      ours          numeric(24,4) NOT NULL,
      theirs        numeric(24,4) NOT NULL,
      difference    numeric(24,4) NOT NULL
    );
    CREATE INDEX reconciliation_breaks_run_idx ON reconciliation_breaks (run_id);
  `);
}
