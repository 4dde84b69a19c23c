export const auditLogMessages = {
  th: {
    resources: {
      'audit-log': {
        name: 'บันทึกการตรวจสอบ',
        fields: {
          createdAt: 'เวลา',
          actor: 'ผู้ดำเนินการ',
          action: 'การดำเนินการ',
          subject: 'รายการที่ถูกดำเนินการ',
          ip: 'IP',
          requestId: 'รหัสคำขอ',
          before: 'ก่อนเปลี่ยน',
          after: 'หลังเปลี่ยน',
        },
        actions: {
          users_lock: 'ล็อกบัญชี',
          users_unlock: 'ปลดล็อกบัญชี',
          users_role: 'เปลี่ยนบทบาท',
          'app-settings_update': 'แก้ไขการตั้งค่าระบบ',
          'feature-flags_update': 'แก้ไขฟีเจอร์แฟล็ก',
          inbox_update: 'อัปเดตกล่องข้อความ',
        },
        system: 'ระบบ',
        subject_helper: 'ตรงทั้งหมด เช่น users/4',
      },
    },
  },
  en: {
    resources: {
      'audit-log': {
        name: 'Audit log',
        fields: {
          createdAt: 'Time',
          actor: 'Actor',
          action: 'Action',
          subject: 'Target',
          ip: 'IP',
          requestId: 'Request ID',
          before: 'Before',
          after: 'After',
        },
        actions: {
          users_lock: 'Account locked',
          users_unlock: 'Account unlocked',
          users_role: 'Role changed',
          'app-settings_update': 'System setting changed',
          'feature-flags_update': 'Feature flag changed',
          inbox_update: 'Inbox item updated',
        },
        system: 'System',
        subject_helper: 'Exact, e.g. users/4',
      },
    },
  },
};
