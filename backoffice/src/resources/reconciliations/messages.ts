export const reconciliationsMessages = {
  th: {
    resources: {
      reconciliations: {
        name: 'กระทบยอด |||| กระทบยอด',
        fields: {
          asOf: 'ณ วันที่',
          status: 'ผล',
          breakCount: 'รายการไม่ตรง',
          positionsChecked: 'จำนวนสถานะที่ตรวจ',
          cause: 'ที่มา',
          startedBy: 'ผู้สั่งตรวจ',
          createdAt: 'ตรวจเมื่อ',
          breaks: 'รายการไม่ตรงกัน',
          kind: 'ประเภท',
          email: 'ผู้ลงทุน',
          strategyCode: 'กลยุทธ์',
          ours: 'ยอดของเรา',
          theirs: 'ยอดผู้รับฝาก',
          difference: 'ส่วนต่าง',
        },
        statuses: { CLEAN: 'ตรงกันทั้งหมด', BREAKS: 'พบรายการไม่ตรง' },
        flag_off: 'ปิดการเชื่อมต่อผู้รับฝากทรัพย์สินอยู่ (ฟีเจอร์แฟล็ก custodian) จึงไม่มีการกระทบยอด',
        run: { button: 'กระทบยอดตอนนี้', done: 'กระทบยอดแล้ว พบรายการไม่ตรง %{breaks} รายการ' },
      },
    },
  },
  en: {
    resources: {
      reconciliations: {
        name: 'Reconciliation |||| Reconciliations',
        fields: {
          asOf: 'As of',
          status: 'Result',
          breakCount: 'Breaks',
          positionsChecked: 'Positions checked',
          cause: 'Cause',
          startedBy: 'Started by',
          createdAt: 'Run at',
          breaks: 'Breaks',
          kind: 'Kind',
          email: 'Investor',
          strategyCode: 'Strategy',
          ours: 'Ours',
          theirs: 'Custodian',
          difference: 'Difference',
        },
        statuses: { CLEAN: 'Clean', BREAKS: 'Breaks found' },
        flag_off: 'The custodian is switched off (the custodian feature flag): no reconciliation runs.',
        run: { button: 'Reconcile now', done: 'Reconciled: %{breaks} break(s)' },
      },
    },
  },
};
