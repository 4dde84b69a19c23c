export const payoutBatchesMessages = {
  th: {
    resources: {
      'payout-batches': {
        name: 'ชุดจ่ายเงิน |||| ชุดจ่ายเงิน',
        fields: {
          ref: 'เลขที่ชุด',
          valueDate: 'วันที่จ่าย',
          status: 'สถานะ',
          payoutCount: 'จำนวนรายการ',
          totalAmount: 'ยอดรวม (บาท)',
          counts: 'ผลการจ่าย',
          preparedBy: 'ผู้จัดเตรียม',
          fileName: 'ไฟล์ธนาคาร',
        },
        statuses: { PREPARED: 'รอผลจากธนาคาร', CLOSED: 'ปิดแล้ว' },
        counts: 'รอ %{inBatch} · จ่ายแล้ว %{paid} · ไม่สำเร็จ %{failed}',
        download: 'ดาวน์โหลด %{name}',
        own_batch: 'คุณเป็นผู้จัดเตรียมชุดนี้ ต้องให้เจ้าหน้าที่อีกคนยืนยันผล',
        prepare: {
          button: 'จัดเตรียมชุดจ่ายเงิน',
          title: 'จัดเตรียมชุดจ่ายเงิน',
          content:
            'ทุกรายการที่รอจ่ายและถึงกำหนดภายในวันที่นี้จะอยู่ในไฟล์ธนาคารเดียว รายการที่บัญชีไม่ผ่านการตรวจสอบจะถูกระงับไว้พร้อมเหตุผล',
          confirm: 'จัดเตรียม',
          done: 'จัดเตรียม %{ref} แล้ว %{count} รายการ ระงับไว้ %{held} รายการ',
        },
      },
    },
  },
  en: {
    resources: {
      'payout-batches': {
        name: 'Payout batch |||| Payout batches',
        fields: {
          ref: 'Batch',
          valueDate: 'Value date',
          status: 'Status',
          payoutCount: 'Payouts',
          totalAmount: 'Total (THB)',
          counts: 'Outcome',
          preparedBy: 'Prepared by',
          fileName: 'Bank file',
        },
        statuses: { PREPARED: 'Awaiting the bank', CLOSED: 'Closed' },
        counts: 'waiting %{inBatch} · paid %{paid} · failed %{failed}',
        download: 'Download %{name}',
        own_batch: 'You prepared this batch: another staff member confirms it',
        prepare: {
          button: 'Prepare batch',
          title: 'Prepare a payout batch',
          content:
            'Every pending payout due by this date goes into one bank file; a payout whose account does not pass is held with the reason.',
          confirm: 'Prepare',
          done: '%{ref} prepared: %{count} payouts, %{held} held',
        },
      },
    },
  },
};
