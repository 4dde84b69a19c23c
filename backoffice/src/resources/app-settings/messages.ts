export const appSettingsMessages = {
  th: {
    resources: {
      'app-settings': {
        name: 'การตั้งค่าระบบ',
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
        notifications: { updated: 'บันทึกการตั้งค่าแล้ว' },
      },
    },
  },
  en: {
    resources: {
      'app-settings': {
        name_one: 'App setting',
        name_other: 'App settings',
        fields: {
          id: 'Setting',
          maintenance: 'Maintenance mode',
          maintenanceText: 'Maintenance text',
          updatedAt: 'Last updated',
        },
        helpers: {
          maintenanceText:
            'Shown on the investor portal and the site while maintenance mode is on (optional)',
        },
        edit_title: 'Edit maintenance mode',
        notifications: { updated: 'Setting saved' },
      },
    },
  },
};
