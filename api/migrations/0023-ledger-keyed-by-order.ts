import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The ledger is keyed by the order each movement settles: one movement per order, the key under which an order
    -- can never settle twice. The row id and the per-holding index go: nothing reads the ledger by holding but the
    -- ledger check, which reads it whole.
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_pkey;
    ALTER TABLE unit_movements DROP COLUMN id;
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_order_id_key, ADD PRIMARY KEY (order_id);
    DROP INDEX unit_movements_holding_idx;

    -- The foreign key to orders goes too: its check ran once per movement, a lookup and a row lock on the order the
    -- same statement had just settled. What it guarded is held instead: movements are never changed or deleted,
    -- orders are never deleted, and the ledger check proves each movement matches its settled order.
    ALTER TABLE unit_movements DROP CONSTRAINT unit_movements_order_id_fkey;
    CREATE FUNCTION refuse_change_of_record() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION '% keeps every row for good: % refused', TG_TABLE_NAME, TG_OP
        USING ERRCODE = 'insufficient_privilege';
    END $$;
    CREATE TRIGGER unit_movements_no_update_delete BEFORE UPDATE OR DELETE ON unit_movements
      FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
    CREATE TRIGGER unit_movements_no_truncate BEFORE TRUNCATE ON unit_movements
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();
    CREATE TRIGGER orders_no_delete BEFORE DELETE ON orders
      FOR EACH ROW EXECUTE FUNCTION refuse_change_of_record();
    CREATE TRIGGER orders_no_truncate BEFORE TRUNCATE ON orders
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();
  `);
}
