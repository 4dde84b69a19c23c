import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- A document's PDF as first handed out, per language, with its SHA-256: every later download is the same bytes
    -- (an invoice or confirmation is rendered from facts that never change, but a font or layout release must not
    -- change a file an investor or auditor already holds).
    CREATE TABLE document_files (
      document_id  text NOT NULL,
      language     text NOT NULL CHECK (language IN ('th', 'en')),
      user_id      bigint NOT NULL REFERENCES users (id),
      content      bytea NOT NULL,
      sha256       text NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
      created_at   timestamptz NOT NULL,
      PRIMARY KEY (document_id, language)
    );
    CREATE TRIGGER document_files_no_update_delete BEFORE UPDATE OR DELETE ON document_files
      FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
  `);
}
