import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A run generates the monthly statements of one month for every investor who held units or traded in it: the
    -- worker's on the first business day of the next month (one per month), or one staff start again. Its progress
    -- is counted from its statements, so a run that stopped half-way can carry on where it was.
    CREATE TABLE statement_runs (
      id          bigserial PRIMARY KEY,
      month       text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      cause       text NOT NULL CHECK (cause IN ('SCHEDULE', 'STAFF')),
      started_by  bigint REFERENCES users (id),
      investors   integer NOT NULL CHECK (investors >= 0),
      started_at  timestamptz NOT NULL,
      finished_at timestamptz,
      CHECK ((cause = 'STAFF') = (started_by IS NOT NULL))
    );
    CREATE UNIQUE INDEX statement_runs_one_schedule_per_month ON statement_runs (month) WHERE cause = 'SCHEDULE';

    -- One statement per investor and month, made by a run or on the investor's own request (no run). Its PDF is
    -- kept in document_files as 'statement-<id>' like every other document.
    CREATE TABLE monthly_statements (
      id          bigserial PRIMARY KEY,
      user_id     bigint NOT NULL REFERENCES users (id),
      month       text NOT NULL CHECK (month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'),
      run_id      bigint REFERENCES statement_runs (id),
      status      text NOT NULL CHECK (status IN ('PENDING', 'GENERATED', 'FAILED')),
      error       text,
      created_at  timestamptz NOT NULL,
      generated_at timestamptz,
      emailed_at  timestamptz,
      UNIQUE (user_id, month),
      CHECK ((status = 'GENERATED') = (generated_at IS NOT NULL)),
      CHECK (status <> 'FAILED' OR error IS NOT NULL)
    );
    CREATE INDEX monthly_statements_run ON monthly_statements (run_id, status);
  `);
}
