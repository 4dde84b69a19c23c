export const payoutBatchesMessages = {
  th: {
    resources: {
      'payout-batches': {
        name: 'ชุดจ่ายเงิน',
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
        channels: { BANK: 'ไฟล์ธนาคาร', WALLET: 'กระเป๋าเงินดิจิทัล' },
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
          done: 'จัดเตรียม {{ref}} แล้ว {{count}} รายการ ระงับไว้ {{held}} รายการ',
        },
      },
    },
  },
  en: {
    resources: {
      'payout-batches': {
        name_one: 'Payout batch',
        name_other: 'Payout batches',
        fields: {
          ref: 'Batch',
          channel: 'Paid through',
          valueDate: 'Value date',
          status: 'Status',
          payoutCount: 'Payouts',
          totalAmount: 'Total (THB)',
          counts: 'Outcome',
          preparedBy: 'Prepared by',
          fileName: 'File',
        },
        channels: { BANK: 'Bank file', WALLET: 'Wallet' },
        statuses: {
          PREPARED: 'Awaiting the outcome',
          PREPARED_BANK: 'Awaiting the bank',
          PREPARED_WALLET: 'Awaiting sending',
          CLOSED: 'Closed',
        },
        counts: 'waiting {{inBatch}} · paid {{paid}} · failed {{failed}}',
        download: 'Download {{name}}',
        own_batch_BANK: 'You prepared this batch: another staff member confirms it',
        own_batch_WALLET: 'You prepared this batch: another staff member sends it through the custodian',
        prepare: {
          button: 'Prepare batch',
          title: 'Prepare a payout batch',
          content:
            'Every pending payout of the chosen channel due by this date goes into one batch; a payout whose account or wallet does not pass is held with the reason.',
          channels: {
            BANK: "Bank file: to the investors' bank accounts",
            WALLET: "Wallet transfer: to the investors' wallets through the custodian",
          },
          confirm: 'Prepare',
          done: '{{ref}} prepared: {{count}} payouts, {{held}} held',
        },
      },
    },
  },
};
