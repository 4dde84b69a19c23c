import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- One row per brand and year: the last tax invoice number given. The settlement that charges fees locks it (by
    -- updating it) and takes a block of numbers; a settlement that rolls back gives its block back with it, so the
    -- numbers of a brand and year have no gap (a sequence would skip on rollback) and are never given twice.
    CREATE TABLE tax_invoice_counters (
      brand        text NOT NULL,
      year         smallint NOT NULL,
      last_number  integer NOT NULL CHECK (last_number >= 0),
      PRIMARY KEY (brand, year)
    );

    -- A tax invoice / receipt for one fee charged (increase, switch-in, reduce), written once with everything it
    -- shows: the seller and buyer as they stood at issue, the fee split into before-VAT and VAT. It is never edited:
    -- a wrong one is cancelled (with the reason, by staff) and a replacement with the next number issued.
    -- order_id and user_id carry no foreign key: the settlement writes a row per fee in the same statement as the
    -- order it settles, and orders and users are never deleted.
    CREATE TABLE tax_invoices (
      id                bigserial PRIMARY KEY,
      number            text NOT NULL UNIQUE,
      brand             text NOT NULL,
      year              smallint NOT NULL,
      sequence          integer NOT NULL CHECK (sequence > 0),
      order_id          bigint NOT NULL,
      user_id           bigint NOT NULL,
      order_ref         text,
      strategy_code     text NOT NULL,
      fee_kind          text NOT NULL CHECK (fee_kind IN ('INCREASE_FEE', 'SWITCH_IN_FEE', 'REDUCE_FEE')),
      issue_date        date NOT NULL,
      trade_date        date NOT NULL,
      seller            jsonb NOT NULL,
      buyer_name_th     text NOT NULL,
      buyer_name_en     text NOT NULL,
      buyer_tax_id      text NOT NULL,
      buyer_address     jsonb,
      vat_rate_percent  numeric(5,2) NOT NULL,
      amount_before_vat numeric(20,2) NOT NULL CHECK (amount_before_vat >= 0),
      vat               numeric(20,2) NOT NULL CHECK (vat >= 0),
      total             numeric(20,2) NOT NULL CHECK (total > 0),
      status            text NOT NULL DEFAULT 'ISSUED' CHECK (status IN ('ISSUED', 'CANCELLED')),
      replaces_id       bigint UNIQUE REFERENCES tax_invoices (id),
      cancel_reason     text,
      cancelled_by      bigint REFERENCES users (id),
      cancelled_at      timestamptz,
      created_at        timestamptz NOT NULL,
      UNIQUE (brand, year, sequence),
      CHECK (amount_before_vat + vat = total),
      CHECK ((status = 'CANCELLED') = (cancel_reason IS NOT NULL AND cancelled_at IS NOT NULL))
    );
    -- One invoice in force per order; cancelled ones stay beside their replacement.
    CREATE UNIQUE INDEX tax_invoices_order_issued_idx ON tax_invoices (order_id) WHERE status = 'ISSUED';
    CREATE INDEX tax_invoices_user_idx ON tax_invoices (user_id, id DESC);

    -- What an invoice says is fixed at issue: the only change allowed is ISSUED → CANCELLED with its reason.
    CREATE FUNCTION tax_invoices_only_cancel() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'DELETE' OR OLD.status <> 'ISSUED' OR NEW.status <> 'CANCELLED'
        OR (to_jsonb(NEW) - ARRAY['status', 'cancel_reason', 'cancelled_by', 'cancelled_at'])
          <> (to_jsonb(OLD) - ARRAY['status', 'cancel_reason', 'cancelled_by', 'cancelled_at']) THEN
        RAISE EXCEPTION 'a tax invoice is never edited, only cancelled: % refused', TG_OP
          USING ERRCODE = 'insufficient_privilege';
      END IF;
      RETURN NEW;
    END $$;
    CREATE TRIGGER tax_invoices_no_edit BEFORE UPDATE OR DELETE ON tax_invoices
      FOR EACH ROW EXECUTE FUNCTION tax_invoices_only_cancel();
    CREATE TRIGGER tax_invoices_no_truncate BEFORE TRUNCATE ON tax_invoices
      FOR EACH STATEMENT EXECUTE FUNCTION refuse_change_of_record();
  `);
}
