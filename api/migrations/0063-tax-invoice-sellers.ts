import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Each version of the seller that tax invoices have been issued under (brand, legal name, tax id, branch,
    -- address), kept once and for good: an invoice refers to the version it was issued under instead of carrying a
    -- copy of it, so a settlement that issues an invoice per fee writes a row a fraction of the size. The seller as it
    -- stood at issue is still what every invoice shows: a version is never changed, a new one is added beside it.
    CREATE TABLE tax_invoice_sellers (
      id         bigserial PRIMARY KEY,
      seller     jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    -- jsonb prints one way (keys in a fixed order), so the same seller is the same text.
    CREATE UNIQUE INDEX tax_invoice_sellers_seller_idx ON tax_invoice_sellers (md5(seller::text));
    CREATE TRIGGER tax_invoice_sellers_no_update_delete BEFORE UPDATE OR DELETE ON tax_invoice_sellers
      FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
    CREATE TRIGGER tax_invoice_sellers_no_truncate BEFORE TRUNCATE ON tax_invoice_sellers
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();

    INSERT INTO tax_invoice_sellers (seller, created_at)
    SELECT seller, min(created_at) FROM tax_invoices GROUP BY seller ORDER BY min(created_at);
    ALTER TABLE tax_invoices ADD COLUMN seller_id bigint;
    -- The invoices issued so far point at their seller: the one change an invoice ever takes besides its
    -- cancellation, made here with the guard off, and the copy goes.
    ALTER TABLE tax_invoices DISABLE TRIGGER tax_invoices_no_edit;
    UPDATE tax_invoices t SET seller_id = s.id FROM tax_invoice_sellers s WHERE s.seller = t.seller;
    ALTER TABLE tax_invoices ENABLE TRIGGER tax_invoices_no_edit;
    ALTER TABLE tax_invoices ALTER COLUMN seller_id SET NOT NULL, DROP COLUMN seller;
    -- Every invoice names a seller version that exists, checked once per statement over the rows it inserted rather
    -- than by a foreign key's check per row (a settlement inserts one per fee): as strict as the key, since a version
    -- is never deleted (its triggers refuse it) and an invoice's seller_id is never changed (tax_invoices_no_edit).
    CREATE FUNCTION tax_invoices_seller_known() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF EXISTS (SELECT 1 FROM issued i WHERE NOT EXISTS (SELECT 1 FROM tax_invoice_sellers s WHERE s.id = i.seller_id))
      THEN
        RAISE EXCEPTION 'a tax invoice names a seller that tax_invoice_sellers does not hold'
          USING ERRCODE = 'foreign_key_violation';
      END IF;
      RETURN NULL;
    END $$;
    CREATE TRIGGER tax_invoices_seller_known AFTER INSERT ON tax_invoices REFERENCING NEW TABLE AS issued
      FOR EACH STATEMENT EXECUTE FUNCTION tax_invoices_seller_known();

    -- A replacement replaces one invoice at most, as before; the index holds only the replacements, not an entry
    -- for every invoice a settlement issues (an empty replaces_id never conflicts, so the rule is the same).
    ALTER TABLE tax_invoices DROP CONSTRAINT tax_invoices_replaces_id_key;
    CREATE UNIQUE INDEX tax_invoices_replaces_idx ON tax_invoices (replaces_id) WHERE replaces_id IS NOT NULL;

    -- The number is its brand, year and sequence written out (documents.generateTaxInvoiceNumber, six digits), so the
    -- unique (brand, year, sequence) already makes it unique: a check that it is written so replaces a second
    -- unique index on the text. The sequence stays within six digits, the number's width (lpad would cut a seventh).
    ALTER TABLE tax_invoices DROP CONSTRAINT tax_invoices_number_key;
    ALTER TABLE tax_invoices ADD CONSTRAINT tax_invoices_number_written_out
      CHECK (sequence < 1000000 AND number = brand || '-' || year || '-' || lpad(sequence::text, 6, '0'));
  `);
}
