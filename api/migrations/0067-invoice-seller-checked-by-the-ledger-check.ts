import type { QueryInterface } from 'sequelize';

export async function up(queryInterface: QueryInterface): Promise<void> {
  await queryInterface.sequelize.query(`
    -- An invoice's seller version was checked after each insert by a statement trigger over the rows inserted
    -- (0063). Its transition table copies every row a settlement issues (one per fee, wide rows) before the check
    -- reads them: about a tenth of the settlement's time for a check that cannot fail on either path that writes
    -- invoices, since both take the id from the version they just added or found (tax-invoices.ts,
    -- sellerVersionId), and a version is never deleted or changed (its triggers refuse it) nor an invoice's
    -- seller_id (tax_invoices_only_cancel). As the holdings' and payouts' keys before it (0064, 0066), the ledger
    -- check now reports an invoice naming a seller version that does not exist.
    DROP TRIGGER tax_invoices_seller_known ON tax_invoices;
    DROP FUNCTION tax_invoices_seller_known();
  `);
}
