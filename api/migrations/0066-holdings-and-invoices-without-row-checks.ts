import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The settlement writes each investor's holding and each fee's tax invoice in the statement that settles the
    -- orders, and every foreign key on those rows ran a check per row (a lookup and a row lock): on the investor and
    -- the strategy for a holding, and on the replaced invoice and the cancelling staff member for an invoice (two
    -- columns empty on every invoice a settlement issues, checked all the same). The ledger's movements (0023) and the payouts (0064)
    -- dropped the same keys for the same reason. What they guarded still holds:
    -- - investors and strategies are never deleted, and a holding is written only by the settlement (from a settled
    --   order, whose own keys name its investor and strategy) and by the demo seed; the ledger check reports a
    --   holding of an investor or a strategy that does not exist;
    -- - an invoice is never deleted (tax_invoices_only_cancel refuses it), a replacement names the invoice it
    --   cancels in the same transaction, under that invoice's row lock, and the unique index on replaces_id keeps one
    --   replacement per invoice; a replacement must name a cancelled invoice of its own order (the trigger below,
    --   which runs for replacements only), and the ledger check reports an invoice cancelled by no known user.
    ALTER TABLE holdings DROP CONSTRAINT holdings_user_id_fkey, DROP CONSTRAINT holdings_strategy_code_fkey;
    ALTER TABLE tax_invoices DROP CONSTRAINT tax_invoices_replaces_id_fkey,
      DROP CONSTRAINT tax_invoices_cancelled_by_fkey;

    -- Each invoice a settlement issues wrote four index entries: its id, its number, its order (one in force per
    -- order) and its investor (for the investor's list). Now three: the investor's invoices are found through their
    -- orders, and one index on (order, what it replaces) serves both that lookup and the rule "one invoice in force
    -- per order", which now reads: an order has one first invoice (no two with an empty replaces_id), each
    -- replacement replaces a cancelled invoice of the same order (the trigger), at most once (replaces_idx), and a
    -- cancellation is never undone (tax_invoices_only_cancel). So an order's invoices form one line, and only its
    -- last can be in force.
    DROP INDEX tax_invoices_user_idx;
    DROP INDEX tax_invoices_order_issued_idx;
    CREATE UNIQUE INDEX tax_invoices_order_idx ON tax_invoices (order_id, replaces_id) NULLS NOT DISTINCT;
    CREATE FUNCTION tax_invoices_replace_cancelled() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NOT EXISTS (SELECT 1 FROM tax_invoices r
          WHERE r.id = NEW.replaces_id AND r.order_id = NEW.order_id AND r.status = 'CANCELLED') THEN
        RAISE EXCEPTION 'a tax invoice replaces only a cancelled invoice of its own order: % refused', NEW.replaces_id
          USING ERRCODE = 'foreign_key_violation';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER tax_invoices_replaces_cancelled BEFORE INSERT ON tax_invoices
      FOR EACH ROW WHEN (NEW.replaces_id IS NOT NULL) EXECUTE FUNCTION tax_invoices_replace_cancelled();
  `);
}
