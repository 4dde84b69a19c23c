import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- What an investor holds in each strategy. reserved_units are promised to pending reductions and switch-outs,
    -- so two orders can never sell the same unit; the CHECKs hold that under any concurrency.
    CREATE TABLE holdings (
      user_id        bigint NOT NULL REFERENCES users (id),
      strategy_code  text NOT NULL REFERENCES strategies (code),
      units          numeric(24,4) NOT NULL DEFAULT 0 CHECK (units >= 0),
      reserved_units numeric(24,4) NOT NULL DEFAULT 0 CHECK (reserved_units >= 0),
      -- The principal of the units held (their cost), for profit and the reduce fee.
      cost           numeric(20,2) NOT NULL DEFAULT 0 CHECK (cost >= 0),
      updated_at     timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, strategy_code),
      CHECK (reserved_units <= units)
    );

    -- Every order; a switch is two rows, the out leg and the in leg (paired_order_id points to the out leg).
    CREATE TABLE orders (
      id               bigserial PRIMARY KEY,
      ref              text UNIQUE,
      user_id          bigint NOT NULL REFERENCES users (id),
      kind             text NOT NULL CHECK (kind IN ('increase', 'reduce', 'switch')),
      leg              text CHECK (leg IN ('out', 'in')),
      strategy_code    text NOT NULL REFERENCES strategies (code),
      paired_order_id  bigint REFERENCES orders (id),
      -- A multi-strategy investment: the orders placed together share it.
      batch_ref        text,
      amount           numeric(20,2) CHECK (amount > 0),
      units            numeric(24,4) CHECK (units > 0),
      full_redemption  boolean NOT NULL DEFAULT false,
      stage            text NOT NULL DEFAULT 'confirm'
        CHECK (stage IN ('confirm', 'approved', 'success', 'reject', 'cancelled')),
      trade_date       date NOT NULL,
      payment_type     text CHECK (payment_type IN ('BANK_TRANSFER', 'QR_PAYMENT')),
      receive_type     text CHECK (receive_type IN ('BANK_ACCOUNT', 'SWITCH')),
      risk_mismatch    boolean NOT NULL DEFAULT false,
      risk_accepted_at timestamptz,
      nav              numeric(20,4),
      fee              numeric(20,2),
      settled_units    numeric(24,4),
      settled_amount   numeric(20,2),
      reject_reason    text,
      decided_by       bigint REFERENCES users (id),
      decided_at       timestamptz,
      settled_at       timestamptz,
      cancelled_at     timestamptz,
      created_at       timestamptz NOT NULL,
      CHECK ((kind = 'switch') = (leg IS NOT NULL)),
      CHECK (leg = 'in' OR amount IS NOT NULL OR units IS NOT NULL),
      CHECK (NOT risk_mismatch OR risk_accepted_at IS NOT NULL)
    );
    CREATE INDEX orders_user_idx ON orders (user_id, created_at DESC, id DESC);
    CREATE INDEX orders_queue_idx ON orders (stage, trade_date, strategy_code);
    CREATE INDEX orders_settle_idx ON orders (strategy_code, trade_date) WHERE stage = 'approved';

    -- One answer per Idempotency-Key and investor: a retry gets the first answer, never a second order.
    CREATE TABLE order_requests (
      user_id         bigint NOT NULL REFERENCES users (id),
      idempotency_key text NOT NULL,
      request_hash    text NOT NULL,
      status          smallint,
      response        jsonb,
      created_at      timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (user_id, idempotency_key)
    );
  `);
}
