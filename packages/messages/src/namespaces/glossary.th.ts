const orderStages = {
  confirm: 'รอการอนุมัติ',
  approved: 'อนุมัติแล้ว รอราคา NAV',
  success: 'สำเร็จ',
  reject: 'ไม่อนุมัติ',
  cancelled: 'ยกเลิกแล้ว',
};

const paymentStatus = {
  UNPAID: 'รอชำระเงิน',
  AWAITING_SLIP: 'รอชำระเงิน',
  PENDING: 'รอตรวจสอบการชำระเงิน',
  VERIFIED: 'ชำระเงินแล้ว',
  REJECTED: 'การชำระเงินถูกปฏิเสธ',
};

/**
 * The one name of each investing word in Thai, for the site, the portal, the back office and the e-mails (spec §3
 * "fund operation labels"); `@fund/domain`'s `investing` glossary reads it as Thai and English terms.
 */
export const glossary = {
  orderKinds: { increase: 'เพิ่มเงินลงทุน', reduce: 'ลดเงินลงทุน', switch: 'สับเปลี่ยน' },
  invest: 'ลงทุน',
  orderStages,
  paymentStatus,
  // What an investor waits for: the stage, or for an increase in confirm, its payment.
  orderStatuses: {
    ...orderStages,
    awaitingPayment: paymentStatus.UNPAID,
    paymentChecking: paymentStatus.PENDING,
    paymentRejected: paymentStatus.REJECTED,
  },
  preliminary: 'รอราคา NAV',
};
