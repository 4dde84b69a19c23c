import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- An investor's request for a monthly statement while performanceReport is off (the Statements page is under
    -- maintenance): it waits in the staff inbox under its own kind until staff send the statement.
    ALTER TABLE inbox_items DROP CONSTRAINT inbox_items_kind_check;
    ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_kind_check
      CHECK (kind IN ('CONTACT', 'COMPLAINT', 'STATEMENT_REQUEST'));
    ALTER TABLE inbox_items ALTER COLUMN phone DROP NOT NULL;
    ALTER TABLE inbox_items ADD COLUMN user_id bigint REFERENCES users (id);
    ALTER TABLE inbox_items ADD COLUMN statement_month text CHECK (statement_month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');
    ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_phone_given CHECK (kind = 'STATEMENT_REQUEST' OR phone IS NOT NULL);
    ALTER TABLE inbox_items ADD CONSTRAINT inbox_items_statement_request_complete
      CHECK (kind <> 'STATEMENT_REQUEST' OR (user_id IS NOT NULL AND statement_month IS NOT NULL));
    -- One open request per investor and month: asking again answers the request already waiting.
    CREATE UNIQUE INDEX inbox_items_open_statement_request ON inbox_items (user_id, statement_month)
      WHERE kind = 'STATEMENT_REQUEST' AND status <> 'CLOSED';
  `);
}
