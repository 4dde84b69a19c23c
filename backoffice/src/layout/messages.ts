export const layoutMessages = {
  th: {
    app: {
      title: 'ระบบหลังบ้าน',
      maintenance: {
        banner: 'ระบบอยู่ระหว่างปิดปรับปรุง: ผู้ลงทุนยังดูข้อมูลได้ แต่ส่งคำสั่ง ฝากเงิน หรือแก้ไขข้อมูลไม่ได้ เจ้าหน้าที่ทำงานได้ตามปกติ',
      },
      login: {
        title: 'ระบบหลังบ้าน',
        subtitle: 'สำหรับเจ้าหน้าที่',
        two_factor: 'รหัสยืนยันตัวตนสองขั้นตอน',
        two_factor_help: 'รหัส 6 หลักจากแอปยืนยันตัวตน หรือรหัสกู้คืน (เฉพาะผู้ที่เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว)',
      },
      two_factor: {
        title: 'การยืนยันตัวตนสองขั้นตอน',
        intro:
          'เมื่อเปิดใช้ การเข้าสู่ระบบจะต้องใช้รหัส 6 หลักจากแอปยืนยันตัวตน (เช่น Google Authenticator) ทุกครั้ง นอกเหนือจากรหัสผ่าน',
        start: 'เริ่มตั้งค่า',
        scan: 'สแกนคิวอาร์โค้ดนี้ด้วยแอปยืนยันตัวตน หรือพิมพ์รหัสลับด้านล่าง แล้วกรอกรหัส 6 หลักที่แอปแสดง',
        qr_alt: 'คิวอาร์โค้ดสำหรับแอปยืนยันตัวตน',
        secret: 'รหัสลับ: {{secret}}',
        code: 'รหัส 6 หลักจากแอป',
        confirm: 'ยืนยันและเปิดใช้',
        enabled: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนแล้ว ครั้งต่อไปให้กรอกรหัสจากแอปพร้อมรหัสผ่าน',
        on: 'เปิดใช้การยืนยันตัวตนสองขั้นตอนอยู่ การเข้าสู่ระบบต้องใช้รหัสจากแอปหรือรหัสกู้คืนพร้อมรหัสผ่าน',
        forced_intro:
          'บัญชีเจ้าหน้าที่ต้องเปิดใช้การยืนยันตัวตนสองขั้นตอนก่อนใช้งานระบบหลังบ้าน ตั้งค่าด้วยแอปยืนยันตัวตน (เช่น Google Authenticator) แล้วจึงทำงานต่อได้',
        continue: 'ไปที่ระบบหลังบ้าน',
        sign_out: 'ออกจากระบบ',
        recovery: {
          title: 'รหัสกู้คืน',
          shown_once:
            'รหัสกู้คืน 10 รหัสนี้แสดงเพียงครั้งเดียว กรุณาคัดลอกหรือดาวน์โหลดเก็บไว้ในที่ปลอดภัย หากไม่มีโทรศัพท์ ใช้รหัสกู้คืนแทนรหัสจากแอปได้ครั้งละหนึ่งรหัส และแต่ละรหัสใช้ได้ครั้งเดียว',
          copy: 'คัดลอกรหัส',
          download: 'ดาวน์โหลด',
          copied: 'คัดลอกรหัสกู้คืนแล้ว',
          copy_failed: 'คัดลอกไม่สำเร็จ กรุณาดาวน์โหลดหรือจดรหัสไว้',
          regenerate_title: 'ขอรหัสกู้คืนชุดใหม่',
          regenerate_intro: 'กรอกรหัส 6 หลักจากแอปเพื่อรับรหัสกู้คืนชุดใหม่ รหัสชุดเดิมจะใช้ไม่ได้อีก',
          regenerate: 'ขอรหัสชุดใหม่',
        },
      },
      session: {
        idle: 'ออกจากระบบแล้ว เนื่องจากไม่มีการใช้งานนาน 30 นาที กรุณาเข้าสู่ระบบอีกครั้ง',
      },
      dashboard: {
        signed_in_as: 'เข้าสู่ระบบในชื่อ {{email}}',
        role: 'บทบาท: {{role}}',
        title: 'งานที่รอดำเนินการ',
        load_failed: 'โหลดจำนวนงานที่รอไม่สำเร็จ กรุณาโหลดหน้าใหม่',
        count_link: '{{label}}: {{count}} รายการ',
        kyc_title: 'คำขอเปิดบัญชี (KYC)',
        kyc_by_age: 'รอการอนุมัติ ตามระยะเวลารอ (สัญญา 1-2 วัน)',
        kyc_by_status: 'ตามสถานะ',
        ages: {
          UNDER_1_DAY: 'ส่งวันนี้ (ไม่ถึง 1 วัน)',
          DAYS_1_TO_2: 'รอ 1-2 วัน',
          OVER_2_DAYS: 'รอเกิน 2 วัน (เกินกำหนด)',
        },
        orders_title: 'คำสั่งซื้อขาย',
        orders_label: 'คำสั่งรอการอนุมัติ',
        deposits_title: 'เงินฝาก',
        deposits_label: 'รอตรวจสอบการชำระเงิน',
        navs_title: 'NAV',
        navs_label: 'บันทึกแล้ว รอเจ้าหน้าที่อีกคนอนุมัติ',
        payouts_title: 'การจ่ายเงินคืน',
        payouts: { PENDING: 'รอจัดทำไฟล์โอนเงิน', HELD: 'ระงับไว้ รอฝ่ายกำกับตรวจสอบบัญชี' },
      },
      bulk_approve: {
        title: 'อนุมัติ {{smart_count}} รายการที่เลือก?',
        content: 'แต่ละรายการจะถูกตรวจสอบและบันทึกการดำเนินการแยกกัน เหมือนอนุมัติทีละรายการ: {{refs}}',
        done: 'อนุมัติแล้ว {{smart_count}} รายการ',
        refused_title: 'อนุมัติไม่ได้ {{smart_count}} รายการ',
        close: 'ปิด',
      },
      roles: {
        compliance: 'ฝ่ายกำกับดูแลการปฏิบัติงาน',
        operations: 'ฝ่ายปฏิบัติการ',
        support: 'ฝ่ายบริการลูกค้า',
        admin: 'ผู้ดูแลระบบ',
      },
    },
  },
  en: {
    app: {
      title: 'Back office',
      maintenance: {
        banner:
          'Maintenance is on: investors can read but cannot place orders, deposit or change their data. Staff work as usual.',
      },
      login: {
        title: 'Back office',
        subtitle: 'For staff',
        two_factor: 'Two-factor code',
        two_factor_help:
          'The 6-digit code from your authenticator app, or a recovery code (only once two-factor sign-in is on)',
      },
      two_factor: {
        title: 'Two-factor sign-in',
        intro:
          'Once on, every sign-in needs the 6-digit code from an authenticator app (such as Google Authenticator) besides the password.',
        start: 'Set it up',
        scan: 'Scan this QR code with your authenticator app, or type the secret below, then enter the 6-digit code the app shows.',
        qr_alt: 'QR code for the authenticator app',
        secret: 'Secret: {{secret}}',
        code: '6-digit code from the app',
        confirm: 'Confirm and turn on',
        enabled: 'Two-factor sign-in is on. From now on, enter the code from the app with your password.',
        on: 'Two-factor sign-in is on: each sign-in needs the code from the app, or a recovery code, with the password.',
        forced_intro:
          'Staff accounts must turn on two-factor sign-in before using the back office. Set it up with an authenticator app (such as Google Authenticator) to carry on.',
        continue: 'Go to the back office',
        sign_out: 'Sign out',
        recovery: {
          title: 'Recovery codes',
          shown_once:
            'These 10 recovery codes are shown only once: copy or download them and keep them somewhere safe. Without your phone, a recovery code replaces the code from the app at one sign-in; each works only once.',
          copy: 'Copy codes',
          download: 'Download',
          copied: 'Recovery codes copied',
          copy_failed: 'Could not copy; please download or write the codes down',
          regenerate_title: 'New recovery codes',
          regenerate_intro:
            'Enter the 6-digit code from the app to get new recovery codes; the old ones stop working.',
          regenerate: 'Get new codes',
        },
      },
      session: {
        idle: 'Signed out after 30 minutes without activity. Please sign in again.',
      },
      dashboard: {
        signed_in_as: 'Signed in as {{email}}',
        role: 'Role: {{role}}',
        title: 'Waiting work',
        load_failed: 'The waiting work could not be loaded. Please reload the page.',
        count_link: '{{label}}: {{count}}',
        kyc_title: 'Account opening (KYC)',
        kyc_by_age: 'Waiting for approval, by age (promise: 1-2 days)',
        kyc_by_status: 'By status',
        ages: {
          UNDER_1_DAY: 'Sent today (under 1 day)',
          DAYS_1_TO_2: 'Waiting 1-2 days',
          OVER_2_DAYS: 'Waiting over 2 days (late)',
        },
        orders_title: 'Orders',
        orders_label: 'Orders waiting for approval',
        deposits_title: 'Deposits',
        deposits_label: 'Waiting for payment check',
        navs_title: 'NAV',
        navs_label: 'Entered, waiting for a second staff member',
        payouts_title: 'Payouts',
        payouts: { PENDING: 'Waiting for a bank file', HELD: 'Held for compliance (account not verified)' },
      },
      bulk_approve: {
        title: 'Approve the {{smart_count}} selected?',
        content: 'Each one is checked and audited on its own, as a single approval is: {{refs}}',
        done: '{{smart_count}} approved',
        refused_title: '{{smart_count}} could not be approved',
        close: 'Close',
      },
      roles: {
        compliance: 'Compliance',
        operations: 'Operations',
        support: 'Customer support',
        admin: 'Administrator',
      },
    },
  },
};
