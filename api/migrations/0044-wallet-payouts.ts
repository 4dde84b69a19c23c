import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The investor's digital-asset wallet for payouts (spec §3 "receive type: wallet"). A row exists only once
    -- compliance verified the address: the first one and every later one come through a change request.
    CREATE TABLE kyc_wallets (
      user_id     bigint PRIMARY KEY REFERENCES users (id),
      network     text NOT NULL CHECK (network IN ('BTC', 'ETH', 'BSC', 'TRON')),
      address     text NOT NULL,
      verified_at timestamptz NOT NULL,
      verified_by bigint NOT NULL REFERENCES users (id),
      created_at  timestamptz NOT NULL,
      updated_at  timestamptz NOT NULL
    );

    ALTER TABLE change_requests DROP CONSTRAINT change_requests_kind_check,
      ADD CONSTRAINT change_requests_kind_check CHECK (kind IN ('PROFILE', 'BANK_ACCOUNT', 'WALLET'));

    -- A reduction is received in the bank account (the default) or in the wallet.
    ALTER TABLE orders DROP CONSTRAINT orders_receive_type_check,
      ADD CONSTRAINT orders_receive_type_check CHECK (receive_type IN ('BANK_ACCOUNT', 'WALLET', 'SWITCH'));

    -- A wallet payout carries its destination as verified when the order settled, as a bank payout does; the
    -- custodian's transaction hash is its reference once paid. A batch pays through one channel.
    ALTER TABLE payouts ADD COLUMN wallet_network text, ADD COLUMN wallet_address text,
      ADD CONSTRAINT payouts_wallet_destination_check
        CHECK (receive_type = 'BANK' OR status = 'HELD' OR (wallet_network IS NOT NULL AND wallet_address IS NOT NULL));
    ALTER TABLE payout_batches ADD COLUMN channel text NOT NULL DEFAULT 'BANK' CHECK (channel IN ('BANK', 'WALLET'));
  `);
}
