import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- Spec §5-§6: only the account holder pays; a payment in another name may be refused. A notification whose payer
    -- is not the investor is kept as NAME_MISMATCH and its deposit left PENDING for operations to decide.
    ALTER TABLE qr_payment_notifications DROP CONSTRAINT qr_payment_notifications_outcome_check,
      ADD CONSTRAINT qr_payment_notifications_outcome_check
        CHECK (outcome IN ('VERIFIED', 'AMOUNT_DIFFERS', 'NAME_MISMATCH', 'DEPOSIT_NOT_PENDING', 'DEPOSIT_NOT_QR'));
  `);
}
