/** The back office's client-errors screens in Thai. */
export const clientErrorsTh = {
  'client-errors': {
    name_other: 'ข้อผิดพลาดหน้าเว็บ',
    fields: {
      createdAt: 'เวลา',
      app: 'แอป',
      message: 'ข้อความ',
      occurrences: 'จำนวนครั้ง',
      path: 'หน้า',
      userId: 'รหัสผู้ใช้',
      createdAtFrom: 'ตั้งแต่วันที่',
      createdAtTo: 'ถึงวันที่',
    },
    apps: {
      portal: 'พอร์ทัลลูกค้า',
      backoffice: 'ระบบหลังบ้าน',
      site: 'เว็บไซต์',
    },
  },
};
