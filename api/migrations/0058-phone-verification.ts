import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- The number an SMS code went to, so a confirmed code verifies that number (and codes are counted per number).
    ALTER TABLE otp_codes ADD COLUMN phone_number text;
    CREATE INDEX otp_codes_phone_recent ON otp_codes (phone_number, created_at) WHERE phone_number IS NOT NULL;
    -- The mobile number the investor confirmed by SMS, and when; the profile's phone is verified while it is this one.
    ALTER TABLE users ADD COLUMN phone_verified_number text, ADD COLUMN phone_verified_at timestamptz;
  `);
}
