/** The back office's holidays screens in Thai. */
export const holidaysTh = {
  holidays: {
    name_other: 'วันหยุดทำการ',
    fields: {
      date: 'วันที่',
      nameTh: 'ชื่อวันหยุด (ไทย)',
      nameEn: 'ชื่อวันหยุด (อังกฤษ)',
      source: 'ที่มา',
      year: 'ปี',
    },
    sources: {
      LIBRARY: 'วันหยุดราชการ',
      SUBSTITUTE: 'วันหยุดชดเชย',
      STAFF: 'เพิ่มโดยเจ้าหน้าที่',
    },
    remove: 'เปิดทำการวันนี้',
    remove_confirm_title: 'เปิดทำการวันที่ {{date, businessDate}}?',
    remove_confirm: 'วันนี้จะกลายเป็นวันทำการ คำสั่งซื้อขายหลังเวลาตัดรอบจะใช้ราคาของวันนี้',
    removed: 'เปิดทำการวันที่ {{date, businessDate}} แล้ว',
    // The form refuses a weekend in the words the API uses for CALENDAR_WEEKEND.
    weekend: '$t(CALENDAR_WEEKEND, {"ns": "errors"})',
    create_title: 'เพิ่มวันหยุด',
    note: 'วันเสาร์ อาทิตย์ และวันในรายการนี้ไม่ใช่วันทำการ คำสั่งหลัง 14:00 น. ใช้ราคาของวันทำการถัดไป',
  },
};
