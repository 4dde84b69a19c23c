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
          approvedBy: 'ผู้อนุมัติ NAV',
          createdAt: 'เวลา',
        },
        orders_link: 'ดูคำสั่ง',
      },
    },
  },
  en: {
    resources: {
      settlements: {
        name: 'Settlement |||| Settlements',
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
          approvedBy: 'NAV approved by',
          createdAt: 'Time',
        },
        orders_link: 'View orders',
      },
    },
  },
};
