/** The back office's settlements screens in Thai. */
export const settlementsTh = {
  settlements: {
    name_other: 'ผลการชำระราคา',
    fields: {
      tradeDate: '$t(orders.tradeDate, {"ns": "common"})',
      strategyCode: 'กลยุทธ์',
      nav: 'NAV',
      ordersSettled: 'จำนวนคำสั่ง',
      unitsIn: 'หน่วยเข้า',
      unitsOut: 'หน่วยออก',
      amountIn: 'เงินเข้า (บาท)',
      amountOut: 'เงินออก (บาท)',
      fees: '$t(orders.fee, {"ns": "common"})',
      cause: 'สาเหตุ',
      approvedBy: 'ผู้อนุมัติ',
      createdAt: 'เวลา',
    },
    causes: {
      NAV_APPROVED: 'อนุมัติ NAV',
      ORDER_APPROVED: 'อนุมัติคำสั่งหลังอนุมัติ NAV',
      SWITCH_OUT_SETTLED: 'คำสั่งสับเปลี่ยนออกชำระราคาแล้ว',
      SWEEP: 'ระบบชำระราคารายการค้าง',
    },
    orders_link: 'ดูคำสั่ง',
  },
};
