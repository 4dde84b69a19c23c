import { quote } from '../../quote.ts';
import { glossary } from '../glossary.th.ts';
/** The back office's orders screens in Thai. */
export const ordersTh = {
  orders: {
    name_other: 'คำสั่งซื้อขาย',
    fields: {
      ref: 'เลขที่รายการ',
      email: 'อีเมลผู้ลงทุน',
      kind: 'ประเภท',
      strategyCode: 'กลยุทธ์',
      amountUnits: 'จำนวนเงิน / หน่วย',
      amount: '$t(orders.amount, {"ns": "common"})',
      units: 'จำนวนหน่วย',
      requestedAmount: 'จำนวนเงินที่สั่ง (บาท)',
      requestedUnits: 'จำนวนหน่วยที่สั่ง',
      stage: 'สถานะ',
      tradeDate: '$t(orders.tradeDate, {"ns": "common"})',
      createdAt: 'สร้างเมื่อ',
      riskAcceptedAt: 'ยอมรับความเสี่ยงแล้ว',
      fee: '$t(orders.fee, {"ns": "common"})',
      nav: 'NAV',
      settledAt: 'ชำระราคาเมื่อ',
      rejectReason: 'เหตุผลที่ไม่อนุมัติ',
      paymentType: '$t(orders.paymentType, {"ns": "common"})',
      receiveType: '$t(orders.receiveType, {"ns": "common"})',
      batchRef: 'เลขที่ชุดรายการ',
      deposit: 'การชำระเงิน',
      funded: 'การรับเงิน',
      q: 'ค้นหาเลขที่รายการหรืออีเมล',
    },
    // One name per word, quoted from the glossary the portal and the site use too.
    stages: quote('glossary:orderStages', glossary.orderStages, { nsSeparator: false }),
    kinds: quote('glossary:orderKinds', glossary.orderKinds, { nsSeparator: false }),
    legs: {
      title: 'ขาของการสับเปลี่ยน',
      out: 'ขาออก',
      in: 'ขาเข้า',
    },
    risk: {
      accepted: 'ยอมรับแล้ว',
      not_needed: 'ไม่ต้องยอมรับ',
      missing: 'ยังไม่ยอมรับ',
    },
    payment: {
      no_deposit: 'ยังไม่มีรายการฝากเงิน',
      not_needed: 'ไม่ต้องชำระเงิน',
      awaiting_verification: 'รอยืนยันการรับเงิน',
      funded: 'ยืนยันรับเงินแล้ว',
      not_funded: 'ยังไม่ยืนยันรับเงิน',
    },
    payment_types: {
      BANK_TRANSFER: '$t(orders.bankTransfer, {"ns": "common"})',
      QR_PAYMENT: 'QR พร้อมเพย์',
    },
    receive_types: {
      BANK_ACCOUNT: 'บัญชีธนาคารของผู้ลงทุน',
      WALLET: 'กระเป๋าเงินดิจิทัลของผู้ลงทุน',
      SWITCH: 'สับเปลี่ยนเข้ากลยุทธ์ปลายทาง',
    },
    full_redemption: 'ลดทั้งหมด',
    units_suffix: 'หน่วย',
    baht_suffix: 'บาท',
    actions: {
      approve: {
        button: 'อนุมัติ',
        title: 'อนุมัติคำสั่ง {{ref}}?',
        content: 'คำสั่งนี้จะรอชำระราคาด้วย NAV ของวันที่ทำรายการ',
        confirm: 'ยืนยันการอนุมัติ',
        done: 'อนุมัติคำสั่งแล้ว',
      },
      reject: {
        button: 'ไม่อนุมัติ',
        title: 'ไม่อนุมัติคำสั่ง {{ref}}',
        content: 'หน่วยลงทุนที่กันไว้จะคืนให้ผู้ลงทุน และผู้ลงทุนจะเห็นเหตุผลนี้',
        confirm: 'ยืนยันไม่อนุมัติ',
        done: 'ไม่อนุมัติคำสั่งแล้ว',
      },
    },
  },
};
