import { errorMessage } from '@fund/domain';

export const holidaysMessages = {
  th: {
    resources: {
      holidays: {
        name: 'วันหยุดทำการ',
        fields: { date: 'วันที่', nameTh: 'ชื่อวันหยุด (ไทย)', nameEn: 'ชื่อวันหยุด (อังกฤษ)', source: 'ที่มา', year: 'ปี' },
        sources: { LIBRARY: 'วันหยุดราชการ', SUBSTITUTE: 'วันหยุดชดเชย', STAFF: 'เพิ่มโดยเจ้าหน้าที่' },
        remove: 'เปิดทำการวันนี้',
        remove_confirm_title: 'เปิดทำการวันที่ {{date}}?',
        remove_confirm: 'วันนี้จะกลายเป็นวันทำการ คำสั่งซื้อขายหลังเวลาตัดรอบจะใช้ราคาของวันนี้',
        removed: 'เปิดทำการวันที่ {{date}} แล้ว',
        // The form refuses a weekend in the words the API uses for CALENDAR_WEEKEND.
        weekend: errorMessage('CALENDAR_WEEKEND', 'th'),
        create_title: 'เพิ่มวันหยุด',
        note: 'วันเสาร์ อาทิตย์ และวันในรายการนี้ไม่ใช่วันทำการ คำสั่งหลัง 14:00 น. ใช้ราคาของวันทำการถัดไป',
      },
    },
  },
  en: {
    resources: {
      holidays: {
        name_one: 'Holiday',
        name_other: 'Holidays',
        fields: {
          date: 'Date',
          nameTh: 'Name (Thai)',
          nameEn: 'Name (English)',
          source: 'Source',
          year: 'Year',
        },
        sources: { LIBRARY: 'Public holiday', SUBSTITUTE: 'Substitution day', STAFF: 'Added by staff' },
        remove: 'Open this day',
        remove_confirm_title: 'Open {{date}} for business?',
        remove_confirm: 'The day becomes a business day; orders after the cut-off will trade at its price.',
        removed: '{{date}} is a business day again',
        weekend: errorMessage('CALENDAR_WEEKEND', 'en'),
        create_title: 'Add a holiday',
        note: 'Weekends and the days in this list are not business days; orders after 14:00 trade at the next business day’s price.',
      },
    },
  },
};
