import type { TaxInvoiceRow } from './tax-invoices.ts';

export const invoiceDocumentId = (id: number) => `tax-invoice-${id}`;

/** A tax invoice as the API answers it: its document id, number, parties and figures (decimal strings). */
export function toStaffInvoice(row: TaxInvoiceRow) {
  return {
    id: invoiceDocumentId(row.id),
    number: row.number,
    status: row.status,
    orderId: row.orderId,
    orderRef: row.orderRef,
    userId: row.userId,
    strategyCode: row.strategyCode,
    feeKind: row.feeKind,
    issueDate: row.issueDate,
    tradeDate: row.tradeDate,
    seller: row.seller,
    buyer: {
      nameTh: row.buyerNameTh,
      nameEn: row.buyerNameEn,
      taxId: row.buyerTaxId,
      address: row.buyerAddress,
    },
    vatRatePercent: row.vatRatePercent,
    amountBeforeVat: row.amountBeforeVat,
    vat: row.vat,
    total: row.total,
    replacesId: row.replacesId === null ? null : invoiceDocumentId(row.replacesId),
    replacedById: row.replacedById === null ? null : invoiceDocumentId(row.replacedById),
    cancelReason: row.cancelReason,
    cancelledAt: row.cancelledAt === null ? null : new Date(row.cancelledAt).toISOString(),
  };
}
