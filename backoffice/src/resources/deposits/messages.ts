export const depositsMessages = {
  th: {
    resources: {
      deposits: {
        name: 'รายการฝากเงิน',
        fields: {
          ref: 'เลขที่รายการ',
          investor: 'ผู้ลงทุน',
          email: 'อีเมลผู้ลงทุน',
          amount: 'จำนวนเงิน (บาท)',
          method: 'ช่องทางชำระเงิน',
          status: 'สถานะ',
          createdAt: 'สร้างเมื่อ',
          verifiedAt: 'ตรวจสอบเมื่อ',
          verifiedBy: 'ตรวจสอบโดย',
          qrReference: 'เลขอ้างอิงการชำระเงิน',
          bankAccountName: 'ชื่อบัญชีธนาคารของผู้ลงทุน',
          rejectReason: 'เหตุผลที่ไม่อนุมัติ',
          slip: 'สลิปการโอนเงิน',
          q: 'ค้นหาเลขที่รายการ อีเมล หรือชื่อ',
        },
        statuses: {
          AWAITING_SLIP: 'รอสลิป',
          PENDING: 'รอตรวจสอบ',
          VERIFIED: 'ตรวจสอบแล้ว',
          REJECTED: 'ไม่อนุมัติ',
        },
        methods: { BANK_TRANSFER: 'โอนเงินผ่านธนาคาร', QR_PAYMENT: 'QR พร้อมเพย์' },
        slip: {
          none: 'ผู้ลงทุนยังไม่ได้อัปโหลดสลิป',
          image: 'สลิปของรายการ %{ref}',
          open: 'เปิดสลิปขนาดเต็ม',
          pdf: 'เปิดสลิป (PDF)',
        },
        orders: 'คำสั่งที่ชำระด้วยรายการนี้',
        actions: {
          approve: {
            button: 'ยืนยันรับเงิน',
            title: 'ยืนยันรับเงิน %{ref}?',
            content: 'ตรวจสอบแล้วว่าเงินเข้าบัญชีบริษัทครบจำนวนและชื่อผู้โอนตรงกับผู้ลงทุน คำสั่งที่ชำระด้วยรายการนี้จะอนุมัติได้',
            confirm: 'ยืนยันรับเงิน',
            done: 'ยืนยันรับเงินแล้ว',
          },
          reject: {
            button: 'ไม่อนุมัติ',
            title: 'ไม่อนุมัติรายการฝากเงิน %{ref}',
            content: 'ผู้ลงทุนจะได้รับอีเมลพร้อมเหตุผลนี้ เช่น ชื่อผู้โอนไม่ตรงกับชื่อผู้ลงทุน',
            confirm: 'ยืนยันไม่อนุมัติ',
            done: 'ไม่อนุมัติรายการฝากเงินแล้ว',
          },
        },
      },
    },
  },
  en: {
    resources: {
      deposits: {
        name: 'Deposits',
        fields: {
          ref: 'Reference',
          investor: 'Investor',
          email: 'Investor e-mail',
          amount: 'Amount (THB)',
          method: 'Payment method',
          status: 'Status',
          createdAt: 'Created',
          verifiedAt: 'Verified',
          verifiedBy: 'Verified by',
          qrReference: 'Payment reference',
          bankAccountName: 'Investor’s bank account name',
          rejectReason: 'Reject reason',
          slip: 'Transfer slip',
          q: 'Search reference, e-mail or name',
        },
        statuses: {
          AWAITING_SLIP: 'Awaiting slip',
          PENDING: 'To verify',
          VERIFIED: 'Verified',
          REJECTED: 'Rejected',
        },
        methods: { BANK_TRANSFER: 'Bank transfer', QR_PAYMENT: 'PromptPay QR' },
        slip: {
          none: 'The investor has not uploaded a slip yet',
          image: 'Slip of %{ref}',
          open: 'Open the slip full size',
          pdf: 'Open the slip (PDF)',
        },
        orders: 'Orders paid by this deposit',
        actions: {
          approve: {
            button: 'Verify',
            title: 'Verify deposit %{ref}?',
            content:
              'The full amount is in the company account and the payer’s name matches the investor. The orders it pays can then be approved.',
            confirm: 'Confirm verification',
            done: 'Deposit verified',
          },
          reject: {
            button: 'Reject',
            title: 'Reject deposit %{ref}',
            content:
              'The investor is e-mailed this reason, e.g. the payer’s name does not match the investor.',
            confirm: 'Confirm rejection',
            done: 'Deposit rejected',
          },
        },
      },
    },
  },
};
