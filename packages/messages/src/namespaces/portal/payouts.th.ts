/** A redemption's payout on the order page and in the history (Thai). */
export const payoutsTh = {
  title: 'การรับเงินค่าขายคืน',
  amount: 'จำนวนเงินที่ได้รับ (บาท)',
  account: 'บัญชีที่รับเงิน',
  accountEnding: '{{bank}} ลงท้ายด้วย {{ending}}',
  wallet: 'กระเป๋าเงินดิจิทัล {{network}} {{address}}',
  valueDate: 'วันที่เงินเข้าบัญชี',
  reference: 'เลขที่อ้างอิงธนาคาร',
  txHash: 'เลขที่ธุรกรรม (transaction hash)',
  paidAt: 'โอนเงินเมื่อ',
  failureReason: 'สาเหตุที่โอนไม่สำเร็จ',
  column: 'การรับเงิน',
  brief: '{{status}} · {{date}}',
  whatToDo:
    'กรุณาตรวจสอบว่าบัญชีธนาคารของท่านยังใช้งานได้และเป็นชื่อของท่าน หากต้องการเปลี่ยนบัญชี กรุณายื่นคำขอเปลี่ยนบัญชีในโปรไฟล์ เงินของท่านยังปลอดภัย และเราจะโอนอีกครั้งเมื่อบัญชีพร้อม',
  status: {
    HELD: 'รอตรวจสอบบัญชี',
    PENDING: 'รอโอนเงิน',
    IN_BATCH: 'กำลังโอนเงิน',
    PAID: 'โอนเงินแล้ว',
    FAILED: 'โอนเงินไม่สำเร็จ',
    RETURNED: 'เงินถูกส่งคืน',
  },
};

export type PayoutsMessages = typeof payoutsTh;
