/**
 * Every e-mail (and SMS) the system sends, in Thai; the API signs each with the brand's support signature. A
 * business day is written as Thai readers expect it, in the Buddhist era ("31 ธ.ค. 2569").
 */
export const email = {
  customer: 'ลูกค้า',
  kycSteps: {
    identityPhoto: 'รูปถ่ายบัตรประชาชนและรูปถ่ายตนเอง',
    identityData: '$t(common:kyc.identityData)',
    personalInfo: '$t(common:kyc.personalInfo)',
    bankAccount: 'บัญชีธนาคาร',
    suitability: '$t(common:kyc.suitability)',
    fatca: '$t(portal:questionnaires.fatca.title)',
    aml: 'แบบฟอร์ม AML',
    edd: 'เอกสารตรวจสอบเพิ่มเติม',
    contract: 'สัญญา',
  },
  orderKinds: {
    increase: '$t(glossary:orderKinds.increase)',
    reduce: 'ลดเงินลงทุน',
    switch: 'สับเปลี่ยน',
    out: '$t(pdf:orderKinds.switchOut)',
    in: '$t(pdf:orderKinds.switchIn)',
  },
  changeRequestSubjects: {
    PROFILE: '$t(common:kyc.personalInfo)',
    BANK_ACCOUNT: 'บัญชีธนาคาร',
    WALLET: '$t(common:kyc.payoutWallet)',
  },
  payoutDestination: {
    wallet: 'กระเป๋าเงินดิจิทัลของท่าน ({{network}}) {{address}}',
    bank: 'บัญชีธนาคารของท่านที่ลงท้ายด้วย {{accountEnding}}',
  },
  contactAck: {
    subject: 'เราได้รับคำขอให้ติดต่อกลับแล้ว ({{reference}})',
    text: 'เรียน {{name}}\n\nเราได้รับคำขอให้ติดต่อกลับของท่านแล้ว หมายเลขอ้างอิง {{reference}}\nเจ้าหน้าที่จะติดต่อกลับภายในวันทำการถัดไป',
  },
  complaintAck: {
    subject: 'เราได้รับเรื่องร้องเรียนของท่านแล้ว ({{reference}})',
    text: 'เรียน ลูกค้า\n\nเราได้รับเรื่องร้องเรียนของท่านแล้ว หมายเลขอ้างอิง {{reference}}\nเจ้าหน้าที่จะตรวจสอบและแจ้งผลให้ท่านทราบโดยเร็ว',
  },
  otp: {
    subject: 'รหัส OTP ของท่านคือ {{code}}',
    text: 'รหัส OTP สำหรับยืนยันตัวตนของท่านคือ {{code}}\nรหัสนี้ใช้ได้ {{minutes}} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น เจ้าหน้าที่จะไม่ขอรหัสนี้จากท่าน',
    link: 'กรอกรหัสที่หน้ายืนยันอีเมล (เข้าสู่ระบบด้วยอีเมลและรหัสผ่านของท่านหากระบบถาม):\n{{link}}',
  },
  otpSms: {
    subject: 'SMS: รหัส OTP',
    text: '{{brand}}: รหัส OTP ของท่านคือ {{code}} ใช้ได้ {{minutes}} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น',
  },
  accountLocked: {
    subject: 'บัญชีของท่านถูกระงับชั่วคราว',
    text: 'มีการกรอกรหัสผ่านผิดหลายครั้ง บัญชีของท่านจึงถูกระงับชั่วคราวเพื่อความปลอดภัย\nหากเป็นท่าน กรุณากู้คืนบัญชีผ่านลิงก์นี้ภายใน {{minutes}} นาที แล้วตั้งรหัสผ่านใหม่:\n{{link}}\n\nหากไม่ใช่ท่าน กรุณาติดต่อเจ้าหน้าที่',
  },
  signupExistingAccount: {
    subject: 'มีการสมัครสมาชิกด้วยอีเมลของท่าน',
    text: 'มีผู้สมัครสมาชิกด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว จึงไม่ได้สร้างบัญชีใหม่\nหากเป็นท่าน กรุณาเข้าสู่ระบบด้วยบัญชีเดิม:\n{{loginLink}}\nหากจำรหัสผ่านไม่ได้ ตั้งรหัสผ่านใหม่ได้ที่:\n{{resetLink}}\n\nหากไม่ใช่ท่าน ไม่ต้องทำอะไร บัญชีของท่านยังปลอดภัย',
  },
  accountRecovered: {
    subject: 'กู้คืนบัญชีของท่านแล้ว',
    text: 'บัญชีของท่านได้รับการกู้คืนและปลดล็อกแล้ว กรุณาตั้งรหัสผ่านใหม่เพื่อเข้าสู่ระบบ\nหากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อเจ้าหน้าที่ทันที',
  },
  passwordChanged: {
    subject: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว',
    text: 'รหัสผ่านของบัญชีท่านถูกเปลี่ยนแล้ว และทุกอุปกรณ์ได้ออกจากระบบ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่\nหากท่านไม่ได้เปลี่ยนรหัสผ่าน กรุณาติดต่อเจ้าหน้าที่ทันที',
  },
  passwordReset: {
    subject: '$t(portal:reset.title)',
    text: 'มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณาเปิดลิงก์นี้ภายใน {{minutes}} นาที:\n{{link}}\n\nหากท่านไม่ได้ขอ กรุณาเพิกเฉยอีเมลนี้ รหัสผ่านเดิมยังใช้ได้',
  },
  juristicAccountOpened: {
    subject: 'บัญชีนิติบุคคลของท่านเปิดแล้ว: ตั้งรหัสผ่านเพื่อเข้าสู่ระบบ',
    text: 'บัญชีของ {{companyName}} ได้รับการอนุมัติแล้ว ท่านเป็นผู้มีอำนาจที่ใช้บัญชีนี้\n\nตั้งรหัสผ่านของท่านภายใน {{days}} วันที่ลิงก์นี้:\n{{link}}\n\nจากนั้นเข้าสู่ระบบด้วยอีเมลนี้และรหัสผ่านที่ตั้งไว้ แล้วเริ่มลงทุนได้ทันที',
  },
  kycApproved: {
    subject: 'บัญชีของท่านได้รับการอนุมัติแล้ว',
    text: 'ทีมตรวจสอบได้อนุมัติการยืนยันตัวตนของท่านแล้ว\n\nเริ่มลงทุน: เปิดภาพรวมบัญชีของท่าน เลือกกลยุทธ์ที่เหมาะกับท่าน แล้วกด "ลงทุน"\n{{portalUrl}}',
  },
  kycRejected: {
    subject: 'กรุณาแก้ไขข้อมูลการยืนยันตัวตน',
    text: 'ทีมตรวจสอบไม่สามารถอนุมัติข้อมูลของท่านได้ด้วยเหตุผลต่อไปนี้:\n{{reasons}}\n\nกรุณากรอกข้อมูลที่ถูกต้องใหม่แล้วส่งตรวจสอบอีกครั้ง:\n{{portalUrl}}',
  },
  kycRevisionRequested: {
    subject: 'กรุณาปรับปรุงข้อมูลภายในวันที่ {{deadline, datetime(day: numeric; month: short; year: numeric)}}',
    text: 'ทีมตรวจสอบขอให้ท่านปรับปรุงข้อมูลต่อไปนี้ภายในวันที่ {{deadline, datetime(day: numeric; month: short; year: numeric)}}:\n{{reasons}}\n\nหากเลยกำหนด ท่านจะไม่สามารถส่งคำสั่งเพิ่มเงินลงทุนหรือสับเปลี่ยนได้ (ยังลดเงินลงทุนได้)\n{{portalUrl}}',
  },
  kycOverdue: {
    subject: 'เลยกำหนดปรับปรุงข้อมูลแล้ว',
    text: 'ท่านยังไม่ได้ปรับปรุงข้อมูลภายในวันที่ {{deadline, datetime(day: numeric; month: short; year: numeric)}} จึงระงับคำสั่งเพิ่มเงินลงทุนและสับเปลี่ยนไว้ก่อน ท่านยังลดเงินลงทุนได้\nกรุณาปรับปรุงข้อมูลที่:\n{{portalUrl}}',
  },
  kycBlocked: {
    subject: 'ไม่สามารถเปิดบัญชีได้',
    // Spec §8's blocking messages: under 20 (the error catalogue's sentence), onboarding information mismatch,
    // company policy; and FATCA (§4).
    reasons: {
      UNDER_AGE: 'ขออภัย $t(errors:KYC_UNDER_AGE)',
      US_PERSON: 'ขออภัย ท่านถูกพิจารณาเป็นบุคคลอเมริกันตาม FATCA บริษัทจึงไม่สามารถให้บริการกองทุนสินทรัพย์ดิจิทัลแก่ท่านได้',
      DATA_MISMATCH: 'ขออภัย ข้อมูลการเปิดบัญชีของท่านไม่ตรงกัน บริษัทจึงไม่สามารถเปิดบัญชีให้ได้',
      COMPANY_POLICY: 'ขออภัย บริษัทไม่สามารถให้บริการแก่ท่านได้ตามนโยบายของบริษัท',
    },
  },
  orderSettled: {
    subject: 'รายการ{{kind}} {{ref}} สำเร็จแล้ว',
    text: 'รายการ{{kind}} {{ref}} กลยุทธ์ {{strategyCode}} สำเร็จแล้ว\nวันที่ทำรายการ (NAV) {{tradeDate}}\nNAV ต่อหน่วย {{nav}}\nจำนวนหน่วย {{units}}\nจำนวนเงิน {{amount}} บาท (ค่าธรรมเนียม {{fee}} บาท)',
  },
  orderRejected: {
    subject: 'รายการ{{kind}} {{ref}} ไม่ได้รับการอนุมัติ',
    text: 'รายการ{{kind}} {{ref}} กลยุทธ์ {{strategyCode}} ไม่ได้รับการอนุมัติ ด้วยเหตุผลต่อไปนี้:\n{{reason}}\n\nกรุณาตรวจสอบรายการของท่านที่:\n{{portalUrl}}',
  },
  depositVerified: {
    subject: 'ได้รับเงินฝาก {{ref}} แล้ว',
    text: 'เราตรวจสอบเงินฝาก {{ref}} จำนวน {{amount}} บาท เรียบร้อยแล้ว\nคำสั่งเพิ่มเงินลงทุน {{orderRefs}} จะดำเนินการต่อตามรอบ NAV',
  },
  depositRejected: {
    subject: 'เงินฝาก {{ref}} ไม่ผ่านการตรวจสอบ',
    text: 'เราไม่สามารถรับเงินฝาก {{ref}} จำนวน {{amount}} บาท ได้ด้วยเหตุผลต่อไปนี้:\n{{reason}}\n\nกรุณาตรวจสอบรายการของท่านที่:\n{{portalUrl}}',
  },
  payoutPaid: {
    subject: 'โอนเงินค่าขายคืนหน่วยลงทุน {{orderRef}} แล้ว',
    text: 'เราโอนเงิน {{amount}} บาท จากรายการ {{orderRef}} เข้า{{destination}} แล้ว\nวันที่มีผล: {{valueDate}}\n{{referenceLabel}}: {{bankReference}}\n\nดูรายละเอียดได้ที่:\n{{portalUrl}}',
    walletReference: 'เลขที่ธุรกรรม',
    bankReference: '$t(portal:payouts.reference)',
  },
  payoutFailed: {
    subject: 'การโอนเงินค่าขายคืนหน่วยลงทุน {{orderRef}} ไม่สำเร็จ',
    text: 'เราไม่สามารถโอนเงิน {{amount}} บาท จากรายการ {{orderRef}} เข้า{{destination}} ได้ ด้วยเหตุผลต่อไปนี้:\n{{reason}}\n\nสิ่งที่ท่านควรทำ: ตรวจสอบว่าบัญชีธนาคารของท่านยังใช้งานได้และเป็นชื่อของท่าน หากต้องการเปลี่ยนบัญชี กรุณายื่นคำขอเปลี่ยนบัญชีในโปรไฟล์ เงินของท่านยังปลอดภัย และเราจะโอนอีกครั้งเมื่อบัญชีพร้อม หรือติดต่อเราตามช่องทางด้านล่าง\n\n{{portalUrl}}',
  },
  statementReady: {
    subject: 'รายงานสรุปการลงทุนเดือน{{month}} พร้อมแล้ว',
    text: 'รายงานสรุปการลงทุนรายเดือนของท่านสำหรับเดือน{{month}} พร้อมให้ดาวน์โหลดแล้ว\nรายงานแสดงหน่วยลงทุนและมูลค่าต้นเดือนและสิ้นเดือน รายการทั้งหมด ค่าธรรมเนียม และผลตอบแทนของเดือน\n\nดาวน์โหลดได้ที่:\n{{portalUrl}}',
  },
  documentResent: {
    subject: 'ส่งเอกสารอีกครั้ง: {{title}}',
    text: 'ตามที่ท่านขอ เราส่งเอกสาร "{{title}}" ให้ท่านอีกครั้ง เป็นไฟล์เดียวกับที่เก็บไว้ในบัญชีของท่าน\n\nดาวน์โหลดได้ที่ (เข้าสู่ระบบก่อน):\n{{fileUrl}}\n\nรหัสตรวจสอบไฟล์ (SHA-256):\n{{sha256}}\n\nเอกสารทั้งหมดของท่านอยู่ที่:\n{{portalUrl}}',
  },
  suitabilityExpiring: {
    subject:
      'แบบประเมินความเหมาะสมในการลงทุนของท่านจะหมดอายุวันที่ {{expiresOn, datetime(day: numeric; month: short; year: numeric)}}',
    text: 'แบบประเมินความเหมาะสมในการลงทุน (Suitability Test) ของท่านจะหมดอายุวันที่ {{expiresOn, datetime(day: numeric; month: short; year: numeric)}}\nหลังจากวันนั้น ท่านจะเพิ่มเงินลงทุนหรือสับเปลี่ยนกลยุทธ์ไม่ได้จนกว่าจะทำแบบประเมินใหม่ ส่วนการขายคืนยังทำได้ตามปกติ\n\nทำแบบประเมินใหม่ได้ที่ (ใช้เวลาประมาณ 5 นาที):\n{{portalUrl}}',
  },
  reconciliationBreaks: {
    subject: 'กระทบยอดกับผู้รับฝากทรัพย์สิน {{asOf}}: พบรายการไม่ตรงกัน {{count}} รายการ',
    text: 'การกระทบยอดครั้งที่ {{runId}} ณ วันที่ {{asOf}} พบรายการที่ยอดของเราไม่ตรงกับผู้รับฝากทรัพย์สิน {{count}} รายการ (ของเรา / ผู้รับฝาก (ส่วนต่าง)):\n{{summary}}\n\nดูทั้งหมดที่ระบบหลังบ้าน เมนูกระทบยอด',
  },
  changeRequestApproved: {
    subject: 'คำขอเปลี่ยนแปลง{{subject}}ได้รับการอนุมัติแล้ว',
    text: 'ทีมตรวจสอบได้อนุมัติคำขอเปลี่ยนแปลง{{subject}}ของท่านแล้ว ข้อมูลใหม่มีผลทันที:\n{{portalUrl}}',
  },
  changeRequestRejected: {
    subject: 'คำขอเปลี่ยนแปลง{{subject}}ไม่ได้รับการอนุมัติ',
    text: 'ทีมตรวจสอบไม่สามารถอนุมัติคำขอเปลี่ยนแปลง{{subject}}ของท่านได้ด้วยเหตุผลต่อไปนี้:\n{{reason}}\n\nข้อมูลเดิมของท่านยังคงใช้อยู่ ท่านสามารถส่งคำขอใหม่ได้ที่:\n{{portalUrl}}',
  },
};
