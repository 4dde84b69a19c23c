export const clientErrorsMessages = {
  th: {
    resources: {
      'client-errors': {
        name: 'ข้อผิดพลาดหน้าเว็บ',
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
        apps: { portal: 'พอร์ทัลลูกค้า', backoffice: 'ระบบหลังบ้าน', site: 'เว็บไซต์' },
      },
    },
  },
  en: {
    resources: {
      'client-errors': {
        name_one: 'Front-end error',
        name_other: 'Front-end errors',
        fields: {
          createdAt: 'Time',
          app: 'App',
          message: 'Message',
          occurrences: 'Occurrences',
          path: 'Page',
          userId: 'User ID',
          createdAtFrom: 'From',
          createdAtTo: 'To',
        },
        apps: { portal: 'Investor portal', backoffice: 'Back office', site: 'Website' },
      },
    },
  },
};
