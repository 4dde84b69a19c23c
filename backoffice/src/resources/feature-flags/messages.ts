export const featureFlagsMessages = {
  th: {
    resources: {
      'feature-flags': {
        name: 'ฟีเจอร์แฟล็ก',
        fields: {
          id: 'แฟล็กและผลของการเปิดปิด',
          governs: 'ผลของการเปิดและปิด',
          enabled: 'เปิดใช้งาน',
          updatedAt: 'เปลี่ยนล่าสุด',
          q: 'ค้นหา',
        },
        never_changed: 'ใช้ค่าเริ่มต้น ยังไม่เคยเปลี่ยน',
        toggle: 'เปิดใช้งาน {{name}}',
        edit_title: 'แก้ไขแฟล็ก {{name}}',
        notifications: { updated: 'บันทึกแฟล็กแล้ว' },
      },
    },
  },
  en: {
    resources: {
      'feature-flags': {
        name_one: 'Feature flag',
        name_other: 'Feature flags',
        fields: {
          id: 'Flag and what on and off do',
          governs: 'What on and off do',
          enabled: 'Enabled',
          updatedAt: 'Last changed',
          q: 'Search',
        },
        never_changed: 'Default, never changed',
        toggle: 'Enable {{name}}',
        edit_title: 'Edit flag {{name}}',
        notifications: { updated: 'Flag saved' },
      },
    },
  },
};
