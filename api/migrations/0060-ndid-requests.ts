import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The investor's NDID identity requests: which bank (identity provider) they picked, the proxy's request id and
    -- the reference the bank's app shows, and how the request ended. Read by its owner only.
    CREATE TABLE ndid_requests (
      id                uuid PRIMARY KEY,
      user_id           bigint NOT NULL REFERENCES users (id),
      idp_id            text NOT NULL,
      national_id       text NOT NULL,
      proxy_request_id  text NOT NULL UNIQUE,
      reference_code    text NOT NULL,
      status            text NOT NULL DEFAULT 'PENDING'
                        CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED', 'TIMED_OUT')),
      created_at        timestamptz NOT NULL,
      expires_at        timestamptz NOT NULL,
      answered_at       timestamptz
    );
    CREATE INDEX ndid_requests_user ON ndid_requests (user_id, created_at DESC);

    -- What the NDID proxy simulator keeps (never used in production): each request the identity provider's app
    -- answers, as the proxy keeps it across API replicas.
    CREATE TABLE ndid_simulator_requests (
      request_id      text PRIMARY KEY,
      idp_id          text NOT NULL,
      national_id     text NOT NULL,
      reference_code  text NOT NULL,
      status          text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'APPROVED', 'REJECTED')),
      created_at      timestamptz NOT NULL,
      answered_at     timestamptz
    );

    -- Where the identity on the profile came from: the card photos checked with DOPA, or an NDID identity provider.
    ALTER TABLE kyc_profiles ADD COLUMN identity_source text CHECK (identity_source IN ('DOPA', 'NDID'));
  `);
}
