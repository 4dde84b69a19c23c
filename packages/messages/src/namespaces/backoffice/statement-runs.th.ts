/** The back office's statement-runs screens in Thai. */
export const statementRunsTh = {
  'statement-runs': {
    name: '$t(documents.monthlyStatements, {"ns": "common"})',
    fields: {
      month: 'เดือน',
      cause: 'ที่มา',
      progress: 'ความคืบหน้า',
      investors: 'ผู้ลงทุน',
      generated: 'สร้างแล้ว',
      failed: 'ไม่สำเร็จ',
      pending: 'รอสร้าง',
      emailed: 'ส่งอีเมลแล้ว',
      startedAt: 'เริ่มเมื่อ',
      finishedAt: 'เสร็จเมื่อ',
    },
    causes: {
      SCHEDULE: 'อัตโนมัติ (วันทำการแรกของเดือน)',
      STAFF: 'เจ้าหน้าที่สั่ง',
    },
    running: 'กำลังสร้าง',
    explain: 'ระบบสร้างรายงานสรุปของเดือนก่อนให้ผู้ลงทุนทุกคนที่ถือหน่วยหรือมีรายการ ในวันทำการแรกของเดือน แล้วส่งอีเมลแจ้ง',
    start: {
      button: 'สร้างรายงานของเดือน',
      title: 'สร้างรายงานสรุปรายเดือน',
      month: 'เดือน (ปปปป-ดด ค.ศ.)',
      confirm: 'เริ่มสร้าง',
      done: 'เริ่มสร้างรายงานเดือน {{month}} แล้ว',
      invalid: 'ระบุเดือนเป็น ปปปป-ดด เช่น 2026-10',
    },
    retry: {
      button: 'สร้างใหม่ {{count}} ฉบับที่ไม่สำเร็จ',
      done: 'สั่งสร้างรายงานที่ไม่สำเร็จใหม่แล้ว',
    },
  },
};
