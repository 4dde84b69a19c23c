/** The back office's reconciliations screens in Thai. */
export const reconciliationsTh = {
  reconciliations: {
    name_other: 'กระทบยอด',
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
    statuses: {
      CLEAN: 'ตรงกันทั้งหมด',
      BREAKS: 'พบรายการไม่ตรง',
    },
    flag_off: '$t(CUSTODIAN_DISABLED, {"ns": "errors"})',
    run: {
      button: 'กระทบยอดตอนนี้',
      done_other: 'กระทบยอดแล้ว พบรายการไม่ตรง {{count, number}} รายการ',
    },
  },
};
