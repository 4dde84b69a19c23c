export const settlementsMessages = {
  th: {
    resources: {
      settlements: {
        name: 'ผลการชำระราคา',
        fields: {
          tradeDate: 'วันที่ทำรายการ',
          strategyCode: 'กลยุทธ์',
          nav: 'NAV',
          ordersSettled: 'จำนวนคำสั่ง',
          unitsIn: 'หน่วยเข้า',
          unitsOut: 'หน่วยออก',
          amountIn: 'เงินเข้า (บาท)',
          amountOut: 'เงินออก (บาท)',
          fees: 'ค่าธรรมเนียม (บาท)',
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
    },
  },
  en: {
    resources: {
      settlements: {
        name_one: 'Settlement',
        name_other: 'Settlements',
        fields: {
          tradeDate: 'Trade date',
          strategyCode: 'Strategy',
          nav: 'NAV',
          ordersSettled: 'Orders settled',
          unitsIn: 'Units in',
          unitsOut: 'Units out',
          amountIn: 'Amount in (THB)',
          amountOut: 'Amount out (THB)',
          fees: 'Fees (THB)',
          cause: 'Cause',
          approvedBy: 'Approved by',
          createdAt: 'Time',
        },
        causes: {
          NAV_APPROVED: 'NAV approved',
          ORDER_APPROVED: 'Order approved after its NAV',
          SWITCH_OUT_SETTLED: 'Switch-out settled',
          SWEEP: 'Sweep of pending settlements',
        },
        orders_link: 'View orders',
      },
    },
  },
};
