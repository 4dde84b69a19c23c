import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- T+n business days from the trade date to the day the bank pays a redemption (DESIGN §4 "Money out").
    ALTER TABLE strategies
      ADD COLUMN payout_lag_days smallint NOT NULL DEFAULT 2 CHECK (payout_lag_days BETWEEN 0 AND 10);

    -- What operations hand the bank in one file: prepared by one staff member, confirmed by another.
    CREATE TABLE payout_batches (
      id            bigserial PRIMARY KEY,
      ref           text NOT NULL UNIQUE,
      value_date    date NOT NULL,
      status        text NOT NULL DEFAULT 'PREPARED' CHECK (status IN ('PREPARED', 'CLOSED')),
      payout_count  integer NOT NULL CHECK (payout_count > 0),
      total_amount  numeric(20,2) NOT NULL,
      -- The bank file as handed over, kept so the same bytes can be downloaded again.
      file_name     text NOT NULL,
      file_content  text NOT NULL,
      file_sha256   text NOT NULL,
      prepared_by   bigint NOT NULL REFERENCES users (id),
      prepared_at   timestamptz NOT NULL,
      closed_at     timestamptz
    );
    CREATE INDEX payout_batches_date_idx ON payout_batches (value_date DESC, id DESC);

    -- One payout per settled reduction (UNIQUE order_id: a second settlement run cannot pay twice), with the
    -- destination as it was verified when the order settled: a later change of account does not redirect it.
    CREATE TABLE payouts (
      id             bigserial PRIMARY KEY,
      order_id       bigint NOT NULL UNIQUE REFERENCES orders (id),
      user_id        bigint NOT NULL REFERENCES users (id),
      strategy_code  text NOT NULL REFERENCES strategies (code),
      trade_date     date NOT NULL,
      value_date     date NOT NULL,
      units          numeric(24,4) NOT NULL CHECK (units > 0),
      nav            numeric(20,4) NOT NULL,
      fee            numeric(20,2) NOT NULL CHECK (fee >= 0),
      amount         numeric(20,2) NOT NULL CHECK (amount > 0),
      receive_type   text NOT NULL DEFAULT 'BANK' CHECK (receive_type IN ('BANK', 'WALLET')),
      bank_code      text,
      account_number text,
      account_name   text,
      status         text NOT NULL
        CHECK (status IN ('HELD', 'PENDING', 'IN_BATCH', 'PAID', 'FAILED', 'RETURNED')),
      -- Why a payout cannot be batched (an error code the screens translate); null unless HELD.
      hold_reason    text,
      batch_id       bigint REFERENCES payout_batches (id),
      bank_reference text,
      paid_at        timestamptz,
      paid_by        bigint REFERENCES users (id),
      failure_reason text,
      failed_at      timestamptz,
      returned_at    timestamptz,
      created_at     timestamptz NOT NULL,
      updated_at     timestamptz NOT NULL,
      CHECK ((status = 'HELD') = (hold_reason IS NOT NULL)),
      CHECK (status <> 'IN_BATCH' OR batch_id IS NOT NULL),
      CHECK (status <> 'PAID' OR (bank_reference IS NOT NULL AND paid_at IS NOT NULL)),
      CHECK (status NOT IN ('FAILED', 'RETURNED') OR failure_reason IS NOT NULL)
    );
    CREATE INDEX payouts_user_idx ON payouts (user_id, id DESC);
    CREATE INDEX payouts_queue_idx ON payouts (status, value_date);
    CREATE INDEX payouts_batch_idx ON payouts (batch_id) WHERE batch_id IS NOT NULL;
  `);
}
