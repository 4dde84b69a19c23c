/** The back office's payout-batches screens in Thai. */
export const payoutBatchesTh = {
  'payout-batches': {
    name_other: 'ชุดจ่ายเงิน',
    fields: {
      ref: 'เลขที่ชุด',
      channel: 'ช่องทางจ่าย',
      valueDate: 'วันที่จ่าย',
      status: 'สถานะ',
      payoutCount: 'จำนวนรายการ',
      totalAmount: 'ยอดรวม (บาท)',
      counts: 'ผลการจ่าย',
      preparedBy: 'ผู้จัดเตรียม',
      fileName: 'ไฟล์',
    },
    channels: {
      BANK: 'ไฟล์ธนาคาร',
      WALLET: 'กระเป๋าเงินดิจิทัล',
    },
    statuses: {
      PREPARED: 'รอผล',
      PREPARED_BANK: 'รอผลจากธนาคาร',
      PREPARED_WALLET: 'รอส่งผ่านผู้รับฝากทรัพย์สิน',
      CLOSED: 'ปิดแล้ว',
    },
    counts: 'รอ {{inBatch}} · จ่ายแล้ว {{paid}} · ไม่สำเร็จ {{failed}}',
    download: 'ดาวน์โหลด {{name}}',
    own_batch_BANK: 'คุณเป็นผู้จัดเตรียมชุดนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยันผล',
    own_batch_WALLET: 'คุณเป็นผู้จัดเตรียมชุดนี้ ต้องให้เจ้าหน้าที่อีกคนส่งผ่านผู้รับฝากทรัพย์สิน',
    prepare: {
      button: 'จัดเตรียมชุดจ่ายเงิน',
      title: 'จัดเตรียมชุดจ่ายเงิน',
      content:
        'ทุกรายการที่รอจ่ายทางช่องทางที่เลือกและถึงกำหนดภายในวันที่นี้จะอยู่ในชุดเดียว รายการที่บัญชีหรือกระเป๋าเงินไม่ผ่านการตรวจสอบจะถูกระงับไว้พร้อมเหตุผล',
      channels: {
        BANK: 'ไฟล์ธนาคาร: โอนเข้าบัญชีธนาคารของผู้ลงทุน',
        WALLET: 'โอนเข้ากระเป๋าเงินดิจิทัลของผู้ลงทุนผ่านผู้รับฝากทรัพย์สิน',
      },
      confirm: 'จัดเตรียม',
      done_other: 'จัดเตรียม {{ref}} แล้ว {{count, number}} รายการ ระงับไว้ {{held, number}} รายการ',
    },
  },
};
