import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The bank's "paid" notifications for PromptPay QR deposits, each kept once: the bank's transaction id is
    -- UNIQUE, so a notification delivered twice changes nothing the second time. Every notification that named
    -- a known deposit is kept, including those that did not verify it (outcome and note), for operations to decide.
    CREATE TABLE qr_payment_notifications (
      id                  bigserial PRIMARY KEY,
      bank_transaction_id text NOT NULL UNIQUE,
      deposit_id          bigint NOT NULL REFERENCES deposits (id),
      amount              numeric(20,2) NOT NULL,
      paid_at             timestamptz NOT NULL,
      -- Masked as the bank sends them (no full account number is stored).
      payer_name          text,
      payer_account       text,
      outcome             text NOT NULL
        CHECK (outcome IN ('VERIFIED', 'AMOUNT_DIFFERS', 'DEPOSIT_NOT_PENDING', 'DEPOSIT_NOT_QR')),
      note                text,
      received_at         timestamptz NOT NULL,
      CHECK ((outcome = 'VERIFIED') = (note IS NULL))
    );
    CREATE INDEX qr_payment_notifications_deposit_idx ON qr_payment_notifications (deposit_id, received_at);

    -- A deposit verified by the bank's notification rather than by a staff member (verified_by stays NULL).
    ALTER TABLE deposits ADD COLUMN verified_by_bank_transaction_id text
      REFERENCES qr_payment_notifications (bank_transaction_id);
  `);
}
