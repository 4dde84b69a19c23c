export const featureFlagsMessages = {
  th: {
    resources: {
      'feature-flags': {
        name: 'ฟีเจอร์แฟล็ก',
        fields: {
          id: 'ชื่อแฟล็ก',
          description: 'คำอธิบาย',
          enabled: 'เปิดใช้งาน',
          updatedAt: 'แก้ไขล่าสุด',
          q: 'ค้นหา',
        },
        toggle: 'เปิดใช้งาน %{name}',
        edit_title: 'แก้ไขแฟล็ก %{name}',
        notifications: { updated: 'บันทึกแฟล็กแล้ว' },
      },
    },
  },
  en: {
    resources: {
      'feature-flags': {
        name: 'Feature flag |||| Feature flags',
        fields: {
          id: 'Flag',
          description: 'Description',
          enabled: 'Enabled',
          updatedAt: 'Last updated',
          q: 'Search',
        },
        toggle: 'Enable %{name}',
        edit_title: 'Edit flag %{name}',
        notifications: { updated: 'Flag saved' },
      },
    },
  },
};
