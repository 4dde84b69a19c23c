import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The money an investor sends for their increase orders: one deposit pays every confirm increase of a batch
    -- (a multi-strategy investment is paid once). Staff verify it against the bank statement and the slip.
    CREATE TABLE deposits (
      id               bigserial PRIMARY KEY,
      ref              text NOT NULL UNIQUE,
      user_id          bigint NOT NULL REFERENCES users (id),
      amount           numeric(20,2) NOT NULL CHECK (amount > 0),
      method           text NOT NULL CHECK (method IN ('BANK_TRANSFER', 'QR_PAYMENT')),
      status           text NOT NULL CHECK (status IN ('AWAITING_SLIP', 'PENDING', 'VERIFIED', 'REJECTED')),
      -- The reference a PromptPay payment carries (letters and digits only, as bank apps accept).
      qr_reference     text NOT NULL UNIQUE,
      -- The transfer slip, in the same file store as the KYC files.
      slip_storage_key text,
      slip_mime_type   text,
      slip_size_bytes  integer,
      slip_uploaded_at timestamptz,
      reject_reason    text,
      rejected_by      bigint REFERENCES users (id),
      rejected_at      timestamptz,
      verified_by      bigint REFERENCES users (id),
      verified_at      timestamptz,
      created_at       timestamptz NOT NULL,
      CHECK ((status = 'REJECTED') = (reject_reason IS NOT NULL)),
      CHECK ((status = 'VERIFIED') = (verified_at IS NOT NULL))
    );
    CREATE INDEX deposits_user_idx ON deposits (user_id, created_at DESC, id DESC);
    CREATE INDEX deposits_queue_idx ON deposits (status, created_at);

    -- The deposit that pays an increase order (a rejected deposit is replaced by a new one).
    ALTER TABLE orders ADD COLUMN deposit_id bigint REFERENCES deposits (id);
    CREATE INDEX orders_deposit_idx ON orders (deposit_id) WHERE deposit_id IS NOT NULL;
  `);
}
