import {
  type Brand,
  documents,
  errorMessage,
  isErrorCode,
  type Language,
  supportSignature,
} from '@fund/domain';
import { changeRequestTemplates } from './change-request-templates.ts';

export interface RenderedMail {
  subject: string;
  text: string;
}

/** What every payout e-mail tells: the order, the amount and where it goes (the account by its ending). */
interface PayoutMail {
  orderRef: string;
  amount: string;
  accountEnding: string;
  bankCode: string;
  /** Set for a wallet payout: the network and the address's start and end. */
  wallet?: { network: string; addressShort: string } | null;
  valueDate: string;
  portalUrl: string;
}

/** Where the money went, in the investor's words: the bank account's ending or the wallet. */
const payoutDestination = (language: Language, p: PayoutMail) =>
  p.wallet
    ? language === 'th'
      ? `กระเป๋าเงินดิจิทัลของท่าน (${p.wallet.network}) ${p.wallet.addressShort}`
      : `your wallet (${p.wallet.network}) ${p.wallet.addressShort}`
    : language === 'th'
      ? `บัญชีธนาคารของท่านที่ลงท้ายด้วย ${p.accountEnding}`
      : `your bank account ending ${p.accountEnding}`;

interface EnquiryAck {
  reference: string;
  name?: string | null;
}

/** The onboarding steps as an investor reads them in a KYC e-mail. */
const kycStepNames: Record<string, { th: string; en: string }> = {
  identityPhoto: { th: 'รูปถ่ายบัตรประชาชนและรูปถ่ายตนเอง', en: 'ID card photos and selfie' },
  identityData: { th: 'ข้อมูลบัตรประชาชน', en: 'ID card data' },
  personalInfo: { th: 'ข้อมูลส่วนตัว', en: 'Personal information' },
  bankAccount: { th: 'บัญชีธนาคาร', en: 'Bank account' },
  suitability: { th: 'แบบประเมินความเหมาะสมในการลงทุน', en: 'Risk assessment' },
  fatca: { th: 'แบบฟอร์ม FATCA', en: 'FATCA form' },
  aml: { th: 'แบบฟอร์ม AML', en: 'AML questionnaire' },
  edd: { th: 'เอกสารตรวจสอบเพิ่มเติม', en: 'Enhanced due diligence documents' },
  contract: { th: 'สัญญา', en: 'Contract' },
};

/** Spec §8's blocking messages: company policy, onboarding information mismatch, under 20; and FATCA (§4). */
const kycBlockMessages = {
  UNDER_AGE: {
    th: 'ขออภัย ไม่สามารถดำเนินการต่อได้ เนื่องจากท่านมีอายุต่ำกว่า 20 ปี',
    en: 'Unable to proceed since you are below the age of 20 years',
  },
  US_PERSON: {
    th: 'ขออภัย ท่านถูกพิจารณาเป็นบุคคลอเมริกันตาม FATCA บริษัทจึงไม่สามารถให้บริการกองทุนสินทรัพย์ดิจิทัลแก่ท่านได้',
    en: 'Sorry, you are treated as a US person under FATCA, so we cannot manage digital asset funds for you.',
  },
  DATA_MISMATCH: {
    th: 'ขออภัย ข้อมูลการเปิดบัญชีของท่านไม่ตรงกัน บริษัทจึงไม่สามารถเปิดบัญชีให้ได้',
    en: 'Sorry, your onboarding information does not match, so we cannot open your account.',
  },
  COMPANY_POLICY: {
    th: 'ขออภัย บริษัทไม่สามารถให้บริการแก่ท่านได้ตามนโยบายของบริษัท',
    en: "Sorry, we cannot serve you under the company's policy.",
  },
};

interface KycReason {
  step: string;
  reason: string;
}

/** One line per reason, the step named in the reader's language. */
const reasonLines = (reasons: KycReason[] | undefined, language: Language) =>
  (reasons ?? []).map((r) => `- ${kycStepNames[r.step]?.[language] ?? r.step}: ${r.reason}`).join('\n');

