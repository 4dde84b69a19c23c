/**
 * The runtime feature flags of spec §9 that govern a rule here, each with its default and what it does, on and
 * off, in plain Thai and English (shown next to its switch in the back office). `{product}` in the spec's names
 * is this product's key, `Mfund`. Where the spec gives a flag a different build-time and runtime value, `default`
 * is the runtime value and `buildTime` the value compiled into the front ends (see `buildTimeFlag`). The spec's
 * flags that govern nothing here are in `retired.ts`, each with the reason it left.
 */
export const productKey = 'Mfund';

export interface FlagDefinition {
  default: boolean;
  /**
   * The value a front end is built with, where the spec gives the flag a build-time value of its own: what the
   * front end does until the runtime value arrives, and whenever it cannot be read.
   */
  buildTime?: boolean;
  governs: { th: string; en: string };
}

export const featureFlagCatalogue = {
  // Build-time and runtime differ in the spec (which way is not shown). Settled: a build speaks Thai alone until the
  // runtime says it may offer English, so a portal that cannot read its flags stays in the default language.
  multipleLanguages: {
    default: true,
    buildTime: false,
    governs: {
      th: 'เปิด: พอร์ทัลมีปุ่มสลับภาษาไทย/อังกฤษ และส่งอีเมลในภาษาของลูกค้า ปิด: พอร์ทัลเป็นภาษาไทยอย่างเดียว ไม่มีปุ่มสลับ และอีเมลทุกฉบับเป็นภาษาไทย',
      en: "On: the portal offers the Thai/English switch and e-mails go in the investor's language. Off: the portal is Thai only, with no switch, and every e-mail is in Thai.",
    },
  },
  // On in both.
  mockSMSOTP: {
    default: true,
    governs: {
      th: 'เปิด: รหัส OTP ทาง SMS ส่งเข้ากล่องจดหมายทดสอบ ปิด: ไม่มีผู้ให้บริการ SMS จริง การขอ OTP ทาง SMS จึงตอบว่าไม่พร้อมให้บริการ',
      en: 'On: SMS OTP codes go to the local mail catcher. Off: no SMS provider is connected, so an SMS OTP request answers that SMS is unavailable.',
    },
  },
  tmnEagle: {
    default: true,
    governs: {
      th: 'เปิด: เข้าสู่ระบบด้วยแอปวอลเล็ต (TrueMoney) ได้ ปิด: ไม่แสดงปุ่มนี้ และ API ปฏิเสธการเข้าสู่ระบบด้วยแอปวอลเล็ต',
      en: 'On: investors can sign in with the wallet app (TrueMoney). Off: the button is hidden and the API refuses wallet-app sign-in.',
    },
  },
  depositWithQRPayment: {
    default: true,
    governs: {
      th: 'เปิด: ชำระเงินลงทุนด้วย QR พร้อมเพย์ได้ ปิด: ชำระได้เฉพาะการโอนเงินพร้อมแนบสลิป',
      en: 'On: investors can pay by PromptPay QR. Off: payment is by bank transfer with a slip only.',
    },
  },
  generateTaxInvoiceNumber: {
    default: true,
    governs: {
      th: 'เปิด: ค่าธรรมเนียมทุกรายการได้ใบกำกับภาษีเลขที่เรียงต่อเนื่องตอนชำระราคา ปิด: ไม่ออกใบกำกับภาษีใหม่',
      en: 'On: every fee gets a tax invoice with a gap-free number at settlement. Off: no new tax invoice is issued.',
    },
  },
  invoiceDownload: {
    default: true,
    governs: {
      th: 'เปิด: ลูกค้าดาวน์โหลดใบกำกับภาษีเป็น PDF ได้ ปิด: ไม่มีลิงก์ดาวน์โหลด และ API ไม่ส่งไฟล์',
      en: 'On: investors can download their tax invoices as PDF. Off: no download link, and the API does not serve the file.',
    },
  },
  switching: {
    default: true,
    governs: {
      th: 'เปิด: ลูกค้าสับเปลี่ยนระหว่างกลยุทธ์ได้ ปิด: ปุ่มสับเปลี่ยนถูกปิด และ API ปฏิเสธคำสั่งสับเปลี่ยน',
      en: 'On: investors can switch between strategies. Off: the Switch button is disabled and the API refuses switch orders.',
    },
  },
  preventWithdrawDust: {
    default: true,
    governs: {
      th: 'เปิด: การลดเงินลงทุนหรือสับเปลี่ยนออกที่จะเหลือน้อยกว่า 1 หน่วย กลายเป็นการขายทั้งหมด ปิด: เหลือเศษหน่วยไว้ได้',
      en: 'On: a reduction or switch-out that would leave under 1 unit takes everything. Off: a remainder under 1 unit may stay.',
    },
  },
  useVerifio: {
    default: true,
    governs: {
      th: 'เปิด: ตรวจภาพใบหน้า (liveness) ในขั้นตอนยืนยันตัวตนด้วย verifio ปิด: ใช้ onfido แทน',
      en: 'On: the selfie liveness check of the identity step goes to verifio. Off: it goes to onfido.',
    },
  },
  useMerkleToMfund: {
    default: true,
    governs: {
      th: 'เปิด: เข้าสู่ระบบด้วยบัญชีของแพลตฟอร์มในเครือ (อีเมลหรือ Google) ได้ ปิด: ไม่แสดงปุ่ม และ API ปฏิเสธ',
      en: 'On: investors can sign in with a sister-platform account (e-mail or its Google sign-in). Off: the buttons are hidden and the API refuses.',
    },
  },
  tooManyLoginBan: {
    default: true,
    governs: {
      th: 'เปิด: ล็อกบัญชีเมื่อใส่รหัสผ่านผิด 5 ครั้งภายใน 15 นาที ปิด: ไม่ล็อกบัญชี แต่ยังบันทึกการเข้าสู่ระบบที่ไม่สำเร็จ',
      en: 'On: an account locks after 5 failed logins within 15 minutes. Off: accounts do not lock; failed logins are still recorded.',
    },
  },
  ndid: {
    // Off until the operator has joined the NDID network: the route runs against the local simulator until then.
    default: false,
    governs: {
      th: 'เปิด: ในขั้นตอนยืนยันตัวตน ลูกค้าเลือกยืนยันผ่าน NDID กับธนาคารที่เลือกแทนการถ่ายรูปบัตรได้ ปิด: ไม่แสดงทางเลือกนี้ และ API ปฏิเสธ',
      en: 'On: at the identity step investors may verify with NDID through a bank they pick instead of card photos. Off: the choice is not offered and the API refuses.',
    },
  },
  viewSignedContract: {
    default: true,
    governs: {
      th: 'เปิด: ลูกค้าเปิดดูสัญญาที่ลงนามแล้วได้ ปิด: API ไม่ส่งและไม่แสดงไฟล์สัญญา พอร์ทัลบอกวิธีขอสำเนา',
      en: 'On: investors can read their signed contract. Off: the API neither serves nor lists it and the portal says how to get a copy.',
    },
  },
  performanceReport: {
    default: true,
    governs: {
      th: 'เปิด: หน้ารายงานแสดงเอกสารของลูกค้าและรายงานผลการดำเนินงาน (TWR และ IRR ตามช่วงเวลา) ปิด: หน้ารายงานแจ้งว่าปิดปรับปรุงรายงาน และ API ไม่ส่งรายงานผลการดำเนินงาน',
      en: "On: the Statements page lists the investor's documents and their performance report (TWR and IRR by period). Off: it shows the statements maintenance note and the API refuses the performance report.",
    },
  },
  custodian: {
    default: true,
    governs: {
      th: 'เปิด: กระทบยอดหน่วยและเงินกับผู้รับฝากทรัพย์สินทุกวัน ปิด: ไม่กระทบยอด และหน้าจอแจ้งว่าปิดอยู่',
      en: "On: units and cash are reconciled daily with the custodian's books. Off: no reconciliation runs and its screen says so.",
    },
  },
  scammerAlert: {
    default: true,
    governs: {
      th: 'เปิด: เว็บไซต์แสดงคำเตือนมิจฉาชีพที่ตั้งไว้ใน CMS ปิด: ไม่แสดง แม้ CMS จะเปิดไว้',
      en: 'On: the site shows the scammer alert set in the CMS. Off: it is hidden even when the CMS turns it on.',
    },
  },
  useBlockedStatus: {
    default: true,
    governs: {
      th: 'เปิด: เจ้าหน้าที่ระงับบัญชี (BLOCKED) ได้ ปิด: ไม่มีปุ่มระงับ และ API ปฏิเสธ บัญชีที่ระงับไว้แล้วยังคงถูกระงับ',
      en: 'On: compliance can block an account. Off: the Block action is hidden and refused; accounts already blocked stay blocked.',
    },
  },
  useCheckAml: {
    default: true,
    governs: {
      th: 'เปิด: การเปิดบัญชีมีขั้นตอนแบบสอบถาม AML ปิด: ข้ามขั้นตอนนี้',
      en: 'On: account opening includes the AML questionnaire. Off: the step is skipped.',
    },
  },
  settlementOrder: {
    default: true,
    governs: {
      th: 'เปิด: อนุมัติ NAV แล้วชำระราคาคำสั่งที่อนุมัติทันที ปิด: ไม่ชำระราคา คำสั่งรออยู่ และชำระราคาทันทีเมื่อเปิดอีกครั้ง',
      en: 'On: approving a NAV settles its approved orders. Off: an approved NAV settles nothing; the orders wait and settle at once when it is on again.',
    },
  },
  newLandingPageNologin: {
    default: true,
    governs: {
      th: 'เปิด: ผู้เยี่ยมชมที่ยังไม่ได้เข้าสู่ระบบ เปิดหน้าแรกของพอร์ทัล (/) แล้วเห็นหน้าต้อนรับพร้อมปุ่มเข้าสู่ระบบ สมัครบัญชี และลงทะเบียนความสนใจ ปิด: หน้าแรกพาไปหน้าเข้าสู่ระบบทันที',
      en: "On: a signed-out visitor opening the portal's home (/) sees the welcome page with log in, sign up and register interest. Off: / goes straight to the login form.",
    },
  },
  newLandingPageWithLogin: {
    default: true,
    governs: {
      th: 'เปิด: ลูกค้าที่เข้าสู่ระบบแล้ว เปิดหน้าแรกของพอร์ทัล (/) แล้วเห็นหน้าต้อนรับพร้อมขั้นตอนเปิดบัญชีที่เหลือ ปิด: หน้าแรกพาไปหน้าภาพรวมบัญชีทันที',
      en: "On: a signed-in investor opening the portal's home (/) sees the welcome page with the account-opening steps left. Off: / goes straight to the account overview.",
    },
  },
  errorEndpoint: {
    default: true,
    governs: {
      th: 'เปิด: พอร์ทัลและระบบหลังบ้านส่งรายงานข้อผิดพลาดที่เกิดในเบราว์เซอร์ (ไม่เกิน 5 รายการต่อการเปิดหน้า) ไปยัง API และเจ้าหน้าที่ฝ่ายปฏิบัติการและผู้ดูแลระบบดูรายการได้ ปิด: หน้าเว็บไม่ส่งรายงาน และ API ปฏิเสธรายงานโดยไม่บันทึก',
      en: 'On: the portal and the back office report errors caught in the browser (at most 5 per page load) to the API, and operations and admins list them. Off: the pages send nothing and the API refuses reports without storing them.',
    },
  },
  logUserChange: {
    default: true,
    governs: {
      th: 'เปิด: ทุกการเปลี่ยนแปลงที่ลูกค้าทำกับบัญชีของตนเอง (ข้อมูลติดต่อ คำขอเปลี่ยนข้อมูล บัญชีธนาคารหรือกระเป๋า รหัสผ่าน PIN การยืนยันสองขั้นตอน ภาษา) ถูกบันทึกเป็นประวัติ ชื่อช่องพร้อมค่าก่อนและหลัง (ไม่เก็บรหัสลับ ปิดบังเลขบัตรและเลขบัญชี) และเจ้าหน้าที่เห็นในหน้าผู้ใช้ ปิด: ไม่บันทึกประวัตินี้ ส่วนการตัดสินใจของเจ้าหน้าที่ เหตุการณ์ด้านความปลอดภัย (เปลี่ยนรหัสผ่านหรือ PIN การล็อกบัญชี) การเปลี่ยนข้อมูลติดต่อ และคำขอเปลี่ยนข้อมูล ยังถูกบันทึกในบันทึกการตรวจสอบเสมอ',
      en: "On: every change an investor makes to their own account (contact details, change requests, bank account or wallet, password, PIN, two-factor, language) is kept as a history of fields before and after (no secrets; ID and bank numbers masked), shown to staff on the user's page. Off: this history is not written; staff decisions, security events (password or PIN changes, lockouts), contact changes and change requests stay in the audit log regardless.",
    },
  },
  mfundCurrencySwitcher: {
    default: true,
    governs: {
      th: 'เปิด: ลูกค้าสลับดูมูลค่าในหน้าภาพรวมและพอร์ตเป็นบาทหรือดอลลาร์สหรัฐได้ ตามอัตราอ้างอิงที่อนุมัติล่าสุด คำสั่งซื้อขายและเอกสารยังเป็นบาท ปิด: แสดงเป็นบาทอย่างเดียว ไม่มีปุ่มสลับ',
      en: 'On: investors can show the values of their overview and portfolio in THB or USD at the latest approved reference rate; orders and documents stay in THB. Off: values are in THB only, with no switch.',
    },
  },
  userTier: {
    default: true,
    governs: {
      th: 'เปิด: ระบบจัดระดับลูกค้าตามมูลค่าเงินลงทุน หลังชำระราคาทุกครั้ง และแสดงระดับกับสิทธิประโยชน์ในหน้าภาพรวมของลูกค้า (เปิดแล้วคำนวณใหม่ทันที) ปิด: ไม่คำนวณระดับ ลูกค้าไม่เห็นระดับ และหน้าจอเจ้าหน้าที่แจ้งว่าปิดระดับลูกค้าอยู่',
      en: "On: each investor's tier follows their assets under management, recalculated after every settlement, and the overview shows the tier and its benefits (turning it on recalculates at once). Off: no recalculation, investors see no tier, and staff screens say tiers are off.",
    },
  },
  // Off in both.
  showToolsMenu: {
    default: false,
    governs: {
      th: 'เปิด: เมนูบัญชีมีเมนูเครื่องมือ ปิด: ไม่มี',
      en: 'On: the account menu shows the Tools menu. Off: it does not.',
    },
  },
  // Off in both: a switch for support when an installed app keeps showing an old version.
  clearCachMobile: {
    default: false,
    governs: {
      th: 'เปิด: ทุกครั้งที่เปิดพอร์ทัล (แอปหรือเว็บที่ติดตั้งไว้) จะล้างแคชของแอปและยกเลิก service worker จึงโหลดทุกอย่างใหม่จากเซิร์ฟเวอร์ และใช้งานออฟไลน์ไม่ได้ระหว่างที่เปิดอยู่ ปิด: แอปเก็บหน้าจอไว้ในแคชและเปิดได้แม้ออฟไลน์',
      en: 'On: every start of the portal (the app or the installed web app) clears its caches and removes its service worker, so everything loads again from the server and nothing works offline while on. Off: the app keeps its screens cached and opens offline.',
    },
  },
} satisfies Record<string, FlagDefinition>;

export type FlagName = keyof typeof featureFlagCatalogue;

export const flagNames = Object.keys(featureFlagCatalogue) as FlagName[];

export function isFlagName(name: string): name is FlagName {
  return Object.hasOwn(featureFlagCatalogue, name);
}
