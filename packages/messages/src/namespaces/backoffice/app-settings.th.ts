/** The back office's app-settings screens in Thai. */
export const appSettingsTh = {
  'app-settings': {
    name_other: 'การตั้งค่าระบบ',
    fields: {
      id: 'การตั้งค่า',
      maintenance: 'โหมดปิดปรับปรุง',
      maintenanceText: 'ข้อความแจ้งปิดปรับปรุง',
      updatedAt: 'แก้ไขล่าสุด',
    },
    helpers: {
      maintenanceText: 'แสดงบนพอร์ทัลนักลงทุนและเว็บไซต์ระหว่างเปิดโหมดปิดปรับปรุง (ไม่บังคับ)',
    },
    edit_title: 'แก้ไขโหมดปิดปรับปรุง',
    notifications: {
      updated: 'บันทึกการตั้งค่าแล้ว',
    },
  },
};