// An unknown reason reads as the general company-policy refusal.
const blockMessage = (reason: keyof typeof kycBlockMessages) =>
  kycBlockMessages[reason] ?? kycBlockMessages.COMPANY_POLICY;

const thaiMonths = [
  'ม.ค.',
  'ก.พ.',
  'มี.ค.',
  'เม.ย.',
  'พ.ค.',
  'มิ.ย.',
  'ก.ค.',
  'ส.ค.',
  'ก.ย.',
  'ต.ค.',
  'พ.ย.',
  'ธ.ค.',
];
const englishMonths = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** A YYYY-MM-DD day in the Buddhist era for Thai readers ("31 ธ.ค. 2569"), and "31 Dec 2026" in English. */
const thaiDate = (day: string) => {
  const [y, m, d] = String(day).split('-').map(Number) as [number, number, number];
  return `${d} ${thaiMonths[m - 1]} ${y + 543}`;
};
const englishDate = (day: string) => {
  const [y, m, d] = String(day).split('-').map(Number) as [number, number, number];
  return `${d} ${englishMonths[m - 1]} ${y}`;
};

/** Every e-mail the system sends, in Thai and English; the recipient's language picks one. */
export const mailTemplates = {
  ...changeRequestTemplates,
  'contact-ack': (language: Language, { reference, name }: EnquiryAck, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: `เราได้รับคำขอให้ติดต่อกลับแล้ว (${reference})`,
          text: `เรียน ${name ?? 'ลูกค้า'}\n\nเราได้รับคำขอให้ติดต่อกลับของท่านแล้ว หมายเลขอ้างอิง ${reference}\nเจ้าหน้าที่จะติดต่อกลับภายในวันทำการถัดไป\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `We received your contact request (${reference})`,
          text: `Dear ${name ?? 'customer'},\n\nWe received your request to be contacted. Your reference is ${reference}.\nOur team will call you back within the next business day.\n\n${supportSignature(brand).en}`,
        },
  'complaint-ack': (language: Language, { reference }: EnquiryAck, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: `เราได้รับเรื่องร้องเรียนของท่านแล้ว (${reference})`,
          text: `เรียน ลูกค้า\n\nเราได้รับเรื่องร้องเรียนของท่านแล้ว หมายเลขอ้างอิง ${reference}\nเจ้าหน้าที่จะตรวจสอบและแจ้งผลให้ท่านทราบโดยเร็ว\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `We received your complaint (${reference})`,
          text: `Dear customer,\n\nWe received your complaint. Your reference is ${reference}.\nWe will look into it and reply to you as soon as possible.\n\n${supportSignature(brand).en}`,
        },
  otp: (
    language: Language,
    { code, minutes, link }: { code: string; minutes: number; link?: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `รหัส OTP ของท่านคือ ${code}`,
          text: `รหัส OTP สำหรับยืนยันตัวตนของท่านคือ ${code}\nรหัสนี้ใช้ได้ ${minutes} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น เจ้าหน้าที่จะไม่ขอรหัสนี้จากท่าน${link ? `\n\nกรอกรหัสที่หน้ายืนยันอีเมล (เข้าสู่ระบบด้วยอีเมลและรหัสผ่านของท่านหากระบบถาม):\n${link}` : ''}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your OTP is ${code}`,
          text: `Your one-time code is ${code}.\nIt is valid for ${minutes} minutes. Never share it: our staff will never ask you for it.${link ? `\n\nEnter it on the e-mail verification page (sign in with your e-mail and password if asked):\n${link}` : ''}\n\n${supportSignature(brand).en}`,
        },
  // An SMS: no signature, one short line; the subject only labels it in the outbox.
  'otp-sms': (
    language: Language,
    { code, minutes }: { code: string; minutes: number },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'SMS: รหัส OTP',
          text: `${brand.name}: รหัส OTP ของท่านคือ ${code} ใช้ได้ ${minutes} นาที ห้ามเปิดเผยรหัสนี้กับผู้อื่น`,
        }
      : {
          subject: 'SMS: OTP',
          text: `${brand.name}: your OTP is ${code}, valid for ${minutes} minutes. Never share it.`,
        },
  'account-locked': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'บัญชีของท่านถูกระงับชั่วคราว',
          text: `มีการกรอกรหัสผ่านผิดหลายครั้ง บัญชีของท่านจึงถูกระงับชั่วคราวเพื่อความปลอดภัย\nหากเป็นท่าน กรุณากู้คืนบัญชีผ่านลิงก์นี้ภายใน ${minutes} นาที แล้วตั้งรหัสผ่านใหม่:\n${link}\n\nหากไม่ใช่ท่าน กรุณาติดต่อเจ้าหน้าที่\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your account has been locked',
          text: `There were several wrong password attempts, so your account was locked for your safety.\nIf it was you, recover your account with this link within ${minutes} minutes, then set a new password:\n${link}\n\nIf it was not you, please contact us.\n\n${supportSignature(brand).en}`,
        },
  'signup-existing-account': (
    language: Language,
    { loginLink, resetLink }: { loginLink: string; resetLink: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'มีการสมัครสมาชิกด้วยอีเมลของท่าน',
          text: `มีผู้สมัครสมาชิกด้วยอีเมลนี้ ซึ่งมีบัญชีอยู่แล้ว จึงไม่ได้สร้างบัญชีใหม่\nหากเป็นท่าน กรุณาเข้าสู่ระบบด้วยบัญชีเดิม:\n${loginLink}\nหากจำรหัสผ่านไม่ได้ ตั้งรหัสผ่านใหม่ได้ที่:\n${resetLink}\n\nหากไม่ใช่ท่าน ไม่ต้องทำอะไร บัญชีของท่านยังปลอดภัย\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Someone signed up with your e-mail address',
          text: `Someone signed up with this e-mail address, which already has an account, so no new account was made.\nIf it was you, sign in with your account:\n${loginLink}\nIf you have forgotten your password, set a new one here:\n${resetLink}\n\nIf it was not you, there is nothing to do: your account is safe.\n\n${supportSignature(brand).en}`,
        },
  'account-recovered': (language: Language, _data: Record<string, never>, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: 'กู้คืนบัญชีของท่านแล้ว',
          text: `บัญชีของท่านได้รับการกู้คืนและปลดล็อกแล้ว กรุณาตั้งรหัสผ่านใหม่เพื่อเข้าสู่ระบบ\nหากท่านไม่ได้ทำรายการนี้ กรุณาติดต่อเจ้าหน้าที่ทันที\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your account has been recovered',
          text: `Your account was recovered and unlocked. Please set a new password to sign in.\nIf this was not you, contact us at once.\n\n${supportSignature(brand).en}`,
        },
  'password-changed': (language: Language, _data: Record<string, never>, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: 'รหัสผ่านของท่านถูกเปลี่ยนแล้ว',
          text: `รหัสผ่านของบัญชีท่านถูกเปลี่ยนแล้ว และทุกอุปกรณ์ได้ออกจากระบบ กรุณาเข้าสู่ระบบด้วยรหัสผ่านใหม่\nหากท่านไม่ได้เปลี่ยนรหัสผ่าน กรุณาติดต่อเจ้าหน้าที่ทันที\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your password was changed',
          text: `The password of your account was changed and every device was signed out. Sign in with the new password.\nIf you did not change it, contact us at once.\n\n${supportSignature(brand).en}`,
        },
  'password-reset': (
    language: Language,
    { link, minutes }: { link: string; minutes: number },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'ตั้งรหัสผ่านใหม่',
          text: `มีคำขอตั้งรหัสผ่านใหม่สำหรับบัญชีของท่าน กรุณาเปิดลิงก์นี้ภายใน ${minutes} นาที:\n${link}\n\nหากท่านไม่ได้ขอ กรุณาเพิกเฉยอีเมลนี้ รหัสผ่านเดิมยังใช้ได้\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Reset your password',
          text: `Someone asked to reset the password of your account. Open this link within ${minutes} minutes:\n${link}\n\nIf it was not you, ignore this e-mail: your password stays the same.\n\n${supportSignature(brand).en}`,
        },
  'juristic-account-opened': (
    language: Language,
    { link, companyName, days }: { link: string; companyName: string; days: number },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'บัญชีนิติบุคคลของท่านเปิดแล้ว: ตั้งรหัสผ่านเพื่อเข้าสู่ระบบ',
          text: `บัญชีของ ${companyName} ได้รับการอนุมัติแล้ว ท่านเป็นผู้มีอำนาจที่ใช้บัญชีนี้

ตั้งรหัสผ่านของท่านภายใน ${days} วันที่ลิงก์นี้:
${link}

จากนั้นเข้าสู่ระบบด้วยอีเมลนี้และรหัสผ่านที่ตั้งไว้ แล้วเริ่มลงทุนได้ทันที

${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your company account is open: set your password to sign in',
          text: `The account of ${companyName} is approved, and you are the authorised person who uses it.

Set your password within ${days} days at this link:
${link}

Then sign in with this e-mail address and that password, and start investing.

${supportSignature(brand).en}`,
        },
  'kyc-approved': (language: Language, { portalUrl }: { portalUrl: string }, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: 'บัญชีของท่านได้รับการอนุมัติแล้ว',
          text: `ทีมตรวจสอบได้อนุมัติการยืนยันตัวตนของท่านแล้ว\n\nเริ่มลงทุน: เปิดภาพรวมบัญชีของท่าน เลือกกลยุทธ์ที่เหมาะกับท่าน แล้วกด "ลงทุน"\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your account is approved',
          text: `Our compliance team approved your verification.\n\nStart investing: open your account overview, choose a strategy that suits you and press "Invest"\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'kyc-rejected': (
    language: Language,
    { portalUrl, reasons }: { portalUrl: string; reasons: KycReason[] },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'กรุณาแก้ไขข้อมูลการยืนยันตัวตน',
          text: `ทีมตรวจสอบไม่สามารถอนุมัติข้อมูลของท่านได้ด้วยเหตุผลต่อไปนี้:\n${reasonLines(reasons, 'th')}\n\nกรุณากรอกข้อมูลที่ถูกต้องใหม่แล้วส่งตรวจสอบอีกครั้ง:\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Please correct your verification data',
          text: `Our compliance team could not approve your data for these reasons:\n${reasonLines(reasons, 'en')}\n\nPlease enter the corrected data and send it for review again:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'kyc-revision-requested': (
    language: Language,
    { portalUrl, deadline, reasons }: { portalUrl: string; deadline: string; reasons: KycReason[] },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `กรุณาปรับปรุงข้อมูลภายในวันที่ ${thaiDate(deadline)}`,
          text: `ทีมตรวจสอบขอให้ท่านปรับปรุงข้อมูลต่อไปนี้ภายในวันที่ ${thaiDate(deadline)}:\n${reasonLines(reasons, 'th')}\n\nหากเลยกำหนด ท่านจะไม่สามารถส่งคำสั่งเพิ่มเงินลงทุนหรือสับเปลี่ยนได้ (ยังลดเงินลงทุนได้)\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Please update your data by ${englishDate(deadline)}`,
          text: `Our compliance team asks you to update this data by ${englishDate(deadline)}:\n${reasonLines(reasons, 'en')}\n\nAfter that date, new increase and switch orders are suspended (reductions stay possible).\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'kyc-overdue': (
    language: Language,
    { portalUrl, deadline }: { portalUrl: string; deadline: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'เลยกำหนดปรับปรุงข้อมูลแล้ว',
          text: `ท่านยังไม่ได้ปรับปรุงข้อมูลภายในวันที่ ${thaiDate(deadline)} จึงระงับคำสั่งเพิ่มเงินลงทุนและสับเปลี่ยนไว้ก่อน ท่านยังลดเงินลงทุนได้\nกรุณาปรับปรุงข้อมูลที่:\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'Your data update is overdue',
          text: `You did not update your data by ${englishDate(deadline)}, so new increase and switch orders are suspended. Reductions stay possible.\nPlease update your data at:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'kyc-blocked': (
    language: Language,
    { reason }: { reason: 'UNDER_AGE' | 'US_PERSON' | 'DATA_MISMATCH' | 'COMPANY_POLICY' },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: 'ไม่สามารถเปิดบัญชีได้',
          text: `${blockMessage(reason).th}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: 'We cannot open your account',
          text: `${blockMessage(reason).en}\n\n${supportSignature(brand).en}`,
        },
  'order-settled': (
    language: Language,
    o: {
      ref: string;
      kind: 'increase' | 'reduce' | 'switch';
      leg: 'out' | 'in' | null;
      strategyCode: string;
      units: string;
      amount: string;
      fee: string;
      nav: string;
      tradeDate: string;
    },
    brand: Brand,
  ): RenderedMail => {
    const kinds = {
      th: { increase: 'เพิ่มเงินลงทุน', reduce: 'ลดเงินลงทุน', out: 'สับเปลี่ยนออก', in: 'สับเปลี่ยนเข้า' },
      en: { increase: 'Increase', reduce: 'Reduction', out: 'Switch out', in: 'Switch in' },
    };
    const kind = o.leg ?? (o.kind === 'reduce' ? 'reduce' : o.kind === 'switch' ? 'out' : 'increase');
    return language === 'th'
      ? {
          subject: `รายการ${kinds.th[kind]} ${o.ref} สำเร็จแล้ว`,
          text: `รายการ${kinds.th[kind]} ${o.ref} กลยุทธ์ ${o.strategyCode} สำเร็จแล้ว\nวันที่ทำรายการ (NAV) ${o.tradeDate}\nNAV ต่อหน่วย ${o.nav}\nจำนวนหน่วย ${o.units}\nจำนวนเงิน ${o.amount} บาท (ค่าธรรมเนียม ${o.fee} บาท)\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `${kinds.en[kind]} ${o.ref} settled`,
          text: `Your ${kinds.en[kind].toLowerCase()} ${o.ref} in ${o.strategyCode} has settled.\nTrade date (NAV) ${o.tradeDate}\nNAV per unit ${o.nav}\nUnits ${o.units}\nAmount ${o.amount} baht (fee ${o.fee} baht)\n\n${supportSignature(brand).en}`,
        };
  },
  'order-rejected': (
    language: Language,
    o: {
      ref: string;
      kind: 'increase' | 'reduce' | 'switch';
      strategyCode: string;
      reason: string;
      portalUrl: string;
    },
    brand: Brand,
  ): RenderedMail => {
    const kinds = {
      th: { increase: 'เพิ่มเงินลงทุน', reduce: 'ลดเงินลงทุน', switch: 'สับเปลี่ยน' },
      en: { increase: 'increase', reduce: 'reduction', switch: 'switch' },
    };
    // The system's own reasons are codes (staff write theirs): read in the investor's language.
    const reason = isErrorCode(o.reason) ? errorMessage(o.reason, language) : o.reason;
    return language === 'th'
      ? {
          subject: `รายการ${kinds.th[o.kind]} ${o.ref} ไม่ได้รับการอนุมัติ`,
          text: `รายการ${kinds.th[o.kind]} ${o.ref} กลยุทธ์ ${o.strategyCode} ไม่ได้รับการอนุมัติ ด้วยเหตุผลต่อไปนี้:\n${reason}\n\nกรุณาตรวจสอบรายการของท่านที่:\n${o.portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your ${kinds.en[o.kind]} ${o.ref} was not approved`,
          text: `Your ${kinds.en[o.kind]} ${o.ref} in ${o.strategyCode} was not approved for this reason:\n${reason}\n\nPlease review your transaction at:\n${o.portalUrl}\n\n${supportSignature(brand).en}`,
        };
  },
  'deposit-verified': (
    language: Language,
    d: { ref: string; amount: string; orderRefs: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `ได้รับเงินฝาก ${d.ref} แล้ว`,
          text: `เราตรวจสอบเงินฝาก ${d.ref} จำนวน ${d.amount} บาท เรียบร้อยแล้ว\nคำสั่งเพิ่มเงินลงทุน ${d.orderRefs} จะดำเนินการต่อตามรอบ NAV\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Deposit ${d.ref} received`,
          text: `We have verified your deposit ${d.ref} of ${d.amount} baht.\nYour increase orders ${d.orderRefs} now go ahead at their NAV date.\n\n${supportSignature(brand).en}`,
        },
  'deposit-rejected': (
    language: Language,
    d: { ref: string; amount: string; reason: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `เงินฝาก ${d.ref} ไม่ผ่านการตรวจสอบ`,
          text: `เราไม่สามารถรับเงินฝาก ${d.ref} จำนวน ${d.amount} บาท ได้ด้วยเหตุผลต่อไปนี้:\n${d.reason}\n\nกรุณาตรวจสอบรายการของท่านที่:\n${d.portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Deposit ${d.ref} was not accepted`,
          text: `We could not accept your deposit ${d.ref} of ${d.amount} baht for this reason:\n${d.reason}\n\nPlease review your transaction at:\n${d.portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'payout-paid': (
    language: Language,
    p: PayoutMail & { bankReference: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `โอนเงินค่าขายคืนหน่วยลงทุน ${p.orderRef} แล้ว`,
          text: `เราโอนเงิน ${p.amount} บาท จากรายการ ${p.orderRef} เข้า${payoutDestination(language, p)} แล้ว\nวันที่มีผล: ${p.valueDate}\n${p.wallet ? 'เลขที่ธุรกรรม' : 'เลขที่อ้างอิงธนาคาร'}: ${p.bankReference}\n\nดูรายละเอียดได้ที่:\n${p.portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your redemption ${p.orderRef} has been paid`,
          text: `We have paid ${p.amount} baht from ${p.orderRef} into ${payoutDestination(language, p)}.\nValue date: ${p.valueDate}\n${p.wallet ? 'Transaction hash' : 'Bank reference'}: ${p.bankReference}\n\nSee the details at:\n${p.portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'statement-ready': (
    language: Language,
    { month, portalUrl }: { month: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail => {
    const named = documents.monthName(month, language);
    return language === 'th'
      ? {
          subject: `รายงานสรุปการลงทุนเดือน${named} พร้อมแล้ว`,
          text: `รายงานสรุปการลงทุนรายเดือนของท่านสำหรับเดือน${named} พร้อมให้ดาวน์โหลดแล้ว\nรายงานแสดงหน่วยลงทุนและมูลค่าต้นเดือนและสิ้นเดือน รายการทั้งหมด ค่าธรรมเนียม และผลตอบแทนของเดือน\n\nดาวน์โหลดได้ที่:\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your statement for ${named} is ready`,
          text: `Your monthly statement for ${named} is ready to download.\nIt shows your units and their value at the start and end of the month, every transaction, the fees and the month's return.\n\nDownload it at:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        };
  },
  'document-resent': (
    language: Language,
    d: { title: { th: string; en: string }; fileUrl: string; sha256: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `ส่งเอกสารอีกครั้ง: ${d.title.th}`,
          text: `ตามที่ท่านขอ เราส่งเอกสาร "${d.title.th}" ให้ท่านอีกครั้ง เป็นไฟล์เดียวกับที่เก็บไว้ในบัญชีของท่าน\n\nดาวน์โหลดได้ที่ (เข้าสู่ระบบก่อน):\n${d.fileUrl}\n\nรหัสตรวจสอบไฟล์ (SHA-256):\n${d.sha256}\n\nเอกสารทั้งหมดของท่านอยู่ที่:\n${d.portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your document again: ${d.title.en}`,
          text: `As asked, here is your document "${d.title.en}" again: the same file kept in your account.\n\nDownload it (after signing in) at:\n${d.fileUrl}\n\nFile checksum (SHA-256):\n${d.sha256}\n\nAll your documents are at:\n${d.portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'suitability-expiring': (
    language: Language,
    { expiresOn, portalUrl }: { expiresOn: string; portalUrl: string },
    brand: Brand,
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `แบบประเมินความเหมาะสมในการลงทุนของท่านจะหมดอายุวันที่ ${thaiDate(expiresOn)}`,
          text: `แบบประเมินความเหมาะสมในการลงทุน (Suitability Test) ของท่านจะหมดอายุวันที่ ${thaiDate(expiresOn)}\nหลังจากวันนั้น ท่านจะเพิ่มเงินลงทุนหรือสับเปลี่ยนกลยุทธ์ไม่ได้จนกว่าจะทำแบบประเมินใหม่ ส่วนการขายคืนยังทำได้ตามปกติ\n\nทำแบบประเมินใหม่ได้ที่ (ใช้เวลาประมาณ 5 นาที):\n${portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `Your suitability assessment expires on ${englishDate(expiresOn)}`,
          text: `Your investment suitability assessment expires on ${englishDate(expiresOn)}.\nAfter that day you cannot add money or switch strategies until you take it again; reductions stay open as usual.\n\nTake it again (about 5 minutes) at:\n${portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'payout-failed': (language: Language, p: PayoutMail & { reason: string }, brand: Brand): RenderedMail =>
    language === 'th'
      ? {
          subject: `การโอนเงินค่าขายคืนหน่วยลงทุน ${p.orderRef} ไม่สำเร็จ`,
          text: `เราไม่สามารถโอนเงิน ${p.amount} บาท จากรายการ ${p.orderRef} เข้า${payoutDestination(language, p)} ได้ ด้วยเหตุผลต่อไปนี้:\n${p.reason}\n\nสิ่งที่ท่านควรทำ: ตรวจสอบว่าบัญชีธนาคารของท่านยังใช้งานได้และเป็นชื่อของท่าน หากต้องการเปลี่ยนบัญชี กรุณายื่นคำขอเปลี่ยนบัญชีในโปรไฟล์ เงินของท่านยังปลอดภัย และเราจะโอนอีกครั้งเมื่อบัญชีพร้อม หรือติดต่อเราตามช่องทางด้านล่าง\n\n${p.portalUrl}\n\n${supportSignature(brand).th}`,
        }
      : {
          subject: `We could not pay your redemption ${p.orderRef}`,
          text: `We could not pay ${p.amount} baht from ${p.orderRef} into ${payoutDestination(language, p)}, for this reason:\n${p.reason}\n\nWhat to do: check that your bank account is open and in your name. To use another account, send a change request from your profile. Your money is safe: we pay it again once the account is ready, or contact us below.\n\n${p.portalUrl}\n\n${supportSignature(brand).en}`,
        },
  'reconciliation-breaks': (
    language: Language,
    r: { asOf: string; count: number; summary: string; runId: number },
  ): RenderedMail =>
    language === 'th'
      ? {
          subject: `กระทบยอดกับผู้รับฝากทรัพย์สิน ${r.asOf}: พบรายการไม่ตรงกัน ${r.count} รายการ`,
          text: `การกระทบยอดครั้งที่ ${r.runId} ณ วันที่ ${r.asOf} พบรายการที่ยอดของเราไม่ตรงกับผู้รับฝากทรัพย์สิน ${r.count} รายการ (ของเรา / ผู้รับฝาก (ส่วนต่าง)):\n${r.summary}\n\nดูทั้งหมดที่ระบบหลังบ้าน เมนูกระทบยอด`,
        }
      : {
          subject: `Custodian reconciliation ${r.asOf}: ${r.count} break(s)`,
          text: `Reconciliation run ${r.runId} as of ${r.asOf} found ${r.count} break(s) between our ledger and the custodian (ours / custodian (difference)):\n${r.summary}\n\nSee them all in the back office, Reconciliations.`,
        },
} as const;

export type MailTemplate = keyof typeof mailTemplates;
