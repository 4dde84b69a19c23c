import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- One compliance review per investor (its id is the investor's), from submission to a decision.
    -- The risk band, score and AML flags are a snapshot of what the investor submitted, so the review queue
    -- filters on indexed columns instead of reading every questionnaire answer.
    CREATE TABLE kyc_cases (
      user_id      bigint PRIMARY KEY REFERENCES users (id),
      status       text NOT NULL
        CHECK (status IN ('PENDING', 'REVIEW', 'OVERDUE', 'REJECTED', 'VERIFIED', 'BLOCKED')),
      submitted_at timestamptz,
      decided_at   timestamptz,
      decided_by   bigint REFERENCES users (id),
      -- The revision deadline, a Bangkok calendar day.
      deadline     date,
      -- [{ step, reason }] of the latest reject or revision request.
      reasons      jsonb NOT NULL DEFAULT '[]',
      rejected_at  timestamptz,
      approved_at  timestamptz,
      block_reason text,
      risk_band    text CHECK (risk_band IN ('LOW', 'MODERATE', 'HIGH', 'VERY_HIGH')),
      risk_score   integer,
      edd_required boolean NOT NULL DEFAULT false,
      aml_answered boolean NOT NULL DEFAULT false,
      created_at   timestamptz NOT NULL DEFAULT now(),
      updated_at   timestamptz NOT NULL DEFAULT now()
    );
    -- The queue's filters and sorts: status with the waiting time, the waiting time alone, the deadline, the
    -- risk band and score, and the enhanced due diligence flag.
    CREATE INDEX kyc_cases_status_submitted_idx ON kyc_cases (status, submitted_at, user_id);
    CREATE INDEX kyc_cases_submitted_idx ON kyc_cases (submitted_at, user_id);
    CREATE INDEX kyc_cases_deadline_idx ON kyc_cases (deadline, user_id) WHERE deadline IS NOT NULL;
    CREATE INDEX kyc_cases_risk_band_idx ON kyc_cases (risk_band, submitted_at, user_id);
    CREATE INDEX kyc_cases_risk_score_idx ON kyc_cases (risk_score, user_id);
    CREATE INDEX kyc_cases_edd_idx ON kyc_cases (edd_required, submitted_at, user_id);

    -- What happened to a case, in order; like the audit log, never changed or removed.
    CREATE TABLE kyc_case_events (
      id         bigserial PRIMARY KEY,
      user_id    bigint NOT NULL REFERENCES users (id),
      action     text NOT NULL CHECK (action IN
        ('SUBMITTED', 'APPROVED', 'REJECTED', 'REVISION_REQUESTED', 'BLOCKED', 'OVERDUE', 'RESUBMITTED')),
      actor_id   bigint REFERENCES users (id),
      note       text,
      deadline   date,
      reasons    jsonb,
      created_at timestamptz NOT NULL
    );
    CREATE INDEX kyc_case_events_user_idx ON kyc_case_events (user_id, id DESC);
    CREATE FUNCTION kyc_case_events_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'kyc_case_events is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END;
    $$;
    CREATE TRIGGER kyc_case_events_no_update_delete BEFORE UPDATE OR DELETE ON kyc_case_events
      FOR EACH ROW EXECUTE FUNCTION kyc_case_events_append_only();
    CREATE TRIGGER kyc_case_events_no_truncate BEFORE TRUNCATE ON kyc_case_events
      FOR EACH STATEMENT EXECUTE FUNCTION kyc_case_events_append_only();
  `);
}
