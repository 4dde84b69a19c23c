import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Where each change came from: the caller's address and browser, in their own columns. Entries written
    -- before kept them inside "after" (when they had them), so those are copied across.
    ALTER TABLE audit_log
      ADD COLUMN ip         text,
      ADD COLUMN user_agent text;
    UPDATE audit_log
       SET ip = CASE WHEN jsonb_typeof(after -> 'ip') = 'string' THEN after ->> 'ip' END,
           user_agent = CASE WHEN jsonb_typeof(after -> 'userAgent') = 'string' THEN after ->> 'userAgent' END
     WHERE jsonb_typeof(after) = 'object';

    CREATE INDEX audit_log_action_idx ON audit_log (action, created_at DESC);
    CREATE INDEX audit_log_actor_idx ON audit_log (actor_id, created_at DESC);
    CREATE INDEX audit_log_created_at_idx ON audit_log (created_at);

    -- Append-only: the database itself refuses to change or remove an entry, whoever asks.
    CREATE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
    END
    $$;
    CREATE TRIGGER audit_log_no_update_delete BEFORE UPDATE OR DELETE ON audit_log
      FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
    CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
      FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
  `);
}
